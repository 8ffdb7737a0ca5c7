export { GymPicker, formatDistance } from './GymPicker.tsx';
export type { GymPickerProps, GymPoint, NewGym } from './GymPicker.tsx';
