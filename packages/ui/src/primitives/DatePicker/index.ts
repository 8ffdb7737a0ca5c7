export { DatePicker, parseIsoDate } from './DatePicker.tsx';
export type { DatePickerProps } from './DatePicker.tsx';
