export { RegisterForm } from './RegisterForm.tsx';
export type { RegisterFormProps } from './RegisterForm.tsx';
