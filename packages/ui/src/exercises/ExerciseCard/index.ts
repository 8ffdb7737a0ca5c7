export { ExerciseCard } from './ExerciseCard.tsx';
export type { ExerciseCardProps } from './ExerciseCard.tsx';
