export { Checkbox, CheckboxGroup, checkboxGroupOrientations } from './Checkbox.tsx';
export type { CheckboxProps, CheckboxGroupProps } from './Checkbox.tsx';
