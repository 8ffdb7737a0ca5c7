import type { LoginInput, OAuthProvider, Locale } from '@spotter/domain';
import { LoginForm } from '@spotter/ui/auth/LoginForm/index.ts';
import { useAuthSubmit } from './useAuthSubmit.ts';

interface Props {
  locale: Locale;
  defaultEmail: string;
  error?: string | undefined;
  fieldErrors: Record<string, string[]>;
  returnTo?: string | undefined;
  providers: OAuthProvider[];
}

export default function LoginIsland({ defaultEmail, error, fieldErrors, returnTo, providers }: Props) {
  const state = useAuthSubmit<LoginInput>('/api/auth/login', { error, fieldErrors }, returnTo);
  return (
    <LoginForm
      defaultEmail={defaultEmail}
      error={state.error}
      fieldErrors={state.fieldErrors}
      returnTo={returnTo}
      providers={providers}
      isPending={state.pending}
      onSubmit={state.submit}
    />
  );
}
