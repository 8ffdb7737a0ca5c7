import { sql, type Kysely } from 'kysely';
import { foldPlaceName, locales, servedCountries } from '@spotter/domain';
import labels from '../../places/data/city-labels.json' with { type: 'json' };
import { SERVED_BONUS } from './0008_city_names.ts';

interface LabelsFile {
  source: string;
  licence: string;
  url: string;
  cities: Array<{ id: number; zone: string; names: Record<string, string> }>;
}

/**
 * A city's name in each of Spotter's languages where one is known (server/places/data/city-labels.json,
 * from CLDR): suggestions and place details show it in the reader's language ('Beč' in Bosnian,
 * 'Wien' in German, 'Dunaj' in Slovenian), and the city is found by it too.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Imported, not read from disk: the server build bundles it with the migrations.
  const file = labels as LabelsFile;
  await sql`insert into place_sources (id, name, licence, url)
    values (3, ${file.source}, ${file.licence}, ${file.url})`.execute(db);
  await sql`create table city_labels (
    city_id integer not null references cities (id) on delete cascade,
    locale text not null check (locale in (${sql.join(locales.map((locale) => sql.lit(locale)))})),
    name text not null check (name <> ''),
    source smallint not null references place_sources (id),
    primary key (city_id, locale)
  )`.execute(db);
  const rows = file.cities.flatMap((city) =>
    locales.flatMap((locale) => {
      const name = city.names[locale]?.trim();
      return name ? [{ id: city.id, locale, name, folded: foldPlaceName(name) }] : [];
    }),
  );
  // Only the cities of the dataset; a label equal to the dataset's own name adds nothing.
  await sql`insert into city_labels (city_id, locale, name, source)
    select l.city_id, l.locale, l.name, 3
    from unnest(${rows.map((r) => r.id)}::integer[], ${rows.map((r) => r.locale)}::text[], ${rows.map((r) => r.name)}::text[])
      as l (city_id, locale, name)
    join cities c on c.id = l.city_id
    where l.name <> c.name`.execute(db);
  // Found by each of these names too, where it was not already (city_names, migration 0008).
  await sql`insert into city_names (city_id, search_name, rank, source)
    select distinct l.city_id, l.search_name,
      c.population + case when c.country_code = any(${[...servedCountries]}::text[]) then ${SERVED_BONUS}::bigint else 0 end, 3
    from unnest(${rows.map((r) => r.id)}::integer[], ${rows.map((r) => r.folded)}::text[]) as l (city_id, search_name)
    join cities c on c.id = l.city_id
    where l.search_name <> '' and not exists (
      select 1 from city_names o where o.search_name = l.search_name and o.city_id = l.city_id
    )`.execute(db);
  await sql`analyze city_labels`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from city_names where source = 3`.execute(db);
  await sql`drop table if exists city_labels`.execute(db);
  await sql`delete from place_sources where id = 3`.execute(db);
}
