export { ComboBox } from './ComboBox.tsx';
export type { ComboBoxOption, ComboBoxProps } from './ComboBox.tsx';
