export { ExerciseDetailView } from './ExerciseDetailView.tsx';
export type { ExerciseDetailViewProps } from './ExerciseDetailView.tsx';
