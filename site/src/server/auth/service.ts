import type { Locale, LoginInput, RegisterInput, Role } from '@spotter/domain';
import type { DB } from '../db/index.ts';
import { createUser, findUserByEmail, isUniqueViolation, reactivateUser } from '../repos/users.ts';
import { HttpError } from '../http/responses.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password.ts';
import { createLoginLimiter, type LoginLimiter } from './rate-limit.ts';
import { createSession, generateSessionToken, type Session } from './session.ts';

export interface SignedIn {
  token: string;
  session: Session;
  userId: string;
  role: Role;
  reactivated: boolean;
}

interface RequestMeta {
  ip: string;
  userAgent: string | null;
  locale: Locale;
}

const limiters = new WeakMap<DB, LoginLimiter>();
function limiterFor(db: DB): LoginLimiter {
  let limiter = limiters.get(db);
  if (!limiter) {
    limiter = createLoginLimiter(db);
    limiters.set(db, limiter);
  }
  return limiter;
}

async function startSession(db: DB, userId: string, meta: RequestMeta) {
  const token = generateSessionToken();
  const session = await createSession(db, token, userId, { ip: meta.ip, userAgent: meta.userAgent });
  return { token, session };
}

export async function register(db: DB, input: RegisterInput, meta: RequestMeta): Promise<SignedIn> {
  const passwordHash = await hashPassword(input.password);
  try {
    const user = await createUser(db, {
      email: input.email,
      passwordHash,
      role: input.role,
      language: meta.locale,
    });
    const { token, session } = await startSession(db, user.id, meta);
    return { token, session, userId: user.id, role: user.role, reactivated: false };
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new HttpError(409, 'error_validation', { fieldErrors: { email: ['auth_error_email_taken'] } });
    }
    throw error;
  }
}

/**
 * Password sign-in. Ten failures per ten minutes per IP or per account answer 429; the answer
 * for an unknown email is the same as for a wrong password, and takes as long.
 */
export async function login(db: DB, input: LoginInput, meta: RequestMeta): Promise<SignedIn> {
  const limiter = limiterFor(db);
  const account = input.email.toLowerCase();
  const wait = await limiter.blockedFor(meta.ip, account);
  if (wait > 0) throw rateLimited(wait);

  const user = await findUserByEmail(db, account);
  const valid = user?.password_hash
    ? await verifyPassword(user.password_hash, input.password)
    : (await verifyPassword(await dummyPasswordHash(), input.password), false);

  if (!user || !valid) {
    await limiter.recordFailure(meta.ip, account);
    throw new HttpError(400, 'auth_error_invalid_credentials');
  }
  await limiter.recordSuccess(account);
  const reactivated = user.status === 'deactivated';
  if (reactivated) await reactivateUser(db, user.id);
  const { token, session } = await startSession(db, user.id, meta);
  return { token, session, userId: user.id, role: user.role, reactivated };
}

function rateLimited(ms: number): HttpError {
  const seconds = Math.ceil(ms / 1000);
  return new HttpError(429, 'auth_error_rate_limited', {
    params: { minutes: Math.max(1, Math.ceil(seconds / 60)) },
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
