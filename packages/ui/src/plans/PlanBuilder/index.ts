export { PlanBuilder, saveStates } from './PlanBuilder.tsx';
export type { PlanBuilderInitial, PlanBuilderProps, SaveState } from './PlanBuilder.tsx';
export type { PlanDraft } from './planDraft.ts';
export { ExercisePicker } from './ExercisePicker.tsx';
export type { ExercisePickerProps } from './ExercisePicker.tsx';
