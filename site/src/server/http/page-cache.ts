import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { APIContext, MiddlewareNext } from 'astro';
import { defaultLocale, isLocale, type Locale } from '@spotter/domain';
import { localeCookieName, localeFromAcceptLanguage } from '@spotter/i18n';
import { sessionCookieName } from '../auth/cookies.ts';
import { validateSessionTokenCached, type SessionUser } from '../auth/session.ts';
import { getDb } from '../db/index.ts';
import { writeGeneration } from '../db/generation.ts';
import { catchUpWrites, remoteWritesKnown } from '../db/generation-channel.ts';
import { config } from '../config.ts';
import { logger } from '../log.ts';
import { faultResponse } from './faults.ts';
import type { FrontDoorRequest, StoredAnswer } from './front-door.ts';
import { etagFamily, matchingEtag } from '../serve/headers.ts';
import { PageStore } from './page-cache-store.ts';

/**
 * The page cache: complete answers of the pages listed in `cachedPages`, kept in process and
 * served again (by the Node server's front door before Astro runs, or by the first middleware)
 * while nothing they show can have changed. How it is kept correct:
 * - the key is the path and query (only queries made of a page's listed parameters), the
 *   resolved language and the audience (anonymous, or the signed-in user's id);
 * - a request carrying a session cookie never gets an anonymous answer; a signed-in answer is
 *   served only after the session is validated as for any page (revoked, expired or deactivated
 *   sessions are refused at once), and never when the cookie must be renewed or deleted;
 * - a page that reads the database is stored with the write generation read before the request
 *   read anything (db/generation.ts) and served only while it is unchanged: any committed write
 *   to a table a page can show drops every such page at once;
 * - every entry lives at most `lifetimeMs` and never past midnight (ages, relative dates);
 * - only 200 answers to GET without Set-Cookie are stored.
 */

export type Audience = 'anonymous' | 'signed-in';

export interface CachedPage {
  /** Astro route pattern, as in `context.routePattern`. */
  pattern: string;
  /** Who it is kept for: readers without a session cookie, or each signed-in user separately. */
  audience: Audience;
  /** Query parameters that may be part of a key (a request with any other is not cached). */
  query?: readonly string[];
  /**
   * Whether the page shows database data, so that any write drops it (signed-in pages always do).
   * Public pages of today show none; the marketplace's public pages set it.
   */
  readsDatabase?: boolean;
}

const dashboard = 'signed-in' as const;

/** Every cached page (the only place a page is declared cacheable). */
export const cachedPages: readonly CachedPage[] = [
  { pattern: '/', audience: 'anonymous', readsDatabase: true, query: ['hl'] },
  { pattern: '/auth/login', audience: 'anonymous', query: ['returnTo'] },
  { pattern: '/auth/register', audience: 'anonymous', query: ['returnTo', 'role'] },
  { pattern: '/terms', audience: 'anonymous' },
  { pattern: '/privacy', audience: 'anonymous' },
  // The marketplace: public, database-backed, one entry per search and language.
  {
    pattern: '/trainers',
    audience: 'anonymous',
    readsDatabase: true,
    query: [
      'q',
      'specialty',
      'type',
      'mode',
      'language',
      'city',
      'radius',
      'day',
      'slot',
      'rating',
      'sort',
      'after',
      'hl',
    ],
  },
  { pattern: '/trainers/[slug]', audience: 'anonymous', readsDatabase: true, query: ['hl'] },
  { pattern: '/page/[from]', audience: 'anonymous', readsDatabase: true, query: ['hl'] },
  { pattern: '/sitemap.xml', audience: 'anonymous', readsDatabase: true },
  { pattern: '/client/dashboard', audience: dashboard },
  { pattern: '/client/dashboard/edit', audience: dashboard },
  { pattern: '/client/dashboard/[section]', audience: dashboard },
  { pattern: '/trainer/dashboard', audience: dashboard },
  { pattern: '/trainer/dashboard/edit', audience: dashboard },
  { pattern: '/trainer/dashboard/brand-customization', audience: dashboard },
  { pattern: '/trainer/dashboard/[section]', audience: dashboard },
  { pattern: '/admin/dashboard', audience: dashboard },
  { pattern: '/admin/[section]', audience: dashboard },
];

