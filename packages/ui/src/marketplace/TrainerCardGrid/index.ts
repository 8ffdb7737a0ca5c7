export { TrainerCardGrid } from './TrainerCardGrid.tsx';
export type { TrainerCardGridProps } from './TrainerCardGrid.tsx';
