/**
 * Generated marketplace trainers for the search benchmark (marketplace.ts): `count` listed
 * trainers in the most populous cities of the region and its neighbours, with varied specialties,
 * modes, languages, activities, availability, ratings and verification, written in a few set-based
 * statements. Only for a benchmark's own database, never the demo data.
 */
import { sql } from 'kysely';
import { activities, specialties, timeSlots as slots, trainingModes as modes, weekdays } from '@spotter/domain';
import type { DB } from '../src/server/db/index.ts';

const firstNames = [
  'Ana',
  'Marko',
  'Ivana',
  'Luka',
  'Maja',
  'Nikola',
  'Sara',
  'Stefan',
  'Lena',
  'Jonas',
  'Mia',
  'Felix',
  'Emina',
  'Haris',
  'Petra',
  'Tomislav',
  'Jana',
  'Matej',
  'Nina',
  'David',
  'Lea',
  'Filip',
  'Amra',
  'Adnan',
  'Sophie',
  'Lukas',
  'Klara',
  'Elias',
  'Tea',
  'Ivan',
];
const lastNames = [
  'Horvat',
  'Kovačević',
  'Novak',
  'Petrović',
  'Hodžić',
  'Babić',
  'Müller',
  'Schmidt',
  'Jovanović',
  'Marić',
  'Krajnc',
  'Zupan',
  'Begić',
  'Ilić',
  'Weber',
  'Fischer',
  'Kralj',
  'Šimić',
  'Perić',
  'Mehmedović',
  'Vidović',
  'Bauer',
  'Wagner',
  'Kos',
  'Pavlović',
];
const shorts = [
  'Strength coach for busy professionals.',
  'Running and endurance plans that fit your week.',
  'Mobility, yoga and calm strength.',
  'Fat loss through habits you can keep.',
  'Back to sport after injury, step by step.',
  'Kettlebells, conditioning and confidence.',
  'Online coaching with weekly check-ins.',
  'Prenatal and postnatal training you can trust.',
];
const descriptions = [
  'I plan progressive training around your schedule and check in every week. Sessions mix barbell basics, mobility and conditioning.',
  'Former competitive athlete, now coaching adults who want to feel fit again. We start with an assessment and build from there.',
  'My clients train for half marathons, hikes and everyday energy. Expect clear plans, honest feedback and steady progress.',
  'Certified coach with a physiotherapy background: careful technique, sensible loads and long-term health first.',
];
/** The languages the generated trainers speak (the search mix asks for each). */
export const languages = ['en', 'de', 'bs', 'hr', 'sr', 'sl', 'it', 'fr', 'es', 'hu', 'pl', 'cs', 'tr', 'sq', 'mk'];
const countries = [
  'BA',
  'HR',
  'RS',
  'SI',
  'ME',
  'MK',
  'AL',
  'DE',
  'AT',
  'CH',
  'IT',
  'HU',
  'CZ',
  'SK',
  'PL',
  'NL',
  'BE',
  'FR',
  'DK',
];

/**
 * The cities the generated trainers live in, most populous first (as the generator picks them),
 * by the English names the search looks them up with.
 */
