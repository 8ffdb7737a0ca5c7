export * from './MuscleFigure/index.ts';
export * from './ExerciseCard/index.ts';
export * from './ExerciseLibrary/index.ts';
export * from './VideoEmbed/index.ts';
export * from './ExerciseDetailView/index.ts';
export * from './labels.ts';
export * from './ExerciseEditor/index.ts';
