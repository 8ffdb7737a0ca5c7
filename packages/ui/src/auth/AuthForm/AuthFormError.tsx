import { useEffect, useId } from 'react';
import { m } from '@spotter/i18n';
import { FormError } from '../../primitives/Form/index.ts';

export interface AuthFormErrorProps {
  /** The server's general error (wrong password, too many attempts, a provider that failed). */
  error?: string | undefined;
  /** The server's field errors; without a general error they are summed up in one line. */
  fieldErrors?: Record<string, string[]>;
}

/**
 * The error at the top of a sign-in or registration form after the server refused it. It takes
 * focus when it appears: a screen reader reads it first, and Tab goes on into the form instead of
 * starting again from the top of the page. On a server-rendered page the `autofocus` attribute
 * does it, also without JavaScript; where React renders the form, an effect does.
 */
export function AuthFormError({ error, fieldErrors = {} }: AuthFormErrorProps) {
  const id = useId();
  const hasFieldErrors = Object.values(fieldErrors).some((messages) => messages.length > 0);
  const message = error ?? (hasFieldErrors ? m.error_validation() : undefined);
  useEffect(() => {
    if (message) document.getElementById(id)?.focus();
  }, [id, message]);
  return (
    <FormError id={id} tabIndex={-1} autoFocus>
      {message}
    </FormError>
  );
}
