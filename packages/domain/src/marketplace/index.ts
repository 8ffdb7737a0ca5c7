/**
 * The marketplace contract: the search query of GET /trainers and GET /api/trainers, parsed from
 * URL parameters (an empty form field is no filter), and the shapes of core.ts.
 */
import { z } from 'zod';
import { activities, specialties, timeSlots, trainingModes, weekdays } from '../options.ts';
import { languageCodes } from '../languages/core.ts';
import { plainText } from '../rules/text.ts';
import { marketplaceLimits, marketplaceMinRatings, marketplaceSorts, decodeCursor } from './core.ts';

export * from './core.ts';

/** An empty URL value is no value. */
const blank = (value: unknown) => (value === '' ? undefined : value);

const optionalEnum = <const T extends readonly [string, ...string[]]>(options: T) =>
  z.preprocess(blank, z.enum(options, { error: 'validation_option_invalid' }).optional());

const cursorPattern = /^-?[0-9]+(?:\.[0-9]+)?~[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const marketplaceQuerySchema = z
  .object({
    q: z.preprocess(blank, plainText(marketplaceLimits.queryChars).optional()),
    specialty: optionalEnum(specialties),
    goals: optionalEnum(['mine'] as const),
    type: optionalEnum(activities),
    mode: optionalEnum(trainingModes),
    language: optionalEnum(languageCodes),
    city: z.preprocess(blank, plainText(marketplaceLimits.cityChars).optional()),
    radius: z.preprocess(
      blank,
      z.coerce
        .number({ error: 'validation_invalid' })
        .int({ error: 'validation_invalid' })
        .min(1, { error: 'validation_invalid' })
        .max(marketplaceLimits.maxRadiusKm, { error: 'validation_invalid' })
        .optional(),
    ),
    day: optionalEnum(weekdays),
    slot: optionalEnum(timeSlots),
    rating: z.preprocess(
      blank,
      z.coerce
        .number({ error: 'validation_invalid' })
        .refine((value) => (marketplaceMinRatings as readonly number[]).includes(value), {
          error: 'validation_option_invalid',
        })
        .optional(),
    ),
    sort: z.preprocess(blank, z.enum(marketplaceSorts, { error: 'validation_option_invalid' }).default('relevance')),
    after: z.preprocess(
      blank,
      z
        .string()
        .regex(cursorPattern, { error: 'validation_invalid' })
        .refine((value) => decodeCursor(value) !== null, { error: 'validation_invalid' })
        .optional(),
    ),
    limit: z.preprocess(
      blank,
      z.coerce
        .number({ error: 'validation_invalid' })
        .int({ error: 'validation_invalid' })
        .min(1, { error: 'validation_invalid' })
        .max(marketplaceLimits.maxPageSize, { error: 'validation_invalid' })
        .default(marketplaceLimits.pageSize),
    ),
  })
  .superRefine((query, context) => {
    if (query.sort === 'distance' && !query.city) {
      context.addIssue({ code: 'custom', path: ['sort'], message: 'marketplace_sort_needs_city', input: query.sort });
    }
  });
export type MarketplaceQuery = z.infer<typeof marketplaceQuerySchema>;

/** A URL's parameters as the schema's input: the first value of each known key. */
export function marketplaceParams(params: URLSearchParams): Record<string, string> {
  const input: Record<string, string> = {};
  for (const [key, value] of params) if (!Object.hasOwn(input, key)) input[key] = value;
  return input;
}

/** The query string of a search (defaults left out), for links, pages and the canonical URL. */
export function marketplaceSearch(query: Partial<MarketplaceQuery>, overrides: Partial<MarketplaceQuery> = {}): string {
  const merged: Partial<MarketplaceQuery> = { ...query, ...overrides };
  const params = new URLSearchParams();
  const keys = [
    'q',
    'specialty',
    'goals',
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
  ] as const;
  for (const key of keys) {
    const value = merged[key];
    if (value === undefined || value === null || value === '') continue;
    if (key === 'sort' && value === 'relevance') continue;
    params.set(key, String(value));
  }
  if (merged.limit !== undefined && merged.limit !== marketplaceLimits.pageSize)
    params.set('limit', String(merged.limit));
  const search = params.toString();
  return search ? `?${search}` : '';
}