/** How long a signed-in page may be served again (relative times on it move by the minute). */
export const SIGNED_IN_LIFETIME_MS = 60_000;
/** How long a public page may be served again (it changes with a new build or configuration). */
export const PUBLIC_LIFETIME_MS = 10 * 60_000;
/** The bound of the store (bodies and their compressed copies); least recently used pages go first. */
const STORE_BYTES = 16 * 1024 * 1024;
/** Smaller bodies are not worth compressing. */
const COMPRESS_MIN_BYTES = 1024;

const store = new PageStore(STORE_BYTES);

/** The store (tests). */
export function pageStore(): PageStore {
  return store;
}

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

const compiled = cachedPages.map((page) => ({ page, segments: segmentsOf(page.pattern) }));

/** The table row of a path: exact segments first, then one `[param]` segment matching any non-empty one. */
export function cachedPageOf(pathname: string): CachedPage | undefined {
  const path = segmentsOf(pathname);
  let found: CachedPage | undefined;
  for (const { page, segments } of compiled) {
    if (segments.length !== path.length) continue;
    let exact = true;
    const matches = segments.every((segment, i) => {
      if (segment.startsWith('[') && !segment.startsWith('[...')) {
        exact = false;
        return true;
      }
      return segment === path[i];
    });
    if (!matches) continue;
    if (exact) return page;
    found ??= page;
  }
  return found;
}

/** Whether kept answers are served (config ANSWER_CACHE; the bench's computed column bypasses them). */
function serving(): boolean {
  return config().ANSWER_CACHE === 'serve';
}

/** Whether a page shows database data (any write may change it). */
function showsData(page: CachedPage): boolean {
  return page.audience === 'signed-in' || page.readsDatabase === true;
}

/**
 * Whether a page may be served or stored now: one that shows database data only while this
 * instance hears of every write (on a shared PostgreSQL, while its write channel listens).
 */
function servable(page: CachedPage): boolean {
  return !showsData(page) || remoteWritesKnown();
}

function queryAllowed(page: CachedPage, search: URLSearchParams): boolean {
  for (const name of search.keys()) if (!page.query?.includes(name)) return false;
  return true;
}

/** The store key of a page: audience (`anonymous` or `u:<user id>`), language, path and query. */
export function pageKey(audience: string, locale: Locale, pathname: string, search: string): string {
  return `${audience}\u0000${locale}\u0000${pathname}${search}`;
}

/** The first value of each cookie in a Cookie header (as the `cookie` package reads it). */
function parseCookies(header: string | string[] | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  const text = Array.isArray(header) ? header.join('; ') : (header ?? '');
  for (const part of text.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name || cookies.has(name)) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    try {
      value = value.includes('%') ? decodeURIComponent(value) : value;
    } catch {
      // kept as sent, as the cookie package does
    }
    cookies.set(name, value);
  }
  return cookies;
}

function firstHeader(value: string | string[] | undefined): string | null {
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

/**
 * The language a page's address names (`?hl=de`): public pages link each language version so
 * that search engines, which keep no cookies, can read them (hreflang); it wins over the rest.
 */
export function urlLocale(search: URLSearchParams): Locale | undefined {
  const named = search.get('hl');
  return named !== null && isLocale(named) ? named : undefined;
}

/** The language a signed-out request asks for, as the middleware resolves it. */
function anonymousLocale(url: URL, cookies: Map<string, string>, acceptLanguage: string | null): Locale {
  const cookie = cookies.get(localeCookieName);
  return (
    urlLocale(url.searchParams) ??
    (cookie && isLocale(cookie) ? cookie : undefined) ??
    localeFromAcceptLanguage(acceptLanguage) ??
    defaultLocale
  );
}

/** Sessions renewed while the front door validated them: the render that follows must send the cookie. */
const pendingRenewals = new Map<string, Date>();

/** The renewed expiry of a session the front door validated, once (the middleware sets the cookie). */
export function takePendingRenewal(token: string): Date | undefined {
  const expiresAt = pendingRenewals.get(token);
  if (expiresAt) pendingRenewals.delete(token);
  return expiresAt;
}

/**
 * The user of a session token, validated as the session middleware does, when the front door may
 * answer for them: null for an empty token or a session that is not valid (revoked, expired,
 * deactivated), and for one due for renewal (recorded, so the render that follows sends the cookie).
 */
async function servableSessionUser(token: string): Promise<SessionUser | null> {
  if (!token) return null;
  const validated = await validateSessionTokenCached(await getDb(), token);
  if (!validated) return null;
  if (validated.renewed) {
    if (pendingRenewals.size > 10_000) pendingRenewals.clear();
    pendingRenewals.set(token, validated.session.expiresAt);
    return null;
  }
  return validated.user;
}

/** The signed-in user of a front-door request's session cookie (see servableSessionUser), or null. */
export async function frontDoorUser(headers: IncomingHttpHeaders): Promise<SessionUser | null> {
  const token = parseCookies(headers.cookie).get(sessionCookieName());
  return token === undefined ? null : servableSessionUser(token);
}

/** A client holding this page, uncompressed or in a coding the Node server sent, is up to date. */
function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  return matchingEtag(ifNoneMatch ?? undefined, etagFamily(etag)) !== null;
}

