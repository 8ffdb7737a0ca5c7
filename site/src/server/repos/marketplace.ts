import { sql, type RawBuilder } from 'kysely';
import {
  decodeCursor,
  encodeCursor,
  foldForSearch,
  foldPlaceName,
  servedCountries,
  marketplaceLimits,
  numberedSlug,
  slugOf,
  type Activity,
  type ClientGoal,
  type LanguageCode,
  type MarketplacePage,
  type MarketplaceQuery,
  type NutritionExtra,
  type PublicCertification,
  type PublicGalleryImage,
  type Specialty,
  type TimeSlot,
  type TrainerCard,
  type TrainerPublicProfile,
  type TrainerServiceFeature,
  type TrainingEnvironment,
  type TrainingMode,
  type Weekday,
} from '@spotter/domain';
import type { DB } from '../db/index.ts';
import { writeGeneration } from '../db/generation.ts';
import { catchUpWrites, remoteWritesKnown } from '../db/generation-channel.ts';
import { config } from '../config.ts';
import { mediaUrls } from './media.ts';
import { escapeLike } from '../places/bundled.ts';

/**
 * The marketplace (GET /trainers, /api/trainers, /trainers/{slug}): who is listed, the search
 * with its filters, sorts and keyset pages, and the public profile. Only public fields leave
 * this module: never a birth date, phone, email, exact coordinates, documents or hidden
 * certifications. Distances are measured from a trainer's city-level point in whole kilometres.
 */

/** Listed (marketplace_entries, kept by triggers): an active trainer with a name, a short description and a specialty. */
const listed = sql<boolean>`exists (select 1 from marketplace_entries le where le.trainer_id = p.user_id and le.listed)`;

/** A text query as a prefix match of every word: 'str coa' → 'str:* & coa:*'. */
export function textQueryOf(text: string): string | null {
  const words = foldForSearch(text).match(/[a-z0-9]+/g) ?? [];
  const unique = [...new Set(words)].slice(0, 8);
  return unique.length ? unique.map((word) => `${word}:*`).join(' & ') : null;
}

interface CityPoint {
  name: string;
  countryCode: string;
  lat: number;
  lon: number;
}

/**
 * The city a search names, by any of its names (Beograd, Београд, Belgrade): the served countries'
 * first, among them one of that name before one of a name starting so, then the most populous.
 */
export async function cityPointOf(db: DB, name: string): Promise<CityPoint | null> {
  const folded = foldPlaceName(name.split(',')[0] ?? '');
  if (!folded) return null;
  // Each name found looks its city up by primary key (`offset 0` keeps the lookup a lookup): a
  // join the planner may choose instead hashed all 135,000 cities whenever its estimate of the
  // names found ran high (57 ms for 'Berlin' instead of under 1 ms).
  const { rows } = await sql<{ name: string; country_code: string; lat: number; lon: number }>`
    select c.name, c.country_code, c.lat, c.lon
    from city_names n
    cross join lateral (select name, country_code, lat, lon, id from cities where id = n.city_id offset 0) c
    where n.search_name = ${folded} or n.search_name like ${`${escapeLike(folded)}%`}
    order by c.country_code in (${sql.join([...servedCountries])}) desc, n.search_name = ${folded} desc,
      n.rank desc, c.id
    limit 1`.execute(db);
  const row = rows[0];
  return row ? { name: row.name, countryCode: row.country_code, lat: row.lat, lon: row.lon } : null;
}

const distanceFrom = (point: CityPoint) =>
  sql<number>`(6371 * 2 * asin(least(1, sqrt(
    power(sin(radians(e.lat - ${point.lat}) / 2), 2)
    + cos(radians(${point.lat})) * cos(radians(e.lat)) * power(sin(radians(e.lon - ${point.lon}) / 2), 2)))))`;

export interface SearchViewer {
  /** A signed-in client's primary and secondary goal, for `goals=mine`. */
  goals: ClientGoal[];
}

interface CardRow {
  id: string;
  sort_key: string;
  total: string | number;
  slug: string;
  first_name: string;
  last_name: string;
  short_description: string;
  city: string | null;
  country_code: string | null;
  rating: string | number | null;
  rating_count: number;
  distance_km: number | null;
  specialties: Specialty[];
  languages: LanguageCode[];
  modes: TrainingMode[];
  verified: boolean;
  storage_key: string | null;
  variants: unknown;
}

