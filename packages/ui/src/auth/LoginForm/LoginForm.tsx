import { loginSchema, type LoginInput, type OAuthProvider } from '@spotter/domain';
import { m } from '@spotter/i18n';
import { Form } from '../../primitives/Form/index.ts';
import { TextField } from '../../primitives/TextField/index.ts';
import { Button } from '../../primitives/Button/index.ts';
import { useSchemaForm } from '../useSchemaForm.ts';
import { OAuthButtons } from '../OAuthButtons.tsx';
import { AuthFormError } from '../AuthFormError.tsx';
import * as styles from '../shared.css.ts';

export interface LoginFormProps {
  /** Where the form posts without JavaScript. */
  action?: string;
  defaultEmail?: string;
  /** A general error (wrong password, too many attempts). */
  error?: string | undefined;
  /** Server field errors, already translated. */
  fieldErrors?: Record<string, string[]>;
  providers?: readonly OAuthProvider[];
  returnTo?: string | undefined;
  isPending?: boolean;
  /** When given, a valid submission is handed here instead of posting the page. */
  onSubmit?: (values: LoginInput) => void;
}

/** Email and password sign-in, validated with the same schema as the endpoint. */
export function LoginForm({
  action = '/auth/login',
  defaultEmail = '',
  error,
  fieldErrors = {},
  providers = [],
  returnTo,
  isPending = false,
  onSubmit,
}: LoginFormProps) {
  const form = useSchemaForm(loginSchema, fieldErrors, onSubmit);

  const actionUrl = returnTo ? `${action}?returnTo=${encodeURIComponent(returnTo)}` : action;
  return (
    <Form
      method="post"
      action={actionUrl}
      className={styles.form}
      validationBehavior="aria"
      validationErrors={form.fieldErrors}
      onSubmit={form.handleSubmit}
    >
      {form.hasClientErrors ? null : <AuthFormError error={error} fieldErrors={fieldErrors} />}
      <TextField
        name="email"
        type="email"
        label={m.auth_email_label()}
        autoComplete="username"
        defaultValue={defaultEmail}
        isRequired
      />
      <TextField
        name="password"
        type="password"
        label={m.auth_password_label()}
        autoComplete="current-password"
        revealable
        isRequired
      />
      <Button type="submit" fullWidth size="large" isPending={isPending}>
        {m.auth_login_submit()}
      </Button>
      <OAuthButtons providers={providers} returnTo={returnTo} />
    </Form>
  );
}
