export { CalendarFeedCard } from './CalendarFeedCard.tsx';
export type { CalendarFeedCardProps } from './CalendarFeedCard.tsx';
