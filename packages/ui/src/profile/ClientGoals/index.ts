export { ClientGoalsFields } from './ClientGoals.tsx';
export type { ClientGoalsFieldsProps, LanguagesFieldProps } from './ClientGoals.tsx';
