/**
 * The account-settings contract (SPEC §2 account settings panel, §4 email and password change and
 * the account lifecycle, §5 change-email and password rules, §7 calls, §8 account messages): what
 * the settings islands send, what the endpoints accept and answer, and the limits of codes, links
 * and confirmations. Beyond the spec: email verification and password reset by emailed link, the
 * list of signed-in sessions, data export and email notifications.
 */
import { z } from 'zod';
import type { OAuthProvider, Role } from '../options.ts';
import { authLimits, emailSchema, passwordSchema } from '../auth/index.ts';

export const accountLimits = {
  /** SPEC §9: verification code length 6. */
  codeDigits: 6,
  /** A code proves the new address for this long. */
  codeLifetimeMs: 10 * 60 * 1000,
  /** Wrong tries that invalidate a code. */
  codeMaxAttempts: 5,
  /** Codes one user may have sent in `codeSendWindowMs`. */
  codeSendsPerUser: 5,
  /** Codes one address may receive in `codeSendWindowMs`, whoever asks. */
  codeSendsPerAddress: 3,
  codeSendWindowMs: 60 * 60 * 1000,
  /** The welcome email's verification link. */
  verifyLinkLifetimeMs: 24 * 60 * 60 * 1000,
  /** A password-reset link. */
  resetLinkLifetimeMs: 60 * 60 * 1000,
  /** Reset links one address may receive in `codeSendWindowMs`. */
  resetSendsPerAddress: 3,
  /** SPEC §9: sign-out delay after account changes. */
  signOutDelayMs: 2_000,
  /** SPEC §5: the word typed to enable Delete. */
  deleteConfirmation: 'DELETE',
  /** SPEC §9: at most 3 leading characters of the email visible. */
  emailMaskVisible: 3,
  passwordMinChars: authLimits.passwordMinChars,
} as const;

/** A 6-digit code as typed: digits only (spaces a user pastes are dropped). */
export const verificationCodeSchema = z
  .string({ error: 'account_code_required' })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .min(1, { error: 'account_code_required', abort: true })
      .regex(/^\d{6}$/, { error: 'account_code_invalid' }),
  );

/** POST /api/auth/send-verification-code: a code to the new address (SPEC §7). */
export const sendVerificationCodeSchema = z.object({
  email: emailSchema,
  mode: z.literal('update', { error: 'validation_invalid' }),
});
export type SendVerificationCodeInput = z.infer<typeof sendVerificationCodeSchema>;

/** POST /api/auth/verify-code: proves the code sent to `value` (SPEC §7). */
export const verifyCodeSchema = z.object({
  type: z.literal('email', { error: 'validation_invalid' }),
  code: verificationCodeSchema,
  value: emailSchema,
  userId: z.uuid({ error: 'validation_invalid' }),
});
export type VerifyCodeInput = z.infer<typeof verifyCodeSchema>;

/** PUT /api/users/{trainer|client} with a proven new email (SPEC §7). */
export const emailUpdateSchema = z.object({
  email: emailSchema,
  emailVerified: z.literal(true, { error: 'validation_invalid' }),
});
/** PUT /api/users/{trainer|client} with a new password; the current one when the account has one (SPEC §7). */
export const passwordUpdateSchema = z.object({
  newPassword: passwordSchema,
  currentPassword: z.string().max(authLimits.passwordMaxChars, { error: 'validation_password_too_long' }).optional(),
});
/** The body of PUT /api/users/{trainer|client}: either an email change or a password change. */
export const accountUpdateSchema = z.union([emailUpdateSchema.strict(), passwordUpdateSchema.strict()], {
  error: 'validation_invalid',
});
export type AccountUpdateInput = z.infer<typeof accountUpdateSchema>;

/** The change-email form (SPEC §5): both addresses required, the current one the account's own. */
export function changeEmailFormSchema(accountEmail: string) {
  return z.object({
    currentEmail: z
      .string()
      .trim()
      .min(1, { error: 'account_current_email_required' })
      .refine((value) => value.toLowerCase() === accountEmail.toLowerCase(), {
        error: 'account_current_email_mismatch',
      }),
    newEmail: z.string().trim().min(1, { error: 'account_new_email_required', abort: true }).pipe(emailSchema),
  });
}

