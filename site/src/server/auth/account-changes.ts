import { accountLimits, maskEmail } from '@spotter/domain';
import { m, type Locale } from '@spotter/i18n';
import { config } from '../config.ts';
import { announceSessionsEnded } from '../db/generation-channel.ts';
import { inTransaction, type DB } from '../db/index.ts';
import { DomainError, RateLimited } from '../errors.ts';
import { logger } from '../log.ts';
import { renderMail } from '../mail/layout.ts';
import { sendMail } from '../mail/transport.ts';
import { discardEmailCode, issueEmailCode, proveEmailCode, takeProvenEmailCode } from '../repos/email-codes.ts';
import { findUserById, isUniqueViolation, setPasswordHash, updateUserEmail } from '../repos/users.ts';
import { isTrustedDevice } from './devices.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { createCodeSendLimiter, createLoginLimiter, type CodeSendLimiter, type LoginLimiter } from './rate-limit.ts';
import type { SessionUser } from './session.ts';
import { invalidateUserSessions } from './session.ts';
import { visitMeta, type Visit } from './sign-in.ts';

/**
 * Changing the email and the password of an account (SPEC §4, §5, §6, §7): a code mailed to the
 * new address proves it, the change then applies it; a password change needs the current one.
 * Accounts that sign in through a provider change neither here. Each change ends every session of
 * the account on every instance.
 */

const limiters = new WeakMap<DB, { codes: CodeSendLimiter; login: LoginLimiter }>();
function limitersFor(db: DB) {
  let entry = limiters.get(db);
  if (!entry) {
    entry = { codes: createCodeSendLimiter(db), login: createLoginLimiter(db) };
    limiters.set(db, entry);
  }
  return entry;
}

function minutesOf(ms: number): number {
  return Math.max(1, Math.ceil(ms / 60_000));
}

function refuseProviderAccount(user: SessionUser, key: string): void {
  if (user.accounts.length > 0) throw new DomainError('forbidden', key);
}

const codeInvalid = () =>
  new DomainError('invalid', 'account_code_invalid', { fieldErrors: { code: ['account_code_invalid'] } });

/** The mail could not be sent; the endpoint answers 502 with 'Failed to send verification code'. */
export class CodeNotSent extends Error {
  override name = 'CodeNotSent';
}

/**
 * Mails a code to `email`, the address the user wants next (POST /api/auth/send-verification-code).
 * Whether another account has that address is not said here: the answer is the same either way.
 */
export async function sendEmailChangeCode(db: DB, user: SessionUser, email: string, now = new Date()): Promise<void> {
  refuseProviderAccount(user, 'account_email_managed_by_provider');
  const address = email.toLowerCase();
  if (address === user.email.toLowerCase()) {
    throw new DomainError('invalid', 'account_email_same', { fieldErrors: { email: ['account_email_same'] } });
  }
  const wait = await limitersFor(db).codes.take(user.id, address);
  if (wait > 0) {
    const seconds = Math.ceil(wait / 1000);
    throw new RateLimited('account_code_rate_limited', seconds, { params: { minutes: minutesOf(wait) } });
  }
  const { id, code } = await issueEmailCode(db, user.id, address, now);
  const locale: Locale = user.language;
  const minutes = minutesOf(accountLimits.codeLifetimeMs);
  const subject = m.account_mail_code_subject({}, { locale });
  try {
    await sendMail({
      to: address,
      ...renderMail({
        locale,
        subject,
        heading: m.account_mail_code_heading({}, { locale }),
        paragraphs: [m.account_mail_code_body({ email: address, minutes }, { locale })],
        code,
        note: m.account_mail_code_note({}, { locale }),
      }),
    });
  } catch (error) {
    await discardEmailCode(db, id);
    throw new CodeNotSent((error as Error).message, { cause: error });
  }
}

/**
 * Proves the code typed for `value` (POST /api/auth/verify-code). Only the signed-in user's own
 * codes: another `userId` is refused before any code is looked at.
 */
