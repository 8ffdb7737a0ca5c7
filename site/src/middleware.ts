import { AsyncLocalStorage } from 'node:async_hooks';
import type { APIContext } from 'astro';
import { defineMiddleware, sequence } from 'astro:middleware';
import { defaultLocale, isLocale as isDomainLocale, type Locale } from '@spotter/domain';
import { localeCookieName, localeFromAcceptLanguage, overwriteServerAsyncLocalStorage } from '@spotter/i18n';
import { config } from '#server/config.ts';
import { getDb } from '#server/db/index.ts';
import { accessFor, allows, methodsOf, pageAccess, policyOf } from '#server/auth/policy.ts';
import {
  deleteSessionCookie,
  sessionCookieName,
  setLocaleCookie,
  setSessionCookie,
  takeNoticeCookie,
} from '#server/auth/cookies.ts';
import { validateSessionTokenCached } from '#server/auth/session.ts';
import { apiError } from '#server/http/responses.ts';
import { hsts, securityHeaders, strictCsp } from '#server/serve/headers.ts';
import { faultResponse, isDatabaseUnavailable, unavailable } from '#server/http/faults.ts';
import { hasControlCharacter, hasControlCharacterIn } from '#server/http/front-door-answers.ts';
import { refusalOf } from '#server/http/errors.ts';
import { afterDiscard } from '#server/http/linger.ts';
import { homeFor } from '#server/auth/sign-in.ts';
import { updateUserLanguage } from '#server/repos/users.ts';
import { requestShellData } from '#server/repos/shell.ts';
import { startMaintenance } from '#server/maintenance.ts';
import { logger } from '#server/log.ts';
import { installProcessGuard } from '#server/process-guard.ts';
import { registerFrontDoor } from '#server/http/front-door.ts';
import { lookupStored, pageCache, serveStored, takePendingRenewal, urlLocale } from '#server/http/page-cache.ts';
import { answerSearch } from '#server/places/front-door.ts';
import { answerMarketplaceSearch } from '#server/http/marketplace-front-door.ts';

config(); // a wrong environment stops the server here, before any request is served
installProcessGuard();
startMaintenance();
// The Node server in front asks here for searches and stored pages before it hands a request to Astro.
registerFrontDoor({
  lookup: (request) => answerSearch(request) ?? answerMarketplaceSearch(request) ?? lookupStored(request),
});

const localeStorage = new AsyncLocalStorage<{ locale?: Locale }>();
overwriteServerAsyncLocalStorage(localeStorage as never);

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The language the request itself asks for: the cookie, then Accept-Language; undefined when neither names one. */
function requestedLocale(context: APIContext): Locale | undefined {
  const cookie = context.cookies.get(localeCookieName)?.value;
  return (
    urlLocale(context.url.searchParams) ??
    (cookie && isDomainLocale(cookie) ? cookie : undefined) ??
    localeFromAcceptLanguage(context.request.headers.get('accept-language'))
  );
}

/**
 * Refusals that need nothing but the request: a path or query that cannot name anything (bad
 * percent-encoding, NUL or control characters), and a method the route does not answer.
 */
function refusal(context: APIContext): Response | null {
  const { request, url } = context;
  const locale = context.locals.locale;
  const api = url.pathname.startsWith('/api/');
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    return faultResponse(url.pathname, 400, 'error_bad_request', locale);
  }
  if (hasControlCharacter(path)) return faultResponse(url.pathname, 400, 'error_bad_request', locale);
  if (hasControlCharacterIn(url.searchParams)) return faultResponse(url.pathname, 400, 'error_bad_request', locale);

  const routed = context.routePattern !== '/404' && context.routePattern !== '/500';
  if (!api && routed) {
    const methods = methodsOf(context.routePattern);
    if (!methods.includes(request.method)) {
      return faultResponse(url.pathname, 405, 'error_method_not_allowed', locale, {
        headers: { allow: methods.join(', ') },
      });
    }
  }
  return null;
}

function isHtml(headers: Headers): boolean {
  return (headers.get('content-type') ?? '').startsWith('text/html');
}

/** Security headers on every answer, and no storing of anything a signed-in person was shown. */
function decorate(headers: Headers, context: APIContext): void {
  for (const [name, value] of Object.entries(securityHeaders)) {
    if (!headers.has(name)) headers.set(name, value);
  }
  // Pages get Astro's hashed policy (off in `astro dev`); everything else (JSON, redirects) may load nothing.
  if (!headers.has('content-security-policy') && !isHtml(headers)) headers.set('content-security-policy', strictCsp);
  if (context.url.protocol === 'https:') headers.set('strict-transport-security', hsts);
  // Nothing shown to a signed-in person, and no answer to a write, may come back from a shared or
  // a browser cache (Back after sign-out on a shared phone shows nothing of the last account).
  // Only what a route marked cacheable itself (public media) keeps its own rule.
  const signedIn = context.locals.user !== null && context.locals.user !== undefined;
  if (
    (signedIn && (isHtml(headers) || !headers.has('cache-control'))) ||
    (unsafeMethods.has(context.request.method) && !headers.has('cache-control'))
  ) {
    headers.set('cache-control', 'no-store');
  }
}

