export { LoginForm } from './LoginForm.tsx';
export type { LoginFormProps } from './LoginForm.tsx';
