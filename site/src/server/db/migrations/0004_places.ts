import { sql, type Kysely } from 'kysely';
import { foldForSearch } from '@spotter/domain';
import { readDatasetCities, type DatasetCity } from '../../places/dataset.ts';

/** Rows per insert: each chunk is eight array parameters, so the statement's size stays bounded. */
export const CITY_CHUNK_ROWS = 10_000;

/**
 * The offline city search (the bundled GeoNames dataset, see server/places/dataset.ts) and the gym
 * directory searched near a point (SPEC §2 location form, §5 Gyms).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // The primary key is added after the import: building it once is faster than keeping it per row.
  await sql`create table cities (
    id integer not null,
    name text not null,
    search_name text not null,
    state text not null default '',
    country_code char(2) not null check (country_code ~ '^[A-Z]{2}$'),
    population integer not null default 0 check (population >= 0),
    lat double precision not null check (lat between -90 and 90),
    lon double precision not null check (lon between -180 and 180)
  )`.execute(db);
  await importCities(db);
  await sql`alter table cities add primary key (id)`.execute(db);
  // Prefix search on the folded name: a range scan of text_pattern_ops, then the most populous first.
  await sql`create index cities_search_idx on cities (search_name text_pattern_ops, population desc)`.execute(db);
  // Two and three letters match thousands of names: these read them most populous first and stop at the limit.
  await sql`create index cities_prefix2_idx on cities (left(search_name, 2), population desc)`.execute(db);
  await sql`create index cities_prefix3_idx on cities (left(search_name, 3), population desc)`.execute(db);
  await sql`analyze cities`.execute(db);

  await sql`create table gyms (
    id uuid primary key default gen_random_uuid(),
    name text not null check (char_length(name) between 1 and 200),
    search_name text not null,
    address text not null check (char_length(address) <= 200),
    city text not null default '' check (char_length(city) <= 120),
    country_code char(2) check (country_code ~ '^[A-Z]{2}$'),
    lat double precision not null check (lat between -90 and 90),
    lon double precision not null check (lon between -180 and 180),
    created_by uuid references users (id) on delete set null,
    created_at timestamptz not null default now()
  )`.execute(db);
  // The bounding box around the searched point is a range on lat, then lon filtered in the index.
  await sql`create index gyms_position_idx on gyms (lat, lon)`.execute(db);
}

/** Inserts the dataset in chunks, each chunk one statement over arrays (unnest). */
async function importCities(db: Kysely<unknown>): Promise<void> {
  let chunk: DatasetCity[] = [];
  const flush = async () => {
    if (chunk.length === 0) return;
    const rows = chunk;
    chunk = [];
    await sql`insert into cities (id, name, search_name, state, country_code, population, lat, lon)
      select * from unnest(
        ${rows.map((c) => c.id)}::integer[],
        ${rows.map((c) => c.name)}::text[],
        ${rows.map((c) => foldForSearch(c.name))}::text[],
        ${rows.map((c) => c.state)}::text[],
        ${rows.map((c) => c.countryCode)}::char(2)[],
        ${rows.map((c) => c.population)}::integer[],
        ${rows.map((c) => c.lat)}::double precision[],
        ${rows.map((c) => c.lon)}::double precision[]
      )`.execute(db);
  };
  for (const city of readDatasetCities()) {
    chunk.push(city);
    if (chunk.length >= CITY_CHUNK_ROWS) await flush();
  }
  await flush();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists gyms`.execute(db);
  await sql`drop table if exists cities`.execute(db);
}