const ratingOf = (average: string | number | null, count: number) => ({
  average: average === null ? null : Number(average),
  count,
});

function photoOf(storageKey: string | null, variants: unknown): { small: string | null; large: string | null } {
  if (!storageKey) return { small: null, large: null };
  const urls = mediaUrls(storageKey, variants);
  return { small: urls.thumbnailUrl ?? urls.url, large: urls.url };
}

function cardOf(row: CardRow): TrainerCard {
  return {
    id: row.id,
    slug: row.slug,
    firstName: row.first_name,
    lastName: row.last_name,
    photoUrl: photoOf(row.storage_key, row.variants).small,
    shortDescription: row.short_description,
    specialties: row.specialties,
    city: row.city,
    countryCode: row.country_code,
    languages: row.languages,
    modes: row.modes,
    rating: ratingOf(row.rating, row.rating_count),
    verified: row.verified,
    distanceKm: publicDistance(row.distance_km),
  };
}

/**
 * A distance as the marketplace shows it: whole kilometres between city-level points (the
 * entries keep no finer point, migration 0008), so no number of searches from other cities
 * narrows a trainer down to less than their city.
 */
export function publicDistance(km: number | null): number | null {
  return km === null ? null : Math.round(km);
}

/** The card fields of the trainers `t` (a relation with `id`) names. */
const cardColumns = sql`p.slug, p.first_name, p.last_name, p.short_description, p.city, p.country_code,
  p.rating, p.rating_count, mo.storage_key, mo.variants,
  array(select s.specialty from trainer_specialties s where s.trainer_id = p.user_id order by s.specialty) as specialties,
  array(select l.language from profile_languages l where l.user_id = p.user_id order by l.position, l.language) as languages,
  array(select m.mode from trainer_training_types m where m.trainer_id = p.user_id order by m.mode) as modes,
  coalesce((select me.verified from marketplace_entries me where me.trainer_id = p.user_id), false) as verified`;

/**
 * One page of the search, from the answers kept (see `answers`) or the database. Every sort is
 * a numeric key with the id as tie-break, so a page starts after the previous page's last
 * (key, id) whatever the sort; a city that the cities table does not know gives an empty page.
 */
export async function searchTrainers(
  db: DB,
  query: MarketplaceQuery,
  viewer: SearchViewer | null = null,
): Promise<MarketplacePage> {
  // Read before the search reads anything, and after hearing of every write any instance counted:
  // an answer is kept only for the data it saw, and served only if no write came after.
  await catchUpWrites();
  const generation = writeGeneration();
  const key = JSON.stringify([query, query.goals === 'mine' ? (viewer?.goals ?? []) : []]);
  const known = answers.get(key);
  if (
    known &&
    known.generation === generation &&
    Date.now() - known.at < ANSWER_MS &&
    remoteWritesKnown() &&
    config().ANSWER_CACHE === 'serve'
  ) {
    answers.delete(key);
    answers.set(key, known);
    return known.page;
  }
  const page = await runSearch(db, query, viewer);
  if (remoteWritesKnown()) {
    answers.delete(key);
    answers.set(key, { page, generation, at: Date.now() });
    if (answers.size > ANSWER_ENTRIES) answers.delete(answers.keys().next().value!);
  }
  return page;
}

/**
 * Search answers kept while no write has been committed since they were read (the write
 * generation the page cache follows, db/generation.ts), at most a minute, the least recently
 * used dropped first: the marketplace is read far more often than trainers change.
 */
const answers = new Map<string, { page: MarketplacePage; generation: number; at: number }>();
const ANSWER_ENTRIES = 2_000;
const ANSWER_MS = 60_000;

