import { useState } from 'react';
import {
  registerSchema,
  selfServiceRoles,
  type OAuthProvider,
  type RegisterInput,
  type SelfServiceRole,
} from '@spotter/domain';
import { m } from '@spotter/i18n';
import { Form } from '../../primitives/Form/index.ts';
import { TextField } from '../../primitives/TextField/index.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Radio, RadioGroup } from '../../primitives/RadioGroup/index.ts';
import { useSchemaForm } from '../useSchemaForm.ts';
import { OAuthButtons } from '../OAuthButtons.tsx';
import { AuthFormError } from '../AuthFormError.tsx';
import * as styles from '../shared.css.ts';

export interface RegisterFormProps {
  action?: string;
  defaultEmail?: string;
  defaultRole?: SelfServiceRole | undefined;
  error?: string | undefined;
  fieldErrors?: Record<string, string[]>;
  providers?: readonly OAuthProvider[];
  returnTo?: string | undefined;
  isPending?: boolean;
  onSubmit?: (values: RegisterInput) => void;
}

const roleCopy: Record<SelfServiceRole, { label: () => string; description: () => string }> = {
  client: { label: m.role_client, description: m.auth_role_client_description },
  trainer: { label: m.role_trainer, description: m.auth_role_trainer_description },
};

/** Account creation for clients and trainers, validated with the endpoint's schema. */
export function RegisterForm({
  action = '/auth/register',
  defaultEmail = '',
  defaultRole,
  error,
  fieldErrors = {},
  providers = [],
  returnTo,
  isPending = false,
  onSubmit,
}: RegisterFormProps) {
  const form = useSchemaForm(registerSchema, fieldErrors, onSubmit);
  const [role, setRole] = useState<SelfServiceRole | undefined>(defaultRole);

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
      <RadioGroup
        name="role"
        label={m.auth_role_label()}
        appearance="card"
        value={role ?? null}
        onChange={(value) => setRole(selfServiceRoles.find((r) => r === value))}
        isRequired
      >
        {selfServiceRoles.map((role) => (
          <Radio key={role} value={role} label={roleCopy[role].label()} description={roleCopy[role].description()} />
        ))}
      </RadioGroup>
      <TextField
        name="email"
        type="email"
        label={m.auth_email_label()}
        autoComplete="email"
        defaultValue={defaultEmail}
        isRequired
      />
      <TextField
        name="password"
        type="password"
        label={m.auth_password_label()}
        description={m.auth_password_hint()}
        autoComplete="new-password"
        revealable
        isRequired
      />
      <Button type="submit" fullWidth size="large" isPending={isPending}>
        {m.auth_register_submit()}
      </Button>
      <OAuthButtons providers={providers} returnTo={returnTo} role={role} />
    </Form>
  );
}
