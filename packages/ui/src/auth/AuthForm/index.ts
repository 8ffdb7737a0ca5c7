export { AuthForm, CredentialFields, type AuthFormProps, type CredentialFieldsProps } from './AuthForm.tsx';
