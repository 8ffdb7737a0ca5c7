/**
 * The places contract: city autocomplete, place details and the gym directory (SPEC §2 location
 * form, §5 Gyms), as GET /api/places/cities, GET /api/places/details, GET /api/places/gyms and
 * POST /api/places/gyms give and take them.
 */
import { z } from 'zod';
import { locales } from '../options.ts';
import { plainText } from '../rules/text.ts';
import { placesLimits } from './core.ts';

export * from './core.ts';

const queryText = plainText(placesLimits.maxQueryChars, { invalidKey: 'validation_required' }).min(
  placesLimits.minQueryChars,
);

const suggestionCount = z.coerce
  .number({ error: 'validation_invalid' })
  .int()
  .min(1)
  .max(placesLimits.maxSuggestions)
  .default(placesLimits.defaultSuggestions);

/** The language places are named in (the page's); without it, the reader's. */
const placeLocale = z.enum(locales, { error: 'validation_option_invalid' }).optional();

/** GET /api/places/cities?q=banja%20lu&limit=8&locale=bs */
export const citySearchQuerySchema = z.object({ q: queryText, limit: suggestionCount, locale: placeLocale });
export type CitySearchQuery = z.infer<typeof citySearchQuerySchema>;

/** GET /api/places/details?id=…&locale=bs */
export const placeDetailsQuerySchema = z.object({
  id: z.string({ error: 'validation_required' }).trim().min(1).max(100),
  locale: placeLocale,
});
export type PlaceDetailsQuery = z.infer<typeof placeDetailsQuerySchema>;

export const latitudeSchema = z.coerce.number({ error: 'validation_invalid' }).min(-90).max(90);
export const longitudeSchema = z.coerce.number({ error: 'validation_invalid' }).min(-180).max(180);

/**
 * GET /api/places/gyms?q=…&lat=…&lon=…: gyms whose name holds `q` near the point. An empty `q`
 * lists the nearest ones. Without a point there is nothing to search near (SPEC §5 Gyms).
 */
export const gymSearchQuerySchema = z.object({
  q: plainText(placesLimits.maxQueryChars).default(''),
  lat: latitudeSchema,
  lon: longitudeSchema,
  limit: suggestionCount,
});
export type GymSearchQuery = z.infer<typeof gymSearchQuerySchema>;

/**
 * POST /api/places/gyms: a gym missing from the directory, placed in the trainer's city at the
 * point given (the trainer's location); it becomes searchable for everyone.
 */
export const gymCreateSchema = z.object({
  name: plainText(placesLimits.gymNameChars.max, { invalidKey: 'validation_required' }).min(
    placesLimits.gymNameChars.min,
  ),
  address: plainText(placesLimits.gymAddressChars.max, { invalidKey: 'validation_required' }).min(
    placesLimits.gymAddressChars.min,
  ),
  lat: latitudeSchema,
  lon: longitudeSchema,
});
export type GymCreate = z.infer<typeof gymCreateSchema>;

const countryCode = z
  .string({ error: 'validation_option_invalid' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, { error: 'validation_option_invalid' });

const optionalPlaceText = (max: number) =>
  plainText(max)
    .nullable()
    .optional()
    .transform((value) => value ?? '');

/**
 * A location as the location form sends it: city and state are free text (typed or filled from a
 * suggestion), the country a code, and the point both or neither of lat and lon.
 */
export const locationSchema = z
  .object({
    city: optionalPlaceText(placesLimits.cityChars),
    state: optionalPlaceText(placesLimits.stateChars),
    countryCode: countryCode
      .nullable()
      .optional()
      .transform((value) => value ?? null),
    lat: z.number({ error: 'validation_invalid' }).min(-90).max(90).nullable().default(null),
    lon: z.number({ error: 'validation_invalid' }).min(-180).max(180).nullable().default(null),
  })
  .refine((value) => (value.lat === null) === (value.lon === null), {
    error: 'validation_invalid',
    path: ['lat'],
  });
