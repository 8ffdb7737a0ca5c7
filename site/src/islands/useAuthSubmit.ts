import { useState } from 'react';
import { m } from '@spotter/i18n';
import { callApi } from './api.ts';

/** Posts credentials to an auth endpoint; on success follows `redirectTo`, else shows the errors. */
export function useAuthSubmit<T extends object>(
  path: string,
  initial: { error?: string | undefined; fieldErrors: Record<string, string[]> },
  returnTo: string | undefined,
) {
  const [state, setState] = useState({ ...initial, pending: false });

  async function submit(values: T) {
    setState({ error: undefined, fieldErrors: {}, pending: true });
    const result = await callApi<{ redirectTo: string }>(path, {
      body: { ...values, returnTo },
      fallbackError: m.error_generic(),
    });
    if (result.ok) {
      window.location.assign(result.data.redirectTo);
      return;
    }
    setState({ error: result.error, fieldErrors: result.fieldErrors, pending: false });
  }

  return { ...state, submit };
}
