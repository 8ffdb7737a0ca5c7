export { ReviewList } from './ReviewList.tsx';
export type { ReviewListProps, ReviewActionContext } from './ReviewList.tsx';
