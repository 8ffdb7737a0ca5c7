export { TrainerSpecialtiesFields } from './TrainerSpecialties.tsx';
export type { TrainerSpecialtiesFieldsProps } from './TrainerSpecialties.tsx';
