export { NotificationsCard } from './NotificationsCard.tsx';
export type { NotificationsCardProps } from './NotificationsCard.tsx';