async function runSearch(db: DB, query: MarketplaceQuery, viewer: SearchViewer | null): Promise<MarketplacePage> {
  const filters: RawBuilder<unknown>[] = [sql`e.listed`];
  const text = query.q ? textQueryOf(query.q) : null;
  if (text) filters.push(sql`e.search_vector @@ to_tsquery('simple', ${text})`);
  const has = (column: string, value: string) => sql`${sql.ref(`e.${column}`)} @> array[${value}]::text[]`;
  if (query.specialty) filters.push(has('specialties', query.specialty));
  if (query.goals === 'mine' && viewer?.goals.length) {
    filters.push(sql`e.specialties && array[${sql.join(viewer.goals)}]::text[]`);
  }
  if (query.type) filters.push(has('activities', query.type));
  if (query.mode) filters.push(has('modes', query.mode));
  if (query.language) filters.push(has('languages', query.language));
  if (query.day && query.slot) filters.push(has('availability', `${query.day}:${query.slot}`));
  else if (query.day) filters.push(has('availability', `day:${query.day}`));
  else if (query.slot) filters.push(has('availability', `slot:${query.slot}`));
  if (query.rating !== undefined) filters.push(sql`e.rating >= ${query.rating}`);

  let city: CityPoint | null = null;
  let distance: RawBuilder<number> | null = null;
  if (query.city) {
    city = await cityPointOf(db, query.city);
    if (!city) return { items: [], next: null, total: query.after ? null : 0, city: null };
    const radius = query.radius ?? marketplaceLimits.defaultRadiusKm;
    // A box around the city first (cheap), then the great-circle distance.
    const latSpan = radius / 111.2;
    const lonSpan = radius / (111.2 * Math.max(0.01, Math.cos((city.lat * Math.PI) / 180)));
    distance = distanceFrom(city);
    filters.push(sql`e.lat between ${city.lat - latSpan} and ${city.lat + latSpan}
      and e.lon between ${city.lon - lonSpan} and ${city.lon + lonSpan}`);
    filters.push(sql`${distance} <= ${radius}`);
  }

  const ascending = query.sort === 'distance';
  let key: RawBuilder<unknown>;
  // Whole kilometres, as the cards show them: the order tells no more than the numbers.
  if (query.sort === 'distance' && distance) key = sql`round((${distance})::numeric)`;
  else if (query.sort === 'rating') key = sql`e.rating_key`;
  else if (query.sort === 'newest') key = sql`e.newest_key`;
  else if (text) key = sql`round(ts_rank_cd(e.search_vector, to_tsquery('simple', ${text}))::numeric, 6)`;
  else key = sql`e.relevance`;

  // The count is shown on the first page only, from a count of its own over the search's rows:
  // cheaper than a window over the page's scan, which would keep every found row (and the
  // relevance, rating and newest pages then read only their rows, in order, from the key's index).
  const counted = query.after
    ? sql`null::bigint`
    : sql`(select count(*) from marketplace_entries e where ${sql.join(filters, sql` and `)})`;
  const cursor = query.after ? decodeCursor(query.after) : null;
  if (cursor) {
    // The key's bound first (an index on the key starts there), then the tie-break by id.
    filters.push(
      ascending
        ? sql`${key} >= ${cursor.key}::numeric and (${key} > ${cursor.key}::numeric or e.trainer_id > ${cursor.id}::uuid)`
        : sql`${key} <= ${cursor.key}::numeric and (${key} < ${cursor.key}::numeric or e.trainer_id > ${cursor.id}::uuid)`,
    );
  }
  const where = sql.join(filters, sql` and `);
  // By the numeric key itself (its text, the cursor's, would put 10 km before 9 km), so the
  // listed entries' indexes on relevance, rating and newest serve the order and the limit.
  const order = ascending ? sql`${key} asc, e.trainer_id asc` : sql`${key} desc, e.trainer_id asc`;
  const limit = query.limit;

  const { rows: ranked } = await sql<{
    id: string;
    sort_key: string;
    distance_km: number | null;
    total: string | number | null;
  }>`
    select e.trainer_id::text as id, (${key})::numeric::text as sort_key,
      ${distance ?? sql`null::double precision`} as distance_km, ${counted} as total
    from marketplace_entries e
    where ${where}
    order by ${order}
    limit ${limit + 1}
  `.execute(db);
  const total = query.after ? null : Number(ranked[0]?.total ?? 0);
  const more = ranked.length > limit;
  const page = more ? ranked.slice(0, limit) : ranked;
  const cards = await cardsOf(
    db,
    page.map((row) => row.id),
  );
  const last = page.at(-1);
  return {
    items: page.flatMap((row) => {
      const card = cards.get(row.id);
      return card ? [{ ...card, distanceKm: publicDistance(row.distance_km) }] : [];
    }),
    next: more && last ? encodeCursor(last.sort_key, last.id) : null,
    total,
    city: city ? { name: city.name, countryCode: city.countryCode } : null,
  };
}

