import { setTimeout as sleep } from 'node:timers/promises';
import { signInLimits, type ForgotPasswordInput, type ResetPasswordInput } from '@spotter/domain';
import { inTransaction, type DB } from '../db/index.ts';
import { DomainError } from '../errors.ts';
import { resetMail, resetProviderMail, sendInBackground, verificationMail } from '../mail/messages.ts';
import { findUserById, findUserByEmail, markEmailVerified, providersOf, setPasswordHash } from '../repos/users.ts';
import { consumeEmailLink, createEmailLink, emailLinkUsable } from './email-links.ts';
import { hashPassword } from './password.ts';
import { createLinkLimiters } from './rate-limit.ts';
import { rateLimited } from './service.ts';
import { invalidateUserSessions, type SessionUser } from './session.ts';
import { clientIp, type Visit } from './sign-in.ts';

const limiters = new WeakMap<DB, ReturnType<typeof createLinkLimiters>>();
function limitersFor(db: DB) {
  let entry = limiters.get(db);
  if (!entry) {
    entry = createLinkLimiters(db);
    limiters.set(db, entry);
  }
  return entry;
}

/** Where the reset lands: the sign-in page with its "Password changed" notice. */
export const passwordChangedLanding = '/auth/login?notice=password-changed';

/**
 * Emails a reset link to the address when it has an account: a link (1 hour, single use, the
 * newest only) to an account with a password, a note that it signs in through its provider to an
 * account without one (SPEC §5, §6). The caller always answers the same, and as fast: the work is
 * held to one floor and the mail goes out after the answer. Limited per address (known or not)
 * and per client address.
 */
export async function forgotPassword(db: DB, input: ForgotPasswordInput, visit: Visit): Promise<void> {
  const email = input.email.toLowerCase();
  const { resetPerAddress, resetPerIp } = limitersFor(db);
  const wait = Math.max(await resetPerIp.take(clientIp(visit)), await resetPerAddress.take(email));
  if (wait > 0) throw rateLimited(wait, 'auth_error_links_rate_limited');
  const started = performance.now();
  try {
    const user = await findUserByEmail(db, email);
    if (!user) return;
    const providers = user.password_hash ? [] : await providersOf(db, user.id);
    if (providers[0]) {
      sendInBackground(resetProviderMail(user.email, user.language, providers[0]));
      return;
    }
    const token = await createEmailLink(db, { userId: user.id, purpose: 'password_reset', target: user.email });
    sendInBackground(resetMail(user.email, user.language, token));
  } finally {
    const left = signInLimits.registrationFloorMs - (performance.now() - started);
    if (left > 0) await sleep(left);
  }
}

/** Whether a reset link still opens (the reset page shows its form only then). */
export function resetLinkUsable(db: DB, token: string): Promise<boolean> {
  return emailLinkUsable(db, token, 'password_reset');
}

/**
 * Sets the password a reset link allows, once: the link is used up, the new argon2 hash stored and
 * every session of the account ended, in one transaction. An unknown, used, superseded or expired
 * link is a 400.
 */
export async function resetPassword(db: DB, input: ResetPasswordInput, now: Date = new Date()): Promise<void> {
  const invalid = () =>
    new DomainError('invalid', 'account_link_invalid', { fieldErrors: { token: ['account_link_invalid'] } });
  // Checked before the slow hash, so a wrong token costs no hashing.
  if (!(await emailLinkUsable(db, input.token, 'password_reset', now))) throw invalid();
  const passwordHash = await hashPassword(input.newPassword);
  await inTransaction(db, async (trx) => {
    const link = await consumeEmailLink(trx, input.token, 'password_reset', now);
    if (!link) throw invalid();
    await setPasswordHash(trx, link.userId, passwordHash);
    await invalidateUserSessions(trx, link.userId);
  });
}

/** Opens a verification link: marks the address verified when it is still the account's. False when the link does not work. */
export async function verifyEmail(db: DB, token: string, now: Date = new Date()): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const link = await consumeEmailLink(trx, token, 'email_verify', now);
    if (!link?.target) return false;
    return markEmailVerified(trx, link.userId, link.target);
  });
}

/**
 * A new verification link to the signed-in user's address (the older ones stop working);
 * limited per user. False when the address is verified already (nothing is sent).
 */
export async function resendVerification(db: DB, user: Pick<SessionUser, 'id'>): Promise<boolean> {
  const account = await findUserById(db, user.id);
  if (!account || account.email_verified) return false;
  const wait = await limitersFor(db).verifyPerUser.take(account.id);
  if (wait > 0) throw rateLimited(wait, 'auth_error_links_rate_limited');
  const token = await createEmailLink(db, { userId: account.id, purpose: 'email_verify', target: account.email });
  sendInBackground(verificationMail(account.email, account.language, token, false));
  return true;
}
