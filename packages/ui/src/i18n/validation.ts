import type { z } from 'zod';
import { fieldErrorKeys } from '@spotter/domain';
import { translateValidationErrors, validationMessage } from '@spotter/i18n';

/** Translates a validation key (or key with values); server-sent, already translated text passes through. */
export { validationMessage };

/** A failed parse of a shared schema → `{ field: [message] }` in the current language, as the server words it. */
export function translateFieldErrors(error: z.ZodError): Record<string, string[]> {
  return translateValidationErrors(fieldErrorKeys(error));
}
