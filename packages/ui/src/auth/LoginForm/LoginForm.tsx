import { loginSchema, type LoginInput } from '@spotter/domain';
import { m } from '@spotter/i18n';
import { AuthForm, CredentialFields, type AuthFormProps } from '../AuthForm/index.ts';

export type LoginFormProps = AuthFormProps<LoginInput>;

/** Email and password sign-in, validated with the same schema as the endpoint. */
export function LoginForm({ action = '/auth/login', defaultEmail = '', ...props }: LoginFormProps) {
  return (
    <AuthForm {...props} action={action} schema={loginSchema} submitLabel={m.auth_login_submit()}>
      <CredentialFields
        defaultEmail={defaultEmail}
        emailAutoComplete="username"
        passwordAutoComplete="current-password"
      />
    </AuthForm>
  );
}
