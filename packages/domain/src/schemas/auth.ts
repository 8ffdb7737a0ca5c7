import { z } from 'zod';
import { locales, selfServiceRoles } from '../options.ts';
import { limits } from '../rules/limits.ts';

/**
 * Issue messages are i18n message keys (see @spotter/i18n); the browser and the server translate
 * them into the reader's language, so one schema serves both sides.
 */
export const emailSchema = z
  .string({ error: 'validation_email_required' })
  .trim()
  .min(1, { error: 'validation_email_required', abort: true })
  .max(limits.emailMaxChars, { error: 'validation_email_too_long' })
  .pipe(z.email({ error: 'validation_email_invalid' }))
  .transform((value) => value.toLowerCase());

export const passwordSchema = z
  .string({ error: 'validation_password_required' })
  .min(1, { error: 'validation_password_required', abort: true })
  .min(limits.passwordMinChars, { error: 'validation_password_too_short' })
  .max(limits.passwordMaxChars, { error: 'validation_password_too_long' });

export const registerSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  role: z.enum(selfServiceRoles, { error: 'validation_role_required' }),
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const loginSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: 'validation_password_required' })
    .min(1, { error: 'validation_password_required' })
    .max(limits.passwordMaxChars, { error: 'validation_password_too_long' }),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const localeSchema = z.enum(locales, { error: 'validation_language_invalid' });

export const updateLanguageSchema = z.object({ language: localeSchema });
export type UpdateLanguageInput = z.infer<typeof updateLanguageSchema>;

/** A same-site path to return to after sign-in; anything else falls back to the dashboard. */
export const returnToSchema = z
  .string()
  .max(2048)
  .regex(/^\/(?!\/)[^\s\\]*$/)
  .optional()
  .catch(undefined);
