import { sql } from 'kysely';
import { foldPlaceName, placesLimits, type CitySuggestion, type Locale, type PlaceDetails } from '@spotter/domain';
import { config } from '../config.ts';
import type { DB } from '../db/index.ts';
import type { PlacesProvider } from './provider.ts';

/** A cities row as the place details the location form fills in. */
function detailsOf(row: {
  id: number;
  name: string;
  state: string;
  country_code: string;
  lat: number;
  lon: number;
}): PlaceDetails {
  return {
    id: String(row.id),
    city: row.name,
    state: row.state,
    countryCode: row.country_code,
    lat: row.lat,
    lon: row.lon,
  };
}

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

/** Places of one name looked at when a typed city is located (there are a few dozen Springfields). */
const LOCATE_CANDIDATES = 50;

/** The cities with their name in `locale` where one is known (migration 0009), else the dataset's. */
function named(db: DB, locale: Locale) {
  return db
    .selectFrom('cities as c')
    .leftJoin('city_labels as l', (join) => join.onRef('l.city_id', '=', 'c.id').on('l.locale', '=', locale))
    .select(sql<string>`coalesce(l.name, c.name)`.as('name'));
}

/**
 * How many name rows are read per city wanted: a city can match by many of its names ('sarajevo',
 * 'sarajevu', 'saraevo' …); enough that two letters rarely need a second read.
 */
const ROWS_PER_CITY = 24;

/**
 * The cities with a name starting with `folded` (foldPlaceName), served countries first, then the
 * most populous, each once. Name rows are read in rank order, as many as `limit` cities could
 * need, and more only when their cities were too few and more rows match.
 */
export async function citiesNamed(
  db: DB,
  folded: string,
  limit: number,
  locale: Locale = 'en',
): Promise<CitySuggestion[]> {
  // Each length has the index that reads matches in rank order (see migration 0008).
  const condition =
    folded.length === 2
      ? sql`left(search_name, 2) = ${folded}`
      : folded.length === 3
        ? sql`left(search_name, 3) = ${folded}`
        : sql`search_name like ${`${escapeLike(folded)}%`}`;
  // One statement: the name rows in rank order, each city once, and its name in `locale`.
  const search = (rows: number) =>
    sql<{ id: number; name: string; state: string; country_code: string; population: number; scanned: number }>`
      with m as (
        select city_id, rank from city_names where ${condition} order by rank desc, city_id limit ${rows}
      ), t as (
        select city_id, max(rank) as rank from m group by city_id order by rank desc, city_id limit ${limit}
      )
      select c.id, coalesce(l.name, c.name) as name, c.state, c.country_code, c.population,
        (select count(*) from m)::integer as scanned
      from t join cities c on c.id = t.city_id
      left join city_labels l on l.city_id = c.id and l.locale = ${locale}
      order by t.rank desc, c.id`.execute(db);
  let rows = limit * ROWS_PER_CITY;
  let found;
  for (;;) {
    found = (await search(rows)).rows;
    // Too few cities while every row read matched: more rows may hold more cities.
    if (found.length >= limit || found.length === 0 || Number(found[0]!.scanned) < rows) break;
    rows *= 4;
  }
  return found.map((row) => ({
    id: String(row.id),
    name: row.name,
    state: row.state,
    countryCode: row.country_code,
    population: row.population,
  }));
}

/** The bundled world-cities dataset (migrations 0004 and 0008), searched by every name of a city with its indexes. */
export function bundledPlaces(db: DB): PlacesProvider {
  return {
    async searchCities(query, limit, locale = 'en') {
      const folded = foldPlaceName(query).slice(0, placesLimits.maxQueryChars);
      if (folded.length < placesLimits.minQueryChars) return [];
      const answers = rememberedAnswers(db);
      const key = `${locale} ${limit} ${folded}`;
      const known = config().ANSWER_CACHE === 'serve' ? answers?.get(key) : undefined;
      if (known) {
        // Most recently used last: the oldest entry is the first to go.
        answers!.delete(key);
        answers!.set(key, known);
        return known;
      }
      const found = await citiesNamed(db, folded, limit, locale);
      if (answers) remember(answers, key, found);
      return found;
    },

    async placeDetails(id, locale = 'en') {
      if (!cityId.test(id) || Number(id) > MAX_CITY_ID) return null;
      const row = await named(db, locale)
        .select(['c.id', 'c.state', 'c.country_code', 'c.lat', 'c.lon'])
        .where('c.id', '=', Number(id))
        .executeTakeFirst();
      if (!row) return null;
      return detailsOf(row);
    },

    async locateCity({ city, state, countryCode }) {
      const folded = foldPlaceName(city).slice(0, placesLimits.maxQueryChars);
      if (!folded) return null;
      let named = db
        .selectFrom('city_names as n')
        .innerJoin('cities as c', 'c.id', 'n.city_id')
        .select(['c.id', 'c.name', 'c.state', 'c.country_code', 'c.lat', 'c.lon'])
        .where('n.search_name', '=', folded);
      if (countryCode) named = named.where('c.country_code', '=', countryCode);
      const rows = await named.orderBy('n.rank', 'desc').orderBy('c.id').limit(LOCATE_CANDIDATES).execute();
      const wantedState = foldPlaceName(state);
      const inState = (rowState: string) => {
        const folded = foldPlaceName(rowState);
        return folded !== '' && (folded.includes(wantedState) || wantedState.includes(folded));
      };
      const row = (wantedState ? rows.find((candidate) => inState(candidate.state)) : undefined) ?? rows[0];
      if (!row) return null;
      return detailsOf(row);
    },
  };
}
