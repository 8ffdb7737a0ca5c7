import { m } from '@spotter/i18n';

/**
 * Message keys that shared zod schemas use, mapped to their messages. Listing them keeps the
 * browser bundle to the messages forms can show instead of the whole catalog.
 */
const messages: Record<string, () => string> = {
  validation_email_required: m.validation_email_required,
  validation_email_invalid: m.validation_email_invalid,
  validation_email_too_long: m.validation_email_too_long,
  validation_password_required: m.validation_password_required,
  validation_password_too_short: m.validation_password_too_short,
  validation_password_too_long: m.validation_password_too_long,
  validation_role_required: m.validation_role_required,
  validation_language_invalid: m.validation_language_invalid,
  validation_required: m.validation_required,
  validation_invalid: m.validation_invalid,
  validation_color_hex: m.validation_color_hex,
  validation_too_long: m.validation_too_long,
  validation_video_url: m.validation_video_url,
};

/** Translates a validation key; server-sent (already translated) text passes through. */
export function validationMessage(keyOrText: string): string {
  const message = messages[keyOrText];
  return message ? message() : keyOrText;
}

/** zod issues → `{ field: [message] }`, translated. */
export function translateFieldErrors(
  issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>,
): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    (out[key] ??= []).push(validationMessage(issue.message));
  }
  return out;
}