/** The cards of these trainers by id (one statement). */
async function cardsOf(db: DB, ids: readonly string[]): Promise<Map<string, TrainerCard>> {
  if (!ids.length) return new Map();
  const { rows } = await sql<CardRow>`
    select p.user_id::text as id, '' as sort_key, 0 as total, null::double precision as distance_km, ${cardColumns}
    from trainer_profiles p
    left join media_objects mo on mo.id = p.profile_image_id
    where p.user_id in (${sql.join(ids.map((id) => sql`${id}::uuid`))})
  `.execute(db);
  return new Map(rows.map((row) => [row.id, cardOf(row)]));
}

/** The home page's row: the best rated listed trainers with at least three reviews, verified first. */
export async function featuredTrainers(db: DB, count: number = marketplaceLimits.featured): Promise<TrainerCard[]> {
  const { rows } = await sql<CardRow>`
    select p.user_id::text as id, '' as sort_key, 0 as total, null::double precision as distance_km, ${cardColumns}
    from trainer_profiles p join users u on u.id = p.user_id
    left join media_objects mo on mo.id = p.profile_image_id
    join marketplace_entries fe on fe.trainer_id = p.user_id and fe.listed
    where p.rating_count >= 3
    order by fe.verified desc, p.rating desc, p.rating_count desc, p.user_id
    limit ${count}
  `.execute(db);
  return rows.map(cardOf);
}

export type PublicTrainerLookup =
  | { state: 'listed'; trainer: TrainerPublicProfile }
  /** Deactivated or deleted: the page answers 410. */
  | { state: 'gone' }
  | { state: 'unknown' };

interface ProfileRow extends CardRow {
  description: string | null;
  trainer_since: number | null;
  time_zone: string | null;
  session_duration: number;
  cancellation_policy_hours: number;
  created_at: Date | string;
  status: string;
  is_listed: boolean;
}

/** A trainer's public page by slug: listed, gone (deactivated or deleted) or unknown. */
export async function publicTrainerBySlug(
  db: DB,
  slug: string,
  today: Date = new Date(),
): Promise<PublicTrainerLookup> {
  const { rows } = await sql<ProfileRow>`
    select p.user_id::text as id, '' as sort_key, 0 as total, null::double precision as distance_km, ${cardColumns},
      p.description, p.trainer_since, p.time_zone, p.session_duration, p.cancellation_policy_hours, p.created_at,
      u.status, (${listed}) as is_listed
    from trainer_profiles p join users u on u.id = p.user_id
    left join media_objects mo on mo.id = p.profile_image_id
    where p.slug = ${slug}
  `.execute(db);
  const row = rows[0];
  if (!row) return { state: 'unknown' };
  if (row.status !== 'active') return { state: 'gone' };
  if (!row.is_listed) return { state: 'unknown' };
  const id = row.id;

  const [offerings, availability, gyms, gallery, certifications] = await Promise.all([
    db
      .selectFrom('trainer_offerings')
      .select(['kind', 'value'])
      .where('trainer_id', '=', id)
      .orderBy('value')
      .execute(),
    db.selectFrom('trainer_availabilities').select(['weekday', 'time_slot']).where('trainer_id', '=', id).execute(),
    db
      .selectFrom('trainer_gyms')
      .leftJoin('gyms', (join) => join.onRef(sql`gyms.id::text`, '=', 'trainer_gyms.value'))
      .select(['trainer_gyms.name', 'trainer_gyms.label', 'gyms.name as directory_name', 'gyms.city'])
      .where('trainer_gyms.trainer_id', '=', id)
      .orderBy('trainer_gyms.position')
      .execute(),
    db
      .selectFrom('gallery_images as g')
      .innerJoin('media_objects as m', 'm.id', 'g.media_id')
      .select(['g.id', 'g.description', 'g.highlight_rank', 'm.storage_key', 'm.variants', 'm.width', 'm.height'])
      .where('g.trainer_id', '=', id)
      .where('m.status', '=', 'ready')
      .orderBy(sql`g.highlight_rank is null`)
      .orderBy('g.highlight_rank')
      .orderBy('g.position')
      .execute(),
    db
      .selectFrom('certifications')
      .select(['id', 'name', 'issuer', 'expiry_date', 'status'])
      .where('trainer_id', '=', id)
      .where('hidden', '=', false)
      .where('status', '<>', 'rejected')
      .orderBy('created_at')
      .execute(),
  ]);
  const todayIso = today.toISOString().slice(0, 10);
  const offered = <T extends string>(kind: string) => offerings.filter((o) => o.kind === kind).map((o) => o.value as T);
  const photo = photoOf(row.storage_key, row.variants);

  const weekdayOrder: readonly Weekday[] = [
    'monday',
    'tuesday',
    'wednesday',
    'thursday',
    'friday',
    'saturday',
    'sunday',
  ];
  const slotOrder: readonly TimeSlot[] = ['Morning', 'Afternoon', 'Evening', 'Night'];
  const trainer: TrainerPublicProfile = {
    ...cardOf(row),
    description: row.description,
    trainerSince: row.trainer_since,
    trainingTypes: offered<Activity>('activity'),
    environments: offered<TrainingEnvironment>('environment'),
    serviceFeatures: offered<TrainerServiceFeature>('service_feature'),
    nutritionExtras: offered<NutritionExtra>('nutrition_extra'),
    availability: availability
      .map((a) => ({ weekday: a.weekday, slot: a.time_slot }))
      .sort(
        (a, b) =>
          weekdayOrder.indexOf(a.weekday) - weekdayOrder.indexOf(b.weekday) ||
          slotOrder.indexOf(a.slot) - slotOrder.indexOf(b.slot),
      ),
    timeZone: row.time_zone,
    sessionDuration: row.session_duration,
    cancellationPolicyHours: row.cancellation_policy_hours,
    gyms: gyms.map((gym) => ({ name: gym.directory_name ?? gym.name ?? gym.label, city: gym.city || null })),
    gallery: gallery.map((image): PublicGalleryImage => ({
      id: image.id,
      ...(({ url, thumbnailUrl }) => ({ url, thumbUrl: thumbnailUrl ?? url }))(
        mediaUrls(image.storage_key, image.variants),
      ),
      width: image.width,
      height: image.height,
      description: image.description,
      featured: image.highlight_rank !== null,
    })),
    certifications: certifications.map((c): PublicCertification => ({
      id: c.id,
      name: c.name,
      issuer: c.issuer,
      expiryDate: c.expiry_date,
      expired: c.expiry_date !== null && c.expiry_date < todayIso,
      approved: c.status === 'approved',
    })),
    photoLargeUrl: photo.large,
    createdAt: new Date(row.created_at).toISOString(),
  };
  return { state: 'listed', trainer };
}