export async function generatedCityNames(db: DB): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select name from cities where country_code in (${sql.join(countries)}) order by population desc limit 300
  `.execute(db);
  return [...new Set(rows.map((row) => row.name))];
}

const textArray = (values: readonly string[]) => sql`array[${sql.join(values)}]::text[]`;

/** Inserts `count` listed trainers; returns how many the marketplace lists afterwards. */
export async function generateTrainers(db: DB, count: number): Promise<number> {
  await db.transaction().execute(async (trx) => {
    // Bulk load: no trigger fires per statement (each would rewrite every generated trainer's
    // marketplace entry, seven times over); the entries are written once, at the end.
    await sql`set local session_replication_role = replica`.execute(trx);
    await sql`create temporary table bench_ids on commit drop as
      select g, gen_random_uuid() as id from generate_series(1, ${count}) g`.execute(trx);
    await sql`create temporary table bench_cities on commit drop as
      select row_number() over (order by population desc) - 1 as n, name, state, country_code, lat, lon
      from cities where country_code in (${sql.join(countries)}) order by population desc limit 300`.execute(trx);
    await sql`insert into users (id, email, role, email_verified, created_at)
      select id, 'bench.trainer.' || g || '@bench.test', 'trainer', true,
        now() - make_interval(days => (g * 7919) % 1100)
      from bench_ids`.execute(trx);
    const firsts = textArray(firstNames);
    const lasts = textArray(lastNames);
    await sql`insert into trainer_profiles (user_id, first_name, last_name, short_description, description,
        trainer_since, city, state, country_code, lat, lon, session_duration, cancellation_policy_hours,
        slug, rating, rating_count, created_at)
      select b.id,
        (${firsts})[1 + (b.g % ${firstNames.length})],
        (${lasts})[1 + ((b.g / ${firstNames.length}) % ${lastNames.length})],
        (${textArray(shorts)})[1 + (b.g % ${shorts.length})],
        (${textArray(descriptions)})[1 + ((b.g / 3) % ${descriptions.length})],
        2000 + (b.g % 25),
        c.name, c.state, c.country_code,
        c.lat + ((b.g % 97) - 48) / 1500.0, c.lon + ((b.g % 89) - 44) / 1500.0,
        30 + 15 * (b.g % 5), 12 * (1 + b.g % 4),
        'bench-' || b.g,
        case when b.g % 10 < 7 then round((3 + ((b.g * 37) % 200) / 100.0)::numeric, 2) end,
        case when b.g % 10 < 7 then 1 + (b.g * 13) % 60 else 0 end,
        now() - make_interval(days => (b.g * 7919) % 1100)
      from bench_ids b
      join bench_cities c on c.n = (b.g * 31) % (select count(*) from bench_cities)`.execute(trx);
    await sql`insert into verifications (trainer_id, status)
      select id, case when g % 5 < 2 then 'completed' else 'not_started' end from bench_ids`.execute(trx);
    await sql`insert into trainer_specialties (trainer_id, specialty)
      select distinct b.id, (${textArray(specialties)})[1 + ((b.g * k * 7) % ${specialties.length})]
      from bench_ids b cross join generate_series(1, 3) k where k <= 1 + b.g % 3`.execute(trx);
    await sql`insert into trainer_training_types (trainer_id, mode)
      select distinct b.id, (${textArray(modes)})[1 + ((b.g + k * 3) % ${modes.length})]
      from bench_ids b cross join generate_series(1, 2) k where k <= 1 + b.g % 2`.execute(trx);
    await sql`insert into profile_languages (user_id, language, position)
      select b.id, lang, (row_number() over (partition by b.id order by lang) - 1)::smallint
      from bench_ids b cross join lateral (
        select distinct (${textArray(languages)})[1 + ((b.g * k * 11) % ${languages.length})] as lang
        from generate_series(1, 3) k where k <= 1 + b.g % 3
      ) chosen`.execute(trx);
    await sql`insert into trainer_offerings (trainer_id, kind, value)
      select distinct b.id, 'activity', (${textArray(activities)})[1 + ((b.g * k * 5) % ${activities.length})]
      from bench_ids b cross join generate_series(1, 4) k where k <= 1 + b.g % 4`.execute(trx);
    await sql`insert into trainer_availabilities (trainer_id, weekday, time_slot)
      select distinct b.id, (${textArray(weekdays)})[1 + ((b.g + k * 2) % 7)], (${textArray(slots)})[1 + ((b.g * k) % 4)]
      from bench_ids b cross join generate_series(1, 6) k where k <= 2 + b.g % 5`.execute(trx);
    await sql`set local session_replication_role = origin`.execute(trx);
    await sql`select marketplace_refresh(array(select id from bench_ids))`.execute(trx);
  });
  // Each row was written once (no trigger rewrote it): nothing to compact, only statistics to take.
  await sql`analyze`.execute(db);
  const { rows } = await sql<{
    n: string;
  }>`select count(*) as n from trainer_profiles p join users u on u.id = p.user_id
    where u.status = 'active' and p.slug is not null`.execute(db);
  return Number(rows[0]?.n ?? 0);
}