export async function verifyEmailChangeCode(
  db: DB,
  user: SessionUser,
  input: { userId: string; value: string; code: string },
  now = new Date(),
): Promise<void> {
  if (input.userId !== user.id) throw new DomainError('forbidden', 'error_forbidden');
  refuseProviderAccount(user, 'account_email_managed_by_provider');
  if (!(await proveEmailCode(db, user.id, input.value, input.code, now))) throw codeInvalid();
}

/**
 * Applies a proven new email (PUT /api/users/{role} with `emailVerified`): the address, its
 * verified mark and the end of every session in one transaction, the proof used up with it. An
 * address that belongs to another account is refused only now, after its owner proved access to
 * it. The old address is told afterwards.
 */
export async function applyEmailChange(db: DB, user: SessionUser, email: string, now = new Date()): Promise<void> {
  refuseProviderAccount(user, 'account_email_managed_by_provider');
  const address = email.toLowerCase();
  const oldEmail = user.email;
  try {
    await inTransaction(db, async (trx) => {
      if (!(await takeProvenEmailCode(trx, user.id, address, now))) {
        throw new DomainError('invalid', 'account_email_not_verified', {
          fieldErrors: { email: ['account_email_not_verified'] },
        });
      }
      await updateUserEmail(trx, user.id, address);
      await invalidateUserSessions(trx, user.id);
    });
    // Announced again now that it is committed, and heard back before the answer goes.
    await announceSessionsEnded(db, { userId: user.id });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new DomainError('conflict', 'account_email_taken', { fieldErrors: { email: ['account_email_taken'] } });
    }
    throw error;
  }
  const locale: Locale = user.language;
  const subject = m.account_mail_changed_subject({}, { locale });
  try {
    await sendMail({
      to: oldEmail,
      ...renderMail({
        locale,
        subject,
        heading: m.account_mail_changed_heading({}, { locale }),
        paragraphs: [
          m.account_mail_changed_body({ email: maskEmail(address, accountLimits.emailMaskVisible) }, { locale }),
        ],
        note: m.account_mail_changed_note({ contact: config().CONTACT_EMAIL }, { locale }),
      }),
    });
  } catch (error) {
    // The change is made; a notice that could not go out is logged, not undone.
    logger.warn({ reason: (error as Error).message }, 'email change notice not sent');
  }
}

/**
 * A new password (PUT /api/users/{role} with `newPassword`): the current one is required and
 * checked when the account has one, wrong tries limited as sign-in failures are; the new hash and
 * the end of every session in one transaction.
 */
export async function changePassword(
  db: DB,
  user: SessionUser,
  input: { newPassword: string; currentPassword?: string | undefined },
  visit: Visit,
): Promise<void> {
  refuseProviderAccount(user, 'account_password_managed_by_provider');
  const row = await findUserById(db, user.id);
  if (!row) throw new DomainError('not_found', 'error_not_found');
  if (row.password_hash) {
    if (!input.currentPassword) {
      throw new DomainError('invalid', 'account_current_password_required', {
        fieldErrors: { currentPassword: ['account_current_password_required'] },
      });
    }
    const meta = visitMeta(visit);
    const limiter = limitersFor(db).login;
    const attempt = {
      ip: meta.ip,
      email: row.email,
      trusted: await isTrustedDevice(db, meta.deviceToken, user.id),
    };
    const wait = await limiter.blockedFor(attempt);
    if (wait > 0) {
      throw new RateLimited('account_password_rate_limited', Math.ceil(wait / 1000), {
        params: { minutes: minutesOf(wait) },
      });
    }
    if (!(await verifyPassword(row.password_hash, input.currentPassword))) {
      await limiter.recordFailure(attempt);
      throw new DomainError('invalid', 'account_current_password_incorrect', {
        fieldErrors: { currentPassword: ['account_current_password_incorrect'] },
      });
    }
    await limiter.recordSuccess(attempt);
  }
  const passwordHash = await hashPassword(input.newPassword);
  await inTransaction(db, async (trx) => {
    await setPasswordHash(trx, user.id, passwordHash);
    await invalidateUserSessions(trx, user.id);
  });
  await announceSessionsEnded(db, { userId: user.id });
}
