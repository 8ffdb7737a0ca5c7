import { setTimeout as sleep } from 'node:timers/promises';
import { signInLimits, type Locale, type LoginInput, type RegisterInput, type Role } from '@spotter/domain';
import type { DB } from '../db/index.ts';
import { createUser, findUserByEmail, isUniqueViolation, reactivateUser } from '../repos/users.ts';
import { HttpError } from '../http/responses.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password.ts';
import {
  createLoginLimiter,
  createRegistrationLimiter,
  type LoginLimiter,
  type RegistrationLimiter,
} from './rate-limit.ts';
import { isTrustedDevice, trustDevice } from './devices.ts';
import { createSession, generateSessionToken, type Session } from './session.ts';

export interface SignedIn {
  token: string;
  session: Session;
  userId: string;
  role: Role;
  reactivated: boolean;
  /** The device token to keep in the device cookie (see devices.ts). */
  deviceToken: string;
}

interface RequestMeta {
  ip: string;
  userAgent: string | null;
  locale: Locale;
  /** The device cookie's token, when the browser sent a valid one. */
  deviceToken: string | null;
}

const limiters = new WeakMap<DB, { login: LoginLimiter; register: RegistrationLimiter }>();
function limitersFor(db: DB) {
  let entry = limiters.get(db);
  if (!entry) {
    entry = { login: createLoginLimiter(db), register: createRegistrationLimiter(db) };
    limiters.set(db, entry);
  }
  return entry;
}

async function startSession(db: DB, userId: string, meta: RequestMeta) {
  const token = generateSessionToken();
  const session = await createSession(db, token, userId, { ip: meta.ip, userAgent: meta.userAgent });
  return { token, session };
}

/**
 * Creates an account and signs it in. Limited per address; a taken email and a new account take
 * equally long to answer (the hash is computed and the answer held to one floor either way), so
 * timing does not tell which emails have accounts.
 */
export async function register(db: DB, input: RegisterInput, meta: RequestMeta): Promise<SignedIn> {
  const wait = await limitersFor(db).register.take(meta.ip);
  if (wait > 0) throw rateLimited(wait, 'auth_error_register_rate_limited');
  const started = performance.now();
  try {
    const passwordHash = await hashPassword(input.password);
    // The account, its first session and its device in one transaction: an answer lost to a
    // failure never leaves an account the person cannot know they have.
    return await db.transaction().execute(async (trx) => {
      const user = await createUser(trx, { email: input.email, passwordHash, role: input.role, language: meta.locale });
      const { token, session } = await startSession(trx, user.id, meta);
      const deviceToken = await trustDevice(trx, meta.deviceToken, user.id);
      return { token, session, userId: user.id, role: user.role, reactivated: false, deviceToken };
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new HttpError(409, 'error_validation', { fieldErrors: { email: ['auth_error_email_taken'] } });
    }
    throw error;
  } finally {
    const left = signInLimits.registrationFloorMs - (performance.now() - started);
    if (left > 0) await sleep(left);
  }
}

/**
 * Password sign-in, within the limits of `createLoginLimiter` (429 with Retry-After). The answer
 * for an unknown email is the same as for a wrong password, and takes as long.
 */
export async function login(db: DB, input: LoginInput, meta: RequestMeta): Promise<SignedIn> {
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
    throw new HttpError(400, 'auth_error_invalid_credentials');
  }
  await limiter.recordSuccess(attempt);
  const reactivated = user.status === 'deactivated';
  if (reactivated) await reactivateUser(db, user.id);
  const { token, session } = await startSession(db, user.id, meta);
  const deviceToken = await trustDevice(db, meta.deviceToken, user.id);
  return { token, session, userId: user.id, role: user.role, reactivated, deviceToken };
}

/** 429 with Retry-After; short waits are told in seconds, longer ones in minutes. */
function rateLimited(ms: number, key = 'auth_error_rate_limited'): HttpError {
  const seconds = Math.ceil(ms / 1000);
  const inSeconds = key === 'auth_error_rate_limited' && seconds < 120;
  return new HttpError(429, inSeconds ? 'auth_error_rate_limited_seconds' : key, {
    params: { seconds, minutes: Math.max(1, Math.ceil(seconds / 60)) },
    headers: { 'retry-after': String(seconds) },
  });
}

/** Where a role lands after sign-in. */
export function homeFor(role: Role): string {
  return `/${role}/dashboard`;
}

/** A same-site return path the role may open, or undefined. */
export function safeReturnTo(returnTo: string | undefined, role: Role): string | undefined {
  if (!returnTo || !/^\/(?!\/)/.test(returnTo) || returnTo.startsWith('/api/')) return undefined;
  const area = /^\/(client|trainer|admin)(\/|$)/.exec(returnTo)?.[1];
  if (area && area !== role) return undefined;
  if (returnTo.startsWith('/auth/')) return undefined;
  return returnTo;
}
