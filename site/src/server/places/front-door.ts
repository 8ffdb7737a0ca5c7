import type { z } from 'zod';
import { citySearchQuerySchema, gymSearchQuerySchema, placeDetailsQuerySchema, type Locale } from '@spotter/domain';
import { accessFor, allows, policyOf } from '../auth/policy.ts';
import { getDb, type DB } from '../db/index.ts';
import type { FreshAnswer, FrontDoorRequest } from '../http/front-door.ts';
import { frontDoorUser, urlLocale } from '../http/page-cache.ts';
import { logger } from '../log.ts';
import { searchGyms } from '../repos/gyms.ts';
import { securityHeaders, strictCsp } from '../serve/headers.ts';
import { placesProvider, tryCountSearch, uncountSearch } from './index.ts';
import { searchHeaders } from './responses.ts';
import { hasControlCharacterIn, jsonAnswer } from '../http/front-door-answers.ts';

/**
 * The searches a form asks for at every keystroke (GET /api/places/cities, /details and /gyms),
 * answered by the front door without the Astro pipeline when nothing about the request needs it:
 * the same policy row, session check, schema, per-user limit and provider as the endpoints, and
 * the same answer, byte for byte. Whatever else (no or invalid session, a session to renew, a
 * query the schema refuses, a refused search, a place not found, a failure) is left to the
 * endpoint, which answers it; what the door counted is then taken back, so the endpoint counts it.
 */

interface Search<S extends z.ZodType> {
  schema: S;
  /**
   * The data of the answer, or undefined when the endpoint must answer (nothing found); `locale`
   * is the reader's language as the middleware resolves it for a signed-in reader.
   */
  run: (db: DB, query: z.infer<S>, locale: Locale) => Promise<unknown>;
}

const search = <S extends z.ZodType>(entry: Search<S>) => entry as Search<z.ZodType>;

const searches = new Map<string, Search<z.ZodType>>([
  [
    '/api/places/cities',
    search({
      schema: citySearchQuerySchema,
      run: (db, query, locale) => placesProvider(db).searchCities(query.q, query.limit, query.locale ?? locale),
    }),
  ],
  [
    '/api/places/details',
    search({
      schema: placeDetailsQuerySchema,
      run: async (db, query, locale) =>
        (await placesProvider(db).placeDetails(query.id, query.locale ?? locale)) ?? undefined,
    }),
  ],
  ['/api/places/gyms', search({ schema: gymSearchQuerySchema, run: searchGyms })],
]);

/** The headers of the endpoint's answer, as the middleware finishes them (JSON: the strict policy). */
const answerHeaders: ReadonlyArray<readonly [string, string]> = [
  ['content-type', 'application/json'],
  ...Object.entries(searchHeaders),
  ...Object.entries(securityHeaders),
  ['content-security-policy', strictCsp],
];

const prefix = '/api/places/';

/**
 * The route and query of a request for exactly one of the search routes, else null. The URL is
 * built as the adapter builds the request's (Host and request line), so both see the same path.
 */
function searchOf(
  request: FrontDoorRequest,
): { route: string; entry: Search<z.ZodType>; params: URLSearchParams } | null {
  if (!request.url.startsWith(prefix)) return null;
  const host = typeof request.headers.host === 'string' ? request.headers.host : 'localhost';
  const text = `http://${host}${request.url}`;
  if (!URL.canParse(text)) return null;
  const url = new URL(text);
  const entry = searches.get(url.pathname);
  return entry ? { route: url.pathname, entry, params: url.searchParams } : null;
}

/** Whether the route's policy row lets this role GET it (read from the table, as the guard does). */
function allowed(route: string, role: Parameters<typeof allows>[1]): boolean {
  const row = policyOf(route);
  return row !== undefined && allows(accessFor(row, 'GET'), role) === 'ok';
}

/**
 * The answer to a search the front door can give, or null when the endpoint must answer it. Never
 * throws; synchronous null for any other request.
 */
export function answerSearch(request: FrontDoorRequest): Promise<FreshAnswer | null> | null {
  if (request.method !== 'GET') return null;
  const found = searchOf(request);
  if (!found) return null;
  return answer(request, found.route, found.entry, found.params);
}

async function answer(
  request: FrontDoorRequest,
  route: string,
  entry: Search<z.ZodType>,
  params: URLSearchParams,
): Promise<FreshAnswer | null> {
  let counted: string | undefined;
  try {
    if (hasControlCharacterIn(params)) return null;
    const parsed = entry.schema.safeParse(Object.fromEntries(params));
    if (!parsed.success) return null;
    const user = await frontDoorUser(request.headers);
    if (!user || !allowed(route, user.role)) return null;
    if (!(await tryCountSearch(user.id))) return null;
    counted = user.id;
    const data = await entry.run(await getDb(), parsed.data, urlLocale(params) ?? user.language);
    if (data === undefined) {
      await uncountSearch(user.id);
      return null;
    }
    return jsonAnswer(answerHeaders, data);
  } catch (error) {
    logger.debug({ err: error, path: route }, 'search left to the endpoint');
    if (counted) await uncountSearch(counted).catch(() => {});
    return null;
  }
}
