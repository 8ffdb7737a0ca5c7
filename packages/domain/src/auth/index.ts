/**
 * The sign-in contract: what POST /api/auth/login and /api/auth/register (and their form pages)
 * accept, and the limits of an email address and a password (SPEC §5).
 */
import { z } from 'zod';
import { selfServiceRoles } from '../options.ts';

export const authLimits = { emailMaxChars: 254, passwordMinChars: 8, passwordMaxChars: 128 } as const;

export const emailSchema = z
  .string({ error: 'validation_email_required' })
  .trim()
  .min(1, { error: 'validation_email_required', abort: true })
  .max(authLimits.emailMaxChars, { error: 'validation_email_too_long' })
  .pipe(z.email({ error: 'validation_email_invalid' }))
  .transform((value) => value.toLowerCase());

export const passwordSchema = z
  .string({ error: 'validation_password_required' })
  .min(1, { error: 'validation_password_required', abort: true })
  .min(authLimits.passwordMinChars, { error: 'validation_password_too_short' })
  .max(authLimits.passwordMaxChars, { error: 'validation_password_too_long' });

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
    .max(authLimits.passwordMaxChars, { error: 'validation_password_too_long' }),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** A same-site path to return to after sign-in; anything else falls back to the dashboard. */
export const returnToSchema = z
  .string()
  .max(2048)
  .regex(/^\/(?!\/)[^\s\\]*$/)
  .optional()
  .catch(undefined);
