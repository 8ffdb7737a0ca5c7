export { RequestCoaching } from './RequestCoaching.tsx';
export type { RequestCoachingFailure, RequestCoachingProps, RequestCoachingValues } from './RequestCoaching.tsx';
