import { setTimeout as sleep } from 'node:timers/promises';
import { signInLimits, type LoginInput, type RegisterInput } from '@spotter/domain';
import type { DB } from '../db/index.ts';
import { createUser, findUserByEmail, isUniqueViolation } from '../repos/users.ts';
import { registrationAttemptMail, sendInBackground, verificationMail } from '../mail/messages.ts';
import { createEmailLink } from './email-links.ts';
import { DomainError, RateLimited } from '../errors.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password.ts';
import {
  createLoginLimiter,
  createRegistrationLimiter,
  type LoginLimiter,
  type RegistrationLimiter,
} from './rate-limit.ts';
import { isTrustedDevice } from './devices.ts';
import { completeSignIn, visitMeta, type SignedIn, type Visit } from './sign-in.ts';

const limiters = new WeakMap<DB, { login: LoginLimiter; register: RegistrationLimiter }>();
function limitersFor(db: DB) {
  let entry = limiters.get(db);
  if (!entry) {
    entry = { login: createLoginLimiter(db), register: createRegistrationLimiter(db) };
    limiters.set(db, entry);
  }
  return entry;
}

/** What registering answers, whether the address was free or taken: the same for both. */
export interface Registered {
  email: string;
}

/**
 * Creates an account, which can sign in with its password at once, and emails it a welcome with
 * a verification link. It does not sign in, and a taken address gets the same answer (the
 * owner is emailed that someone tried), equally fast: the hash is computed and the answer held to
 * one floor either way, and both mails go out after the answer. Limited per client address.
 */
export async function register(db: DB, input: RegisterInput, visit: Visit): Promise<Registered> {
  const meta = visitMeta(visit);
  const wait = await limitersFor(db).register.take(meta.ip);
  if (wait > 0) throw rateLimited(wait, 'auth_error_register_rate_limited');
  const started = performance.now();
  const email = input.email.toLowerCase();
  try {
    const passwordHash = await hashPassword(input.password);
    // The account and its verification link in one transaction: a link never points at no account.
    const token = await db.transaction().execute(async (trx) => {
      const user = await createUser(trx, { email, passwordHash, role: input.role, language: meta.locale });
      return createEmailLink(trx, { userId: user.id, purpose: 'email_verify', target: email });
    });
    sendInBackground(verificationMail(email, meta.locale, token, true));
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    sendInBackground(
      findUserByEmail(db, email).then((owner) => (owner ? registrationAttemptMail(email, owner.language) : null)),
    );
  } finally {
    const left = signInLimits.registrationFloorMs - (performance.now() - started);
    if (left > 0) await sleep(left);
  }
  return { email };
}

/**
 * Password sign-in, within the limits of `createLoginLimiter` (429 with Retry-After). The answer
 * for an unknown email is the same as for a wrong password, and takes as long.
 */
export async function login(db: DB, input: LoginInput, visit: Visit): Promise<SignedIn> {
  const meta = visitMeta(visit);
  const limiter = limitersFor(db).login;
  const email = input.email.toLowerCase();
  const user = await findUserByEmail(db, email);
  const attempt = { ip: meta.ip, email, trusted: await isTrustedDevice(db, meta.deviceToken, user?.id) };
  const wait = await limiter.blockedFor(attempt);
  if (wait > 0) throw rateLimited(wait);

  const valid = user?.password_hash
    ? await verifyPassword(user.password_hash, input.password)
    : (await verifyPassword(await dummyPasswordHash(), input.password), false);

  if (!user || !valid) {
    await limiter.recordFailure(attempt);
    throw new DomainError('invalid', 'auth_error_invalid_credentials');
  }
  await limiter.recordSuccess(attempt);
  return completeSignIn(db, user, visit);
}

/** Short waits are told in seconds, longer ones in minutes. */
export function rateLimited(ms: number, key = 'auth_error_rate_limited'): RateLimited {
  const seconds = Math.ceil(ms / 1000);
  const inSeconds = key === 'auth_error_rate_limited' && seconds < 120;
  return new RateLimited(inSeconds ? 'auth_error_rate_limited_seconds' : key, seconds, {
    params: { seconds, minutes: Math.max(1, Math.ceil(seconds / 60)) },
  });
}
