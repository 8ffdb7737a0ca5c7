import { sql, type RawBuilder } from 'kysely';
import { foldForSearch, placesLimits, type GymCreate, type GymSuggestion } from '@spotter/domain';
import { config } from '../config.ts';
import type { DB } from '../db/index.ts';
import { inTransaction } from '../db/index.ts';
import { DomainError } from '../errors.ts';
import { escapeLike } from '../places/bundled.ts';

const EARTH_RADIUS_KM = 6371;
const KM_PER_DEGREE_LAT = 111.32;

/** A gym of the directory as the profile save needs it to validate and store a chosen gym. */
export interface DirectoryGym {
  id: string;
  name: string;
  address: string;
  city: string;
  countryCode: string | null;
  lat: number;
  lon: number;
}

interface Point {
  lat: number;
  lon: number;
}

/** The latitude and longitude ranges around `point` that hold every point within `radiusKm`. */
export function boundingBox(point: Point, radiusKm: number) {
  const dLat = radiusKm / KM_PER_DEGREE_LAT;
  const minLat = Math.max(-90, point.lat - dLat);
  const maxLat = Math.min(90, point.lat + dLat);
  const widest = Math.max(Math.abs(minLat), Math.abs(maxLat));
  const cos = Math.cos((widest * Math.PI) / 180);
  const dLon = cos > 1e-6 ? radiusKm / (KM_PER_DEGREE_LAT * cos) : 360;
  // Near a pole, or across the antimeridian, every longitude is in range.
  const wraps = point.lon - dLon < -180 || point.lon + dLon > 180;
  return { minLat, maxLat, lon: wraps ? null : { min: point.lon - dLon, max: point.lon + dLon } };
}

/** Haversine distance in km from `point` to the row's lat/lon, in SQL (as distanceKm in the domain). */
function distanceSql(point: Point): RawBuilder<number> {
  return sql<number>`${EARTH_RADIUS_KM * 2} * asin(least(1, sqrt(
    power(sin(radians(lat - ${point.lat}::double precision) / 2), 2)
    + cos(radians(${point.lat}::double precision)) * cos(radians(lat))
      * power(sin(radians(lon - ${point.lon}::double precision) / 2), 2)
  )))`;
}

export interface GymSearch extends Point {
  /** Part of the gym's name (any case, diacritics ignored); '' lists the nearest. */
  q: string;
  limit: number;
}

/**
 * Recent gym searches' answers, per database, for GYM_ANSWER_MS: trainers of one city search
 * around the same point as they type. A gym added through this process drops them all at once
 * (`directoryChanges`); one added through another server process shows there within that time.
 */
const GYM_ANSWER_MS = 10_000;
const GYM_ANSWERS = 2000;
const gymAnswers = new WeakMap<DB, Map<string, { at: number; change: number; found: GymSuggestion[] }>>();
let directoryChanges = 0;

/** Gyms within placesLimits.gymRadiusKm of the point whose name holds `q`, nearest first. */
export async function searchGyms(db: DB, search: GymSearch): Promise<GymSuggestion[]> {
  let answers = gymAnswers.get(db);
  if (!answers) {
    answers = new Map();
    gymAnswers.set(db, answers);
  }
  const key = `${search.limit} ${search.lat} ${search.lon} ${foldForSearch(search.q)}`;
  const now = Date.now();
  const known = answers.get(key);
  const serving = config().ANSWER_CACHE === 'serve';
  if (serving && known && known.change === directoryChanges && now - known.at < GYM_ANSWER_MS) return known.found;
  const change = directoryChanges;
  const found = await findGyms(db, search);
  answers.delete(key);
  answers.set(key, { at: now, change, found });
  if (answers.size > GYM_ANSWERS) answers.delete(answers.keys().next().value!);
  return found;
}

async function findGyms(db: DB, search: GymSearch): Promise<GymSuggestion[]> {
  const box = boundingBox(search, placesLimits.gymRadiusKm);
  const folded = foldForSearch(search.q);
  let query = db
    .selectFrom('gyms')
    .select(['id', 'name', 'address', 'lat', 'lon'])
    .select(distanceSql(search).as('distance_km'))
    .where('lat', '>=', box.minLat)
    .where('lat', '<=', box.maxLat);
  if (box.lon) query = query.where('lon', '>=', box.lon.min).where('lon', '<=', box.lon.max);
  if (folded) query = query.where('search_name', 'like', `%${escapeLike(folded)}%`);
  const rows = await db
    .selectFrom(query.as('near'))
    .selectAll()
    .where('distance_km', '<=', placesLimits.gymRadiusKm)
    .orderBy('distance_km')
    .orderBy('name')
    .orderBy('id')
    .limit(search.limit)
    .execute();
  return rows.map((row) => ({
    value: row.id,
    label: row.name,
    address: row.address,
    lat: row.lat,
    lon: row.lon,
    distanceKm: Math.round(row.distance_km * 10) / 10,
  }));
}