/** The 304 of a stored answer: its validators and caching headers, no body. */
function notModified(answer: StoredAnswer): StoredAnswer {
  // The page's own policy too: a browser updates its stored headers from a 304, and a stricter one
  // added on the way out would then block the stored page's scripts.
  const keep = new Set([
    'etag',
    'cache-control',
    'vary',
    'content-location',
    'date',
    'expires',
    'content-security-policy',
  ]);
  return {
    status: 304,
    headers: answer.headers.filter(([name]) => keep.has(name)),
    etag: answer.etag,
    body: Buffer.alloc(0),
  };
}

/**
 * The front door's lookup: a stored answer for a GET or HEAD of a cached page, or null when the
 * bundle must render (nothing stored, anything uncertain, or a session to renew or delete).
 */
export async function lookupStored(request: FrontDoorRequest): Promise<StoredAnswer | null> {
  try {
    if (request.method !== 'GET' && request.method !== 'HEAD') return null;
    const url = new URL(request.url, 'http://front-door.invalid');
    const page = cachedPageOf(url.pathname);
    if (!page || !queryAllowed(page, url.searchParams) || !servable(page) || !serving()) return null;
    // Another instance's write, counted before it answered, is known here before anything is served.
    if (showsData(page)) await catchUpWrites();
    const generation = writeGeneration();
    const cookies = parseCookies(request.headers.cookie);
    const token = cookies.get(sessionCookieName());
    let key: string;
    if (token !== undefined) {
      if (page.audience !== 'signed-in') return null;
      const user = await servableSessionUser(token);
      if (!user) return null;
      key = pageKey(`u:${user.id}`, urlLocale(url.searchParams) ?? user.language, url.pathname, url.search);
    } else {
      if (page.audience !== 'anonymous') return null;
      const locale = anonymousLocale(url, cookies, firstHeader(request.headers['accept-language']));
      key = pageKey('anonymous', locale, url.pathname, url.search);
    }
    const stored = store.get(key, generation);
    if (!stored) return null;
    return matchesEtag(firstHeader(request.headers['if-none-match']), stored.answer.etag)
      ? notModified(stored.answer)
      : stored.answer;
  } catch (error) {
    logger.debug({ err: error }, 'page cache lookup failed');
    return null;
  }
}

/** Cacheable-request facts the middleware knows once the session and language are resolved. */
interface Plan {
  page: CachedPage;
  key: string;
  audience: Audience;
}

function planOf(context: APIContext): Plan | null {
  const { request, url } = context;
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const page = cachedPageOf(url.pathname);
  if (!page || page.pattern !== context.routePattern || !queryAllowed(page, url.searchParams) || !servable(page))
    return null;
  const hasSessionCookie = context.cookies.has(sessionCookieName());
  const user = context.locals.user;
  if (page.audience === 'anonymous') {
    if (hasSessionCookie || user) return null;
    return { page, audience: 'anonymous', key: pageKey('anonymous', context.locals.locale, url.pathname, url.search) };
  }
  if (!user || !hasSessionCookie) return null;
  return { page, audience: 'signed-in', key: pageKey(`u:${user.id}`, context.locals.locale, url.pathname, url.search) };
}

function responseOf(answer: StoredAnswer, request: Request): Response {
  const chosen = matchesEtag(request.headers.get('if-none-match'), answer.etag) ? notModified(answer) : answer;
  const body = chosen.status === 304 || request.method === 'HEAD' ? null : new Uint8Array(chosen.body);
  return new Response(body, { status: chosen.status, headers: chosen.headers as Array<[string, string]> });
}

