import type { AstroCookies } from 'astro';
import type { Locale } from '@spotter/domain';
import { localeCookieName } from '@spotter/i18n';
import { config } from '../config.ts';
import { DEVICE_TRUST_DAYS } from './devices.ts';

/** `__Host-` cookies need Secure; used whenever the site is served over https or in production. */
export function secureCookies(): boolean {
  const env = config();
  return env.NODE_ENV === 'production' || env.PUBLIC_ORIGIN.startsWith('https:');
}

export function sessionCookieName(): string {
  return secureCookies() ? '__Host-spotter_session' : 'spotter_session';
}

export function setSessionCookie(cookies: AstroCookies, token: string, expiresAt: Date): void {
  cookies.set(sessionCookieName(), token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookies(),
    path: '/',
    expires: expiresAt,
  });
}

export function deleteSessionCookie(cookies: AstroCookies): void {
  cookies.set(sessionCookieName(), '', {
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookies(),
    path: '/',
    maxAge: 0,
  });
}

export function deviceCookieName(): string {
  return secureCookies() ? '__Host-spotter_device' : 'spotter_device';
}

/** The cookies of a completed sign-in: the new session, and the device it was made on. */
export function setSignInCookies(
  cookies: AstroCookies,
  result: { token: string; session: { expiresAt: Date }; deviceToken: string },
): void {
  setSessionCookie(cookies, result.token, result.session.expiresAt);
  cookies.set(deviceCookieName(), result.deviceToken, {
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookies(),
    path: '/',
    maxAge: DEVICE_TRUST_DAYS * 86_400,
  });
}

/** Remembers the reader's language choice in this browser (signed in or not). */
export function setLocaleCookie(cookies: AstroCookies, locale: Locale): void {
  cookies.set(localeCookieName, locale, { path: '/', sameSite: 'lax', maxAge: 34_560_000 });
}

/** A one-time note for the next dashboard page (signing in brought a deactivated account back). */
export type SignInNotice = 'reactivated';

function noticeCookieName(): string {
  return secureCookies() ? '__Host-spotter_notice' : 'spotter_notice';
}

export function setNoticeCookie(cookies: AstroCookies, notice: SignInNotice): void {
  cookies.set(noticeCookieName(), notice, {
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookies(),
    path: '/',
    maxAge: 600,
  });
}

/** The waiting note, once: reading it clears the cookie (an answer that sets a cookie is never stored by the page cache). */
export function takeNoticeCookie(cookies: AstroCookies): SignInNotice | null {
  const value = cookies.get(noticeCookieName())?.value;
  if (value === undefined) return null;
  cookies.set(noticeCookieName(), '', {
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookies(),
    path: '/',
    maxAge: 0,
  });
  return value === 'reactivated' ? value : null;
}
