export { TodayCard } from './TodayCard.tsx';
export type { TodayCardProps } from './TodayCard.tsx';
