export { ClientLocationFields } from './ClientLocation.tsx';
export type { ClientLocationFieldsProps } from './ClientLocation.tsx';
