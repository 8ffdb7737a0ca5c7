import { useState } from 'react';
import { registerSchema, selfServiceRoles, type RegisterInput, type SelfServiceRole } from '@spotter/domain';
import { m } from '@spotter/i18n';
import { Radio, RadioGroup } from '../../primitives/RadioGroup/index.ts';
import { AuthForm, CredentialFields, type AuthFormProps } from '../AuthForm/index.ts';

export interface RegisterFormProps extends AuthFormProps<RegisterInput> {
  defaultRole?: SelfServiceRole | undefined;
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
  ...props
}: RegisterFormProps) {
  const [role, setRole] = useState<SelfServiceRole | undefined>(defaultRole);
  return (
    <AuthForm
      {...props}
      action={action}
      schema={registerSchema}
      submitLabel={m.auth_register_submit()}
      oauthRole={role}
    >
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
      <CredentialFields
        defaultEmail={defaultEmail}
        emailAutoComplete="email"
        passwordAutoComplete="new-password"
        passwordHint={m.auth_password_hint()}
      />
    </AuthForm>
  );
}
