import type { AstroCookies } from 'astro';
import { config } from '../config.ts';

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
