import { AsyncLocalStorage } from 'node:async_hooks';
import type { APIContext } from 'astro';
import { defineMiddleware, sequence } from 'astro:middleware';
import { defaultLocale, isLocale as isDomainLocale, type Locale } from '@spotter/domain';
import {
  localeCookieName,
  localeFromAcceptLanguage,
  overwriteServerAsyncLocalStorage,
} from '@spotter/i18n';
import { config } from './server/config.ts';
import { getDb } from './server/db/index.ts';
import { allows, apiPolicy, pageAccess, type Method } from './server/auth/policy.ts';
import {
  deleteSessionCookie,
  sessionCookieName,
  setSessionCookie,
} from './server/auth/cookies.ts';
import { validateSessionTokenCached } from './server/auth/session.ts';
import { apiError } from './server/http/responses.ts';
import { homeFor } from './server/auth/service.ts';
import { updateUserLanguage } from './server/repos/users.ts';
import { startMaintenance } from './server/maintenance.ts';

config(); // a wrong environment stops the server here, before any request is served
startMaintenance();

const localeStorage = new AsyncLocalStorage<{ locale?: Locale }>();
overwriteServerAsyncLocalStorage(localeStorage as never);

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const securityHeaders: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(self), payment=()',
};

const strictCsp = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** Security headers on every response; refuses cross-site unsafe requests (JSON included). */
const security = defineMiddleware(async (context, next) => {
  const { request } = context;
  if (unsafeMethods.has(request.method)) {
    const site = request.headers.get('sec-fetch-site');
    const origin = request.headers.get('origin');
    const crossSite = site === 'cross-site' || site === 'same-site' || (origin !== null && origin !== context.url.origin);
    if (crossSite) {
      const response = apiError(403, 'error_cross_site', context.locals.locale ?? defaultLocale);
      return withHeaders(response, context.url.protocol === 'https:');
    }
  }
  const response = await next();
  return withHeaders(response, context.url.protocol === 'https:');
});

function isHtml(headers: Headers): boolean {
  return (headers.get('content-type') ?? '').startsWith('text/html');
}

function withHeaders(response: Response, https: boolean): Response {
  const headers = response.headers;
  try {
    for (const [name, value] of Object.entries(securityHeaders)) {
      if (!headers.has(name)) headers.set(name, value);
    }
    // Pages get Astro's hashed policy (off in `astro dev`); everything else (JSON, redirects) may load nothing.
    if (!headers.has('content-security-policy') && !isHtml(headers)) headers.set('content-security-policy', strictCsp);
    if (https) headers.set('strict-transport-security', 'max-age=63072000; includeSubDomains');
    return response;
  } catch {
    // Immutable headers (a fetched Response): copy into a new one.
    const copy = new Response(response.body, response);
    for (const [name, value] of Object.entries(securityHeaders)) copy.headers.set(name, value);
    if (!copy.headers.has('content-security-policy') && !isHtml(copy.headers)) copy.headers.set('content-security-policy', strictCsp);
    return copy;
  }
}

/** Sets locals.user and locals.session from the session cookie (null when signed out). */
const session = defineMiddleware(async (context, next) => {
  context.locals.user = null;
  context.locals.session = null;
  const token = context.cookies.get(sessionCookieName())?.value;
  if (token) {
    const db = await getDb();
    const result = await validateSessionTokenCached(db, token);
    if (result) {
      context.locals.user = result.user;
      context.locals.session = result.session;
      if (result.renewed) setSessionCookie(context.cookies, token, result.session.expiresAt);
    } else {
      deleteSessionCookie(context.cookies);
    }
  }
  return next();
});

/** The response language: the user's saved language, then the cookie, then Accept-Language, then en. */
const i18n = defineMiddleware(async (context, next) => {
  const chosen = context.url.searchParams.get('lang');
  if (context.request.method === 'GET' && chosen !== null && !context.url.pathname.startsWith('/api/')) {
    return applyLanguageChoice(context, chosen);
  }
  const cookie = context.cookies.get(localeCookieName)?.value;
  const locale: Locale =
    context.locals.user?.language ??
    (cookie && isDomainLocale(cookie) ? cookie : undefined) ??
    localeFromAcceptLanguage(context.request.headers.get('accept-language')) ??
    defaultLocale;
  context.locals.locale = locale;
  return localeStorage.run({ locale }, () => next());
});

/** `?lang=xx` (the no-JavaScript language form): remember the choice, then reload without it. */
async function applyLanguageChoice(context: APIContext, chosen: string): Promise<Response> {
  const target = new URL(context.url);
  target.searchParams.delete('lang');
  if (isDomainLocale(chosen)) {
    context.cookies.set(localeCookieName, chosen, { path: '/', sameSite: 'lax', maxAge: 34_560_000 });
    const fetchSite = context.request.headers.get('sec-fetch-site');
    const user = context.locals.user;
    if (user && (fetchSite === 'same-origin' || fetchSite === 'none')) {
      await updateUserLanguage(await getDb(), user.id, chosen);
    }
  }
  return context.redirect(`${target.pathname}${target.search}`, 303);
}

/** Role areas and the API policy table, enforced before any page or endpoint runs. */
const guard = defineMiddleware((context, next) => {
  const { pathname } = context.url;
  const role = context.locals.user?.role ?? null;
  if (pathname.startsWith('/api/')) {
    const policy = apiPolicy[context.routePattern];
    if (!policy) return next(); // unknown routes fall through to the 404 page
    const access = policy[context.request.method as Method];
    if (!access && role !== null) {
      return apiError(405, 'error_method_not_allowed', context.locals.locale);
    }
    const verdict = allows(access, role);
    if (verdict === 'unauthenticated') return apiError(401, 'error_unauthorized', context.locals.locale);
    if (verdict === 'forbidden') return apiError(403, 'error_forbidden', context.locals.locale);
    return next();
  }
  const verdict = allows(pageAccess(pathname), role);
  if (verdict === 'unauthenticated') {
    const returnTo = `${pathname}${context.url.search}`;
    return context.redirect(`/auth/login?returnTo=${encodeURIComponent(returnTo)}`, 303);
  }
  if (verdict === 'forbidden' && role) return context.redirect(homeFor(role), 303);
  return next();
});

export const onRequest = sequence(security, session, i18n, guard);

