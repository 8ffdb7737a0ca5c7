export { ClientCoachList } from './ClientCoachList.tsx';
export type { ClientCoachListProps } from './ClientCoachList.tsx';
