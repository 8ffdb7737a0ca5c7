import { marketplaceQuerySchema } from '@spotter/domain';
import { sessionCookieName } from '../auth/cookies.ts';
import { getDb } from '../db/index.ts';
import { logger } from '../log.ts';
import { searchTrainers } from '../repos/marketplace.ts';
import { securityHeaders, strictCsp } from '../serve/headers.ts';
import type { FreshAnswer, FrontDoorRequest } from './front-door.ts';
import { hasControlCharacterIn, jsonAnswer } from './front-door-answers.ts';

/**
 * The public marketplace search (GET /api/trainers) answered by the front door without the Astro
 * pipeline for a reader without a session: the same schema and search as the endpoint (which keeps
 * answers until a write), and the same answer, byte for byte. A reader with a session cookie
 * (`goals=mine` reads their goals), a query the schema refuses, or a failure is left to the
 * endpoint, which answers it.
 */

const path = '/api/trainers';

/** The headers of the endpoint's answer, as the middleware finishes them (JSON: the strict policy). */
const answerHeaders: ReadonlyArray<readonly [string, string]> = [
  ['cache-control', 'no-store'],
  ['content-type', 'application/json'],
  ...Object.entries(securityHeaders),
  ['content-security-policy', strictCsp],
];

function hasSessionCookie(header: string | string[] | undefined): boolean {
  const name = `${sessionCookieName()}=`;
  const text = Array.isArray(header) ? header.join(';') : (header ?? '');
  return text.split(';').some((part) => part.trim().startsWith(name));
}

/** The answer to an anonymous marketplace search, or null when the endpoint must answer it; never throws. */
export function answerMarketplaceSearch(request: FrontDoorRequest): Promise<FreshAnswer | null> | null {
  if (request.method !== 'GET') return null;
  const mark = request.url.indexOf('?');
  if ((mark === -1 ? request.url : request.url.slice(0, mark)) !== path) return null;
  if (hasSessionCookie(request.headers.cookie)) return null;
  return answer(request.url);
}

async function answer(url: string): Promise<FreshAnswer | null> {
  try {
    const text = `http://front-door.invalid${url}`;
    if (!URL.canParse(text)) return null;
    const params = new URL(text).searchParams;
    if (hasControlCharacterIn(params)) return null;
    const parsed = marketplaceQuerySchema.safeParse(Object.fromEntries(params));
    if (!parsed.success || parsed.data.goals === 'mine') return null;
    const data = await searchTrainers(await getDb(), parsed.data, null);
    return jsonAnswer(answerHeaders, data);
  } catch (error) {
    logger.debug({ err: error, path }, 'marketplace search left to the endpoint');
    return null;
  }
}
