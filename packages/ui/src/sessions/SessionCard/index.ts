export { SessionCard } from './SessionCard.tsx';
export type { SessionCardProps } from './SessionCard.tsx';
export { allowedActions, sessionActions, sessionViewers } from './sessionActions.ts';
export type { SessionAction, SessionActionHandlers, SessionViewer } from './sessionActions.ts';
