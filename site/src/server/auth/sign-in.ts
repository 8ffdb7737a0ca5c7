import type { APIContext } from 'astro';
import type { AccountStatus, Locale, Role } from '@spotter/domain';
import { config } from '../config.ts';
import type { DB } from '../db/index.ts';
import { reactivateUser } from '../repos/users.ts';
import { deleteSessionCookie, deviceCookieName, setNoticeCookie, setSignInCookies } from './cookies.ts';
import { deviceTokenOf, trustDevice } from './devices.ts';
import { createSession, generateSessionToken, invalidateSession } from './session.ts';

/** What signing in or out reads from a request and writes to its answer (an endpoint's context or a page's Astro). */
export type Visit = Pick<APIContext, 'request' | 'cookies' | 'clientAddress' | 'locals'>;

/** The client's address: the socket's, or the first X-Forwarded-For hop when TRUST_PROXY is on. */
export function clientIp(visit: Visit): string {
  if (config().TRUST_PROXY) {
    const forwarded = visit.request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return visit.clientAddress;
  } catch {
    return 'unknown';
  }
}

export interface VisitMeta {
  ip: string;
  userAgent: string | null;
  locale: Locale;
  /** The device cookie's token, when the browser sent a valid one. */
  deviceToken: string | null;
}

/** Who is signing in, as far as the sign-in limits and the session record need to know. */
export function visitMeta(visit: Visit): VisitMeta {
  return {
    ip: clientIp(visit),
    userAgent: visit.request.headers.get('user-agent'),
    locale: visit.locals.locale,
    deviceToken: deviceTokenOf(visit.cookies.get(deviceCookieName())?.value),
  };
}

export interface SignInAccount {
  id: string;
  role: Role;
  status: AccountStatus;
}

export interface SignedIn {
  userId: string;
  role: Role;
  /** True when signing in brought a deactivated account back. */
  reactivated: boolean;
}

/**
 * Every sign-in ends here, whether by password, registration or a provider: a deactivated
 * account comes back, a new session starts, the device is remembered for this account, and both
 * cookies are set.
 */
export async function completeSignIn(db: DB, account: SignInAccount, visit: Visit): Promise<SignedIn> {
  const meta = visitMeta(visit);
  const reactivated = account.status === 'deactivated';
  if (reactivated) await reactivateUser(db, account.id);
  const token = generateSessionToken();
  const session = await createSession(db, token, account.id, { ip: meta.ip, userAgent: meta.userAgent });
  const deviceToken = await trustDevice(db, meta.deviceToken, account.id);
  setSignInCookies(visit.cookies, { token, session, deviceToken });
  // The dashboard says so once, whichever way the sign-in came (form, JSON or a provider).
  if (reactivated) setNoticeCookie(visit.cookies, 'reactivated');
  return { userId: account.id, role: account.role, reactivated };
}

/** Ends the request's session, if any, and clears its cookie. */
export async function signOut(db: DB, visit: Pick<Visit, 'cookies' | 'locals'>): Promise<void> {
  if (visit.locals.session) await invalidateSession(db, visit.locals.session.id);
  deleteSessionCookie(visit.cookies);
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

/** Where a signed-in role goes next: back where it was heading when that is allowed, else home. */
export function landingFor(role: Role, returnTo: string | undefined): string {
  return safeReturnTo(returnTo, role) ?? homeFor(role);
}
