export { CoachingRequestCard } from './CoachingRequestCard.tsx';
export type { CoachingRequestCardProps } from './CoachingRequestCard.tsx';
export type { CoachingViewer } from '../shared.ts';