/** The change-password form (SPEC §5): the two new fields match; the current one when a password exists. */
export function changePasswordFormSchema(hasPassword: boolean) {
  return z
    .object({
      currentPassword: hasPassword
        ? z.string().min(1, { error: 'account_current_password_required' })
        : z.string().optional(),
      newPassword: passwordSchema,
      confirmPassword: z.string(),
    })
    .refine((value) => value.newPassword === value.confirmPassword, {
      error: 'account_passwords_mismatch',
      path: ['confirmPassword'],
    });
}

/** The typed confirmation that enables Delete (SPEC §5): exactly DELETE. */
export function deleteConfirmed(typed: string): boolean {
  return typed === accountLimits.deleteConfirmation;
}

/** POST /api/auth/forgot-password: a reset link to this address, if it has an account. */
export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** A token from an emailed link (verification or reset): 32 base32 characters. */
export const linkTokenSchema = z.string().regex(/^[a-z2-7]{32}$/, { error: 'account_link_invalid' });

/** POST /api/auth/reset-password: the link's token and the new password, typed twice. */
export const resetPasswordSchema = z
  .object({ token: linkTokenSchema, newPassword: passwordSchema, confirmPassword: z.string() })
  .refine((value) => value.newPassword === value.confirmPassword, {
    error: 'account_passwords_mismatch',
    path: ['confirmPassword'],
  });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** Email notifications a person can switch on and off, by role. */
export const notificationKinds = {
  trainer: ['coachingRequestReceived'],
  client: ['coachingRequestAnswered'],
  admin: [],
} as const satisfies Record<Role, readonly string[]>;
export type NotificationKind = 'coachingRequestReceived' | 'coachingRequestAnswered';

/** PUT /api/users/notifications: the switches (absent ones keep their value); every switch defaults to on. */
export const notificationSettingsSchema = z
  .object({
    coachingRequestReceived: z.boolean({ error: 'validation_invalid' }).optional(),
    coachingRequestAnswered: z.boolean({ error: 'validation_invalid' }).optional(),
  })
  .strict();
export type NotificationSettingsInput = z.infer<typeof notificationSettingsSchema>;
export type NotificationSettings = Record<NotificationKind, boolean>;
export const defaultNotificationSettings: NotificationSettings = {
  coachingRequestReceived: true,
  coachingRequestAnswered: true,
};

/** How the email or password of an account stands (SPEC §2 Account Summary). */
export type CredentialStatus = 'set' | 'not-set' | 'oauth';

/** What the settings page is given about the signed-in account (GET /api/users/account). */
export interface AccountSettingsDto {
  id: string;
  role: Role;
  /** Masked with `maskEmail` (SPEC §2): at most 3 leading characters visible. */
  maskedEmail: string;
  emailStatus: CredentialStatus;
  emailVerified: boolean;
  passwordStatus: CredentialStatus;
  /** Providers the account signs in with (SPEC §3 User.accounts); any one locks email and password. */
  providers: OAuthProvider[];
  notifications: NotificationSettings;
}

/** The email and password status of an account, as the Account Summary shows them. */
export function credentialStatus(account: {
  email: string | null;
  hasPassword: boolean;
  providers: readonly OAuthProvider[];
}): { email: CredentialStatus; password: CredentialStatus } {
  const oauth = account.providers.length > 0;
  return {
    email: oauth ? 'oauth' : account.email ? 'set' : 'not-set',
    password: account.hasPassword ? 'set' : oauth ? 'oauth' : 'not-set',
  };
}

/** One signed-in session in the Sessions card (GET /api/auth/sessions). */
export interface AccountSessionDto {
  /** An opaque handle for DELETE /api/auth/sessions/{id}; never the session token or its hash. */
  id: string;
  browser: string | null;
  os: string | null;
  device: 'desktop' | 'mobile' | 'tablet' | null;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
}

/** Reset-link requests one client address may make in `accountLimits.codeSendWindowMs`, whatever the addresses asked for. */
export const resetSendsPerIp = 10;
