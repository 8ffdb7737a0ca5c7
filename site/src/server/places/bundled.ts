import { sql } from 'kysely';
import { foldForSearch, placesLimits, type CitySuggestion, type PlaceDetails } from '@spotter/domain';
import { config } from '../config.ts';
import type { DB } from '../db/index.ts';
import type { PlacesProvider } from './provider.ts';

/** LIKE's wildcards and escape character, taken literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

/** GeoNames ids are positive integers that fit the `cities.id` column. */
const cityId = /^[1-9]\d{0,9}$/;
const MAX_CITY_ID = 2 ** 31 - 1;

/**
 * The answers of recent city searches, per database, least recently used dropped first. The
 * dataset is written by the setup step and never changes while the server runs, so an answer stays
 * right; autocomplete sends the same prefixes ('sa', 'sar', 'sara') for every user who types them.
 */
const cityAnswers = new WeakMap<DB, Map<string, CitySuggestion[]>>();

function rememberedAnswers(db: DB): Map<string, CitySuggestion[]> | null {
  if (config().PLACES_CITY_CACHE_ENTRIES === 0) return null;
  let answers = cityAnswers.get(db);
  if (!answers) {
    answers = new Map();
    cityAnswers.set(db, answers);
  }
  return answers;
}

function remember(answers: Map<string, CitySuggestion[]>, key: string, found: CitySuggestion[]): void {
  answers.set(key, found);
  if (answers.size > config().PLACES_CITY_CACHE_ENTRIES) answers.delete(answers.keys().next().value!);
}

/** The bundled world-cities dataset in the `cities` table (migration 0004), searched with its indexes. */
export function bundledPlaces(db: DB): PlacesProvider {
  return {
    async searchCities(query, limit) {
      const folded = foldForSearch(query).slice(0, placesLimits.maxQueryChars);
      if (folded.length < placesLimits.minQueryChars) return [];
      const answers = rememberedAnswers(db);
      const key = `${limit} ${folded}`;
      const known = answers?.get(key);
      if (known) {
        // Most recently used last: the oldest entry is the first to go.
        answers!.delete(key);
        answers!.set(key, known);
        return known;
      }
      const base = db
        .selectFrom('cities')
        .select(['id', 'name', 'state', 'country_code', 'population'])
        .orderBy('population', 'desc')
        .orderBy('id')
        .limit(limit);
      // Each length has the index that reads matches most populous first (see migration 0004).
      const matching =
        folded.length === 2
          ? base.where(sql<string>`left(search_name, 2)`, '=', folded)
          : folded.length === 3
            ? base.where(sql<string>`left(search_name, 3)`, '=', folded)
            : base.where('search_name', 'like', `${escapeLike(folded)}%`);
      const rows = await matching.execute();
      const found = rows.map((row) => ({
        id: String(row.id),
        name: row.name,
        state: row.state,
        countryCode: row.country_code,
        population: row.population,
      }));
      if (answers) remember(answers, key, found);
      return found;
    },

    async placeDetails(id) {
      if (!cityId.test(id) || Number(id) > MAX_CITY_ID) return null;
      const row = await db
        .selectFrom('cities')
        .select(['id', 'name', 'state', 'country_code', 'lat', 'lon'])
        .where('id', '=', Number(id))
        .executeTakeFirst();
      if (!row) return null;
      return {
        id: String(row.id),
        city: row.name,
        state: row.state,
        countryCode: row.country_code,
        lat: row.lat,
        lon: row.lon,
      } satisfies PlaceDetails;
    },
  };
}