/** The slug of a listed trainer by id (the request handoff names the trainer by id). */
export async function listedSlugOf(db: DB, trainerId: string): Promise<string | null> {
  const { rows } = await sql<{ slug: string }>`
    select p.slug from trainer_profiles p join users u on u.id = p.user_id
    where p.user_id = ${trainerId}::uuid and ${listed}
  `.execute(db);
  return rows[0]?.slug ?? null;
}

/** Every listed trainer's slug and last change, for sitemap.xml. */
export async function sitemapEntries(db: DB): Promise<Array<{ slug: string; updatedAt: string }>> {
  const { rows } = await sql<{ slug: string; updated_at: Date | string }>`
    select p.slug, p.updated_at from trainer_profiles p join users u on u.id = p.user_id
    where ${listed} order by p.slug limit ${marketplaceLimits.sitemapUrls}
  `.execute(db);
  return rows.map((row) => ({ slug: row.slug, updatedAt: new Date(row.updated_at).toISOString() }));
}

/**
 * Gives a trainer their slug the first time they have a name (later name changes keep it, so
 * shared links stay valid): the name's slug, numbered when taken.
 */
export async function assignSlug(trx: DB, userId: string, firstName: string, lastName: string): Promise<void> {
  const base = slugOf(firstName, lastName);
  if (!base) return;
  const current = await trx
    .selectFrom('trainer_profiles')
    .select('slug')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!current || current.slug) return;
  const taken = await trx
    .selectFrom('trainer_profiles')
    .select('slug')
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
    .execute();
  const used = new Set(taken.map((row) => row.slug));
  let n = 1;
  while (used.has(numberedSlug(base, n))) n += 1;
  await trx
    .updateTable('trainer_profiles')
    .set({ slug: numberedSlug(base, n) })
    .where('user_id', '=', userId)
    .execute();
}

/** Who searches: a signed-in client's goals match `goals=mine`; anyone else has none. */
export async function viewerOf(db: DB, user: { id: string; role: string } | null): Promise<SearchViewer | null> {
  if (user?.role !== 'client') return null;
  const row = await db
    .selectFrom('client_profiles')
    .select(['primary_goal', 'secondary_goal'])
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  const goals = [row?.primary_goal, row?.secondary_goal].filter((goal): goal is ClientGoal => Boolean(goal));
  return { goals };
}
