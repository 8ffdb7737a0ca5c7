export { ExerciseLibrary, exerciseLibraryRoles } from './ExerciseLibrary.tsx';
export type { ExerciseLibraryProps, ExerciseLibraryRole } from './ExerciseLibrary.tsx';
