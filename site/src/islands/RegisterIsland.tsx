import { useState } from 'react';
import type { Locale, OAuthProvider, RegisterInput, SelfServiceRole } from '@spotter/domain';
import { m } from '@spotter/i18n';
import { RegisterForm } from '@spotter/ui/auth/RegisterForm/index.ts';
import { callApi } from './api.ts';

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
  const [state, setState] = useState({ error, fieldErrors, pending: false });

  async function submit(values: RegisterInput) {
    setState({ error: undefined, fieldErrors: {}, pending: true });
    const result = await callApi<{ redirectTo: string }>('/api/auth/register', {
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
    <RegisterForm
      defaultEmail={defaultEmail}
      defaultRole={defaultRole}
      error={state.error}
      fieldErrors={state.fieldErrors}
      returnTo={returnTo}
      providers={providers}
      isPending={state.pending}
      onSubmit={submit}
    />
  );
}
