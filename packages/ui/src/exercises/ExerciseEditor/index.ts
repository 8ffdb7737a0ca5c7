export { ExerciseEditor, exerciseEditorModes, imageMoveDirections } from './ExerciseEditor.tsx';
export type { ExerciseEditorProps, ExerciseUploadState, ImageMoveDirection } from './ExerciseEditor.tsx';
export { exerciseErrorMessage } from './errors.ts';
