import type { Locale, OAuthProvider, RegisterInput, SelfServiceRole } from '@spotter/domain';
import { RegisterForm } from '@spotter/ui/auth/RegisterForm/index.ts';
import { useAuthSubmit } from './useAuthSubmit.ts';

interface Props {
  locale: Locale;
  defaultEmail: string;
  defaultRole?: SelfServiceRole | undefined;
  error?: string | undefined;
  fieldErrors: Record<string, string[]>;
  returnTo?: string | undefined;
  providers: OAuthProvider[];
}

export default function RegisterIsland({ defaultEmail, defaultRole, error, fieldErrors, returnTo, providers }: Props) {
  const state = useAuthSubmit<RegisterInput>('/api/auth/register', { error, fieldErrors }, returnTo);
  return (
    <RegisterForm
      defaultEmail={defaultEmail}
      defaultRole={defaultRole}
      error={state.error}
      fieldErrors={state.fieldErrors}
      returnTo={returnTo}
      providers={providers}
      isPending={state.pending}
      onSubmit={state.submit}
    />
  );
}
