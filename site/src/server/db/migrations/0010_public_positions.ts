import { sql, type Kysely } from 'kysely';

/**
 * The marketplace searches by distance from a city a searcher names, and whatever point it
 * measures from can be found again by searching from a few cities. So a trainer's entry keeps a
 * city-level point, never the point stored on the profile: the point of the trainer's own city in
 * the cities table (the one known by that name in any language, in their country, nearest to the
 * stored point), or, for
 * a city the table does not know, the stored point rounded to 0.1° (about 11 km).
 */
export const publicPoint = `
  declare
    place record;
  begin
    if new.lat is null or new.lon is null then
      return new;
    end if;
    select c.lat, c.lon into place
    from trainer_profiles p
    join cities c on c.id in (
        select n.city_id from city_names n
        where n.search_name = trim(regexp_replace(spotter_fold(p.city), '\\s+', ' ', 'g'))
      )
      and (p.country_code is null or c.country_code = p.country_code)
    where p.user_id = new.trainer_id
      and abs(c.lat - new.lat) < 1 and abs(c.lon - new.lon) < 1
    order by power(c.lat - new.lat, 2) + power(c.lon - new.lon, 2), c.population desc
    limit 1;
    if found then
      new.lat := place.lat;
      new.lon := place.lon;
    else
      new.lat := round(new.lat::numeric, 1);
      new.lon := round(new.lon::numeric, 1);
    end if;
    return new;
  end`;

const statements = [
  sql`create function marketplace_public_point() returns trigger language plpgsql as ${sql.lit(publicPoint)}`,
  sql`create trigger marketplace_entries_public_point before insert or update of lat, lon on marketplace_entries
    for each row execute function marketplace_public_point()`,
  sql`select marketplace_refresh(array(select user_id from trainer_profiles))`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists marketplace_entries_public_point on marketplace_entries`.execute(db);
  await sql`drop function if exists marketplace_public_point()`.execute(db);
  await sql`select marketplace_refresh(array(select user_id from trainer_profiles))`.execute(db);
}
