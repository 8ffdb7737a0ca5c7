import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { OAuthProvider, SelfServiceRole } from '@spotter/domain';
import { m } from '@spotter/i18n';
import { Form } from '../../primitives/Form/index.ts';
import { TextField } from '../../primitives/TextField/index.ts';
import { Button } from '../../primitives/Button/index.ts';
import { useSchemaForm } from '../useSchemaForm.ts';
import { AuthFormError } from './AuthFormError.tsx';
import { OAuthButtons } from './OAuthButtons.tsx';
import * as styles from './AuthForm.css.ts';

/** What the server hands every sign-in and sign-up form, and what the form hands back. */
export interface AuthFormProps<Values> {
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
  onSubmit?: (values: Values) => void;
}

interface AuthFormFrameProps<S extends z.ZodType> extends Omit<AuthFormProps<z.infer<S>>, 'defaultEmail'> {
  action: string;
  /** The endpoint's schema: the form checks the same rules before sending. */
  schema: S;
  submitLabel: string;
  /** The role a new account gets when it signs up through a provider. */
  oauthRole?: SelfServiceRole | undefined;
  /** The fields. */
  children: ReactNode;
}

/**
 * The frame of a sign-in or sign-up form: it posts to `action` (keeping `returnTo`), checks the
 * endpoint's schema first, shows the server's error at the top, the submit button and the
 * provider links at the bottom.
 */
export function AuthForm<S extends z.ZodType>({
  action,
  schema,
  error,
  fieldErrors = {},
  providers = [],
  returnTo,
  isPending = false,
  onSubmit,
  submitLabel,
  oauthRole,
  children,
}: AuthFormFrameProps<S>) {
  const form = useSchemaForm(schema, fieldErrors, onSubmit);
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
      {children}
      <Button type="submit" fullWidth size="large" isPending={isPending}>
        {submitLabel}
      </Button>
      <OAuthButtons providers={providers} returnTo={returnTo} role={oauthRole} />
    </Form>
  );
}

export interface CredentialFieldsProps {
  defaultEmail: string;
  /** 'username' when signing in (password managers fill the pair), 'email' when signing up. */
  emailAutoComplete: 'username' | 'email';
  passwordAutoComplete: 'current-password' | 'new-password';
  /** The password rules, shown when a new password is chosen. */
  passwordHint?: string;
}

/** The email and password fields, named as the auth endpoints read them. */
export function CredentialFields({
  defaultEmail,
  emailAutoComplete,
  passwordAutoComplete,
  passwordHint,
}: CredentialFieldsProps) {
  return (
    <>
      <TextField
        name="email"
        type="email"
        label={m.auth_email_label()}
        autoComplete={emailAutoComplete}
        defaultValue={defaultEmail}
        isRequired
      />
      <TextField
        name="password"
        type="password"
        label={m.auth_password_label()}
        description={passwordHint}
        autoComplete={passwordAutoComplete}
        revealable
        isRequired
      />
    </>
  );
}
