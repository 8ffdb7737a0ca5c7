export { Form, FormError, FormActions } from './Form.tsx';
export type { FormProps, FormErrorProps, FormActionsProps } from './Form.tsx';
