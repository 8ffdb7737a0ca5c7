import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { translateFieldErrors } from '../i18n/validation.ts';

/**
 * Validates a form's data with the endpoint's zod schema before it is sent. Invalid: shows the
 * field errors and stops. Valid: hands the data to `onSubmit` (JavaScript path) or lets the
 * browser post the form (no `onSubmit`). Until the first client check, server errors are shown.
 */
export function useSchemaForm<S extends z.ZodType>(
  schema: S,
  serverFieldErrors: Record<string, string[]>,
  onSubmit?: (values: z.infer<S>) => void,
) {
  const [clientErrors, setClientErrors] = useState<Record<string, string[]> | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    const parsed = schema.safeParse(Object.fromEntries(new FormData(event.currentTarget)));
    if (!parsed.success) {
      event.preventDefault();
      setClientErrors(translateFieldErrors(parsed.error));
      return;
    }
    setClientErrors(null);
    if (onSubmit) {
      event.preventDefault();
      onSubmit(parsed.data);
    }
  }

  return {
    fieldErrors: clientErrors ?? serverFieldErrors,
    /** True while client-side errors are shown (a stale server error is then hidden). */
    hasClientErrors: clientErrors !== null,
    handleSubmit,
  };
}
