export { CoachingRequestList } from './CoachingRequestList.tsx';
export type { CoachingRequestListProps } from './CoachingRequestList.tsx';