/**
 * Serves a stored page from inside the middleware chain (after the session and language are
 * known, before the guard loads the shell's data): the same checks as the front door.
 */
export async function serveStored(context: APIContext, next: MiddlewareNext): Promise<Response> {
  const plan = serving() ? planOf(context) : null;
  if (plan && !hasOutgoingCookies(context)) {
    const stored = store.get(plan.key, startGenerations.get(context.request) ?? writeGeneration());
    if (stored) return responseOf(stored.answer, context.request);
  }
  return next();
}

function hasOutgoingCookies(context: APIContext): boolean {
  return !context.cookies.headers().next().done;
}

/** The generation each request read first, before anything read data. */
const startGenerations = new WeakMap<Request, number>();

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Headers that depend on the connection, not the page, and are never stored. */
const unstored = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'strict-transport-security',
  'set-cookie',
  'connection',
  'date',
]);

async function compressAndStore(
  key: string,
  page: CachedPage,
  generation: number,
  answer: StoredAnswer,
): Promise<void> {
  if (answer.body.byteLength >= COMPRESS_MIN_BYTES) {
    const [gz, br] = await Promise.all([
      gzipAsync(answer.body, { level: 6 }),
      brotliAsync(answer.body, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: 6, [zlib.BROTLI_PARAM_SIZE_HINT]: answer.body.byteLength },
      }),
    ]);
    answer.gzip = gz;
    answer.br = br;
  }
  // A write meanwhile makes the entry stale before it is served: not worth the bytes.
  if (page.audience === 'signed-in' && generation !== writeGeneration()) return;
  const now = Date.now();
  store.set(
    key,
    {
      answer,
      generation: showsData(page) ? generation : null,
      expires: now + (page.audience === 'signed-in' ? SIGNED_IN_LIFETIME_MS : PUBLIC_LIFETIME_MS),
    },
    now,
  );
}

const publicCacheControl = 'public, max-age=0, must-revalidate';

/**
 * The outermost middleware of cached pages: reads the write generation before anything reads
 * data, lets the request render (or be served by `serveStored`), then gives public pages their
 * validators and caching headers (304 on a matching If-None-Match) and stores what may be stored.
 */
export async function pageCache(context: APIContext, next: MiddlewareNext): Promise<Response> {
  const { request } = context;
  if (request.method !== 'GET' && request.method !== 'HEAD') return next();
  const page = cachedPageOf(context.url.pathname);
  if (!page) return next();
  // As in the front door: what any instance wrote before this request is known before `serveStored`.
  if (showsData(page)) await catchUpWrites();
  const generation = writeGeneration();
  startGenerations.set(request, generation);
  const response = await next();
  const plan = planOf(context);
  if (
    !plan ||
    response.status !== 200 ||
    response.headers.has('set-cookie') ||
    response.headers.has('etag') ||
    !(response.headers.get('content-type') ?? '').startsWith('text/html') ||
    hasOutgoingCookies(context) ||
    !response.body
  ) {
    return response;
  }
  let body: Buffer;
  try {
    body = Buffer.from(await response.arrayBuffer());
  } catch (error) {
    // The render broke off before anything was sent: answered as any other fault, nothing stored.
    logger.error({ err: error, path: context.url.pathname }, 'page render failed');
    return faultResponse(context.url.pathname, 500, 'error_generic', context.locals.locale ?? defaultLocale);
  }
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
  const headers = new Headers(response.headers);
  headers.set('etag', etag);
  if (plan.audience === 'anonymous') {
    headers.set('cache-control', publicCacheControl);
    // Accept-Encoding too: the server in front sends the stored brotli or gzip copy by it.
    headers.set('vary', 'Cookie, Accept-Language, Accept-Encoding');
  } else {
    headers.set('cache-control', 'no-store');
  }
  const answer: StoredAnswer = {
    status: 200,
    headers: [...headers].filter(([name]) => !unstored.has(name)),
    etag,
    body,
  };
  if (request.method === 'GET') {
    compressAndStore(plan.key, plan.page, generation, answer).catch((error: unknown) =>
      logger.warn({ err: error }, 'page not stored'),
    );
  }
  if (matchesEtag(request.headers.get('if-none-match'), etag)) {
    const short = notModified(answer);
    return new Response(null, { status: 304, headers: short.headers as Array<[string, string]> });
  }
  return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), { status: 200, headers });
}
