export { TrainerLocationFields } from './TrainerLocation.tsx';
export type { TrainerLocationFieldsProps } from './TrainerLocation.tsx';
