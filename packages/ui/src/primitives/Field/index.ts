export { FieldFooter, FieldDescription } from './FieldFooter.tsx';
export type { FieldMessages, FieldFooterProps } from './FieldFooter.tsx';
export { FieldOptions, disabledOptionIds } from './FieldOptions.tsx';
export type { FieldOption, FieldOptionsProps } from './FieldOptions.tsx';