/** The directory's city nearest to the point (a new gym is placed in it), if one is within 30 km. */
async function nearestCity(db: DB, point: Point): Promise<{ name: string; countryCode: string } | null> {
  const box = boundingBox(point, 30);
  let query = db
    .selectFrom('cities')
    .select(['name', 'country_code'])
    .where('lat', '>=', box.minLat)
    .where('lat', '<=', box.maxLat);
  if (box.lon) query = query.where('lon', '>=', box.lon.min).where('lon', '<=', box.lon.max);
  // The nearest of the bigger places: a suburb's own entry would name the gym's city by its district.
  const row = await query
    .orderBy(sql`${distanceSql(point)} / (1 + ln(1 + population) / 4)`)
    .limit(1)
    .executeTakeFirst();
  return row ? { name: row.name, countryCode: row.country_code } : null;
}

/**
 * Adds a gym to the directory, placed in the city nearest to its point; searchable by everyone
 * at once. A gym of the same name within placesLimits.duplicateGymMeters is refused (conflict),
 * and so is a trainer's gymCreationsPerDay + 1st addition of the day (rate limited).
 */
export async function createGym(db: DB, input: GymCreate & { createdBy: string }): Promise<GymSuggestion> {
  try {
    return await insertGym(db, input);
  } finally {
    // Searches answered before the gym was there are not given again (a refused one changes nothing,
    // and dropping them costs only a fresh search).
    directoryChanges += 1;
  }
}

async function insertGym(db: DB, input: GymCreate & { createdBy: string }): Promise<GymSuggestion> {
  const searchName = foldForSearch(input.name);
  return inTransaction(db, async (trx) => {
    // Two trainers adding the same gym at once: the second waits, then sees the first.
    await sql`select pg_advisory_xact_lock(hashtext(${`gym:${searchName}`}))`.execute(trx);
    const radiusKm = placesLimits.duplicateGymMeters / 1000;
    const box = boundingBox(input, radiusKm);
    let same = trx
      .selectFrom('gyms')
      .select(distanceSql(input).as('distance_km'))
      .where('search_name', '=', searchName)
      .where('lat', '>=', box.minLat)
      .where('lat', '<=', box.maxLat);
    if (box.lon) same = same.where('lon', '>=', box.lon.min).where('lon', '<=', box.lon.max);
    const nearby = await same.execute();
    if (nearby.some((row) => row.distance_km <= radiusKm)) {
      throw new DomainError('conflict', 'places_error_gym_exists', {
        fieldErrors: { name: ['places_error_gym_exists'] },
      });
    }
    const today = await trx
      .selectFrom('gyms')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('created_by', '=', input.createdBy)
      .where('created_at', '>', sql<Date>`now() - interval '1 day'`)
      .executeTakeFirstOrThrow();
    if (Number(today.count) >= placesLimits.gymCreationsPerDay) {
      throw new DomainError('rate_limited', 'places_error_gym_creations_limited');
    }
    const city = await nearestCity(trx, input);
    const row = await trx
      .insertInto('gyms')
      .values({
        name: input.name,
        search_name: searchName,
        address: input.address,
        city: city?.name ?? '',
        country_code: city?.countryCode ?? null,
        lat: input.lat,
        lon: input.lon,
        created_by: input.createdBy,
      })
      .returning(['id', 'name', 'address', 'lat', 'lon'])
      .executeTakeFirstOrThrow();
    return { value: row.id, label: row.name, address: row.address, lat: row.lat, lon: row.lon, distanceKm: 0 };
  });
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The directory's gyms among `ids`, by id; ids that are not a gym's are absent from the map. */
export async function gymsByIds(db: DB, ids: readonly string[]): Promise<Map<string, DirectoryGym>> {
  const wanted = [...new Set(ids.filter((id) => uuid.test(id)).map((id) => id.toLowerCase()))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom('gyms')
    .select(['id', 'name', 'address', 'city', 'country_code', 'lat', 'lon'])
    .where('id', 'in', wanted)
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        name: row.name,
        address: row.address,
        city: row.city,
        countryCode: row.country_code,
        lat: row.lat,
        lon: row.lon,
      },
    ]),
  );
}
