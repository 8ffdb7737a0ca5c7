export { SessionsCard } from './SessionsCard.tsx';
export type { SessionsCardProps } from './SessionsCard.tsx';
