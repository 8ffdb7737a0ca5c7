import { sql, type Kysely } from 'kysely';
import { publicPoint as before } from './0010_public_positions.ts';

/**
 * The public point of a trainer's entry (migration 0010), looked up as a reader would: the
 * trainer's city name folded once, its city ids read from `city_names` by that name (an index
 * lookup), and only those cities measured against the stored point. Migration 0010's single
 * statement left the order to the planner, which read every city within 1° of the point and sorted
 * them by distance before it tried the name (25-60 ms of database time for each entry written, so
 * for every profile save). The answer is the same: the nearest city known by that name in the
 * trainer's country, else the stored point rounded to 0.1°.
 */
export const publicPoint = `
  declare
    place record;
    folded text;
    country text;
    located boolean := false;
  begin
    if new.lat is null or new.lon is null then
      return new;
    end if;
    select trim(regexp_replace(spotter_fold(p.city), '\\s+', ' ', 'g')), p.country_code
      into folded, country
    from trainer_profiles p
    where p.user_id = new.trainer_id;
    if folded is not null and folded <> '' then
      select c.lat, c.lon into place
      from cities c
      where c.id = any(array(select n.city_id from city_names n where n.search_name = folded))
        and (country is null or c.country_code = country)
        and abs(c.lat - new.lat) < 1 and abs(c.lon - new.lon) < 1
      order by power(c.lat - new.lat, 2) + power(c.lon - new.lon, 2), c.population desc
      limit 1;
      located := found;
    end if;
    if located then
      new.lat := place.lat;
      new.lon := place.lon;
    else
      new.lat := round(new.lat::numeric, 1);
      new.lon := round(new.lon::numeric, 1);
    end if;
    return new;
  end`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create or replace function marketplace_public_point() returns trigger language plpgsql as ${sql.lit(publicPoint)}`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`create or replace function marketplace_public_point() returns trigger language plpgsql as ${sql.lit(before)}`.execute(
    db,
  );
}
