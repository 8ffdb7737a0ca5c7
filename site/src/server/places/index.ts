import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { config } from '../config.ts';
import type { DB } from '../db/index.ts';
import { RateLimited } from '../errors.ts';
import { bundledPlaces } from './bundled.ts';
import type { PlacesProvider } from './provider.ts';

export type { PlacesProvider } from './provider.ts';

/** The configured places provider (PLACES_PROVIDER), over `db`. */
export function placesProvider(db: DB): PlacesProvider {
  const provider = config().PLACES_PROVIDER;
  switch (provider) {
    case 'bundled':
      return bundledPlaces(db);
  }
}

let searches: RateLimiterMemory | undefined;

function searchLimiter(): RateLimiterMemory {
  searches ??= new RateLimiterMemory({
    keyPrefix: 'places_search',
    points: config().PLACES_SEARCHES_PER_MINUTE,
    duration: 60,
  });
  return searches;
}

/**
 * Counts one search by `userId` (city, details or gym search); throws RateLimited past the
 * configured number per minute. Kept in this process's memory: a search is cheap to repeat, and a
 * database write per keystroke would cost more than the search it guards.
 */
export async function countSearch(userId: string): Promise<void> {
  try {
    await searchLimiter().consume(userId);
  } catch (refusal) {
    if (!(refusal instanceof RateLimiterRes)) throw refusal;
    const seconds = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
    throw new RateLimited('places_error_rate_limited', seconds, { params: { seconds } });
  }
}

/**
 * Counts one search as countSearch does, for the front door: true when it is allowed, false when
 * refused, and then it is not counted (the endpoint, which answers the refusal, counts it).
 */
export async function tryCountSearch(userId: string): Promise<boolean> {
  try {
    await searchLimiter().consume(userId);
    return true;
  } catch (refusal) {
    if (!(refusal instanceof RateLimiterRes)) throw refusal;
    await uncountSearch(userId);
    return false;
  }
}

/** Takes back one counted search (the front door counted it, then left the request to the endpoint). */
export async function uncountSearch(userId: string): Promise<void> {
  await searchLimiter().reward(userId, 1);
}