function withHeaders(response: Response, context: APIContext): Response {
  try {
    decorate(response.headers, context);
    return response;
  } catch {
    // Immutable headers (a fetched Response): copy into a new one.
    const copy = new Response(response.body, response);
    decorate(copy.headers, context);
    return copy;
  }
}

/**
 * Outermost: turns any fault of a request into an answer (503 while the database is away, a
 * logged 500 for a bug), so nothing a request does can end the process or leave it unanswered.
 */
const resilience = defineMiddleware(async (context, next) => {
  context.locals.user = null;
  context.locals.session = null;
  // The reader's language before the account is known.
  context.locals.locale = requestedLocale(context) ?? defaultLocale;
  let response = refusal(context);
  if (!response) {
    try {
      response = await next();
    } catch (error) {
      const { pathname } = context.url;
      const refused = refusalOf(error);
      if (refused) {
        response = faultResponse(pathname, refused.status, refused.key, context.locals.locale, refused.options);
      } else if (isDatabaseUnavailable(error)) {
        logger.warn({ err: error, path: pathname }, 'database unavailable');
        response = unavailable(pathname, context.locals.locale);
      } else {
        logger.error({ err: error, path: pathname }, 'unhandled request error');
        response = faultResponse(pathname, 500, 'error_generic', context.locals.locale);
      }
    }
  }
  return withHeaders(await afterDiscard(context.request, response), context);
});

/** Sets locals.user and locals.session from the session cookie (null when signed out). */
const session = defineMiddleware(async (context, next) => {
  const token = context.cookies.get(sessionCookieName())?.value;
  if (token) {
    const db = await getDb();
    const result = await validateSessionTokenCached(db, token);
    if (result) {
      context.locals.user = result.user;
      context.locals.session = result.session;
      // A renewal the front door's lookup made (it rendered instead of serving) is sent here.
      const renewedAt = result.renewed ? result.session.expiresAt : takePendingRenewal(token);
      if (renewedAt) setSessionCookie(context.cookies, token, renewedAt);
      // A note for the next dashboard page is taken here, before a stored page could be served
      // and before the page streams (its cookie cannot be cleared once the answer has started).
      if (pageAccess(context.url.pathname) !== 'public') context.locals.notice = takeNoticeCookie(context.cookies);
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
  const locale: Locale = urlLocale(context.url.searchParams) ?? context.locals.user?.language ?? context.locals.locale;
  context.locals.locale = locale;
  return localeStorage.run({ locale }, () => next());
});

/** `?lang=xx` (the no-JavaScript language form): remember the choice, then reload without it. */
async function applyLanguageChoice(context: APIContext, chosen: string): Promise<Response> {
  const target = new URL(context.url);
  target.searchParams.delete('lang');
  if (isDomainLocale(chosen)) {
    setLocaleCookie(context.cookies, chosen);
    const fetchSite = context.request.headers.get('sec-fetch-site');
    const user = context.locals.user;
    if (user && (fetchSite === 'same-origin' || fetchSite === 'none')) {
      await updateUserLanguage(await getDb(), user.id, chosen);
    }
  }
  return context.redirect(`${target.pathname}${target.search}`, 303);
}

/**
 * Only our own pages may write: a browser names the page a write comes from, and without Origin
 * (non-browser clients) Sec-Fetch-Site must say same-origin; API clients send
 * `Origin: PUBLIC_ORIGIN` (README › Security). A refused write may not be the account holder's
 * own, so it is answered in the language the request asks for, else the signed-in account's.
 */
const sameOrigin = defineMiddleware((context, next) => {
  const { request, url } = context;
  if (!unsafeMethods.has(request.method)) return next();
  const site = request.headers.get('sec-fetch-site');
  const origin = request.headers.get('origin');
  const ours = origin !== null && (origin === url.origin || origin === config().PUBLIC_ORIGIN);
  const crossSite = site === 'cross-site' || site === 'same-site' || (origin !== null && !ours);
  if (!crossSite && (ours || site === 'same-origin')) return next();
  const locale = requestedLocale(context) ?? context.locals.user?.language ?? defaultLocale;
  return apiError(403, crossSite ? 'error_cross_site' : 'error_origin_required', locale);
});

/** Role areas and the API policy table, enforced before any page or endpoint runs. */
const guard = defineMiddleware(async (context, next) => {
  const { pathname } = context.url;
  const user = context.locals.user;
  const role = user?.role ?? null;
  if (pathname.startsWith('/api/')) {
    const policy = policyOf(context.routePattern);
    if (!policy) return next(); // unknown routes fall through to the 404 page
    const access = accessFor(policy, context.request.method);
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
  // The dashboard shell's data is loaded before the page streams, so a database that is away
  // answers 503 here instead of breaking off a page half-sent.
  if (user && pageAccess(pathname) !== 'public') await requestShellData(context.locals, await getDb());
  return next();
});

/** Pages kept by the page cache are served from it once the session and language are known. */
const storedPages = defineMiddleware(serveStored);

export const onRequest = sequence(
  defineMiddleware(pageCache),
  resilience,
  session,
  sameOrigin,
  i18n,
  storedPages,
  guard,
);
