export { TextField, TextArea, countWords } from './TextField.tsx';
export type { TextFieldProps, TextAreaProps } from './TextField.tsx';
