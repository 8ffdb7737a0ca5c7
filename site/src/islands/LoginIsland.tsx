import { useState } from 'react';
import type { LoginInput, OAuthProvider, Locale } from '@spotter/domain';
import { m } from '@spotter/i18n';
import { LoginForm } from '@spotter/ui/auth/LoginForm/index.ts';
import { callApi } from './api.ts';

interface Props {
  locale: Locale;
  defaultEmail: string;
  error?: string | undefined;
  fieldErrors: Record<string, string[]>;
  returnTo?: string | undefined;
  providers: OAuthProvider[];
}

export default function LoginIsland({ defaultEmail, error, fieldErrors, returnTo, providers }: Props) {
  const [state, setState] = useState({ error, fieldErrors, pending: false });

  async function submit(values: LoginInput) {
    setState({ error: undefined, fieldErrors: {}, pending: true });
    const result = await callApi<{ redirectTo: string }>('/api/auth/login', {
      body: { ...values, returnTo },
      fallbackError: m.error_generic(),
    });
    if (result.ok) {
      window.location.assign(result.data.redirectTo);
      return;
    }
    setState({ error: result.error, fieldErrors: result.fieldErrors, pending: false });
  }

  return (
    <LoginForm
      defaultEmail={defaultEmail}
      error={state.error}
      fieldErrors={state.fieldErrors}
      returnTo={returnTo}
      providers={providers}
      isPending={state.pending}
      onSubmit={submit}
    />
  );
}
