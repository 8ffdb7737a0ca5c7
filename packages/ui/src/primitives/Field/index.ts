export { FieldFooter, FieldDescription } from './FieldFooter.tsx';
export type { FieldMessages, FieldFooterProps } from './FieldFooter.tsx';
