import { sql, type Kysely } from 'kysely';

// Letters with a diacritic and their base letter, for spotter_fold (translate is one-to-one; the
// letters that become two are replaced first), as foldForSearch of the domain folds them.
const folded: ReadonlyArray<[string, string]> = [
  ['áàâäãåāăą', 'a'],
  ['çćčĉċ', 'c'],
  ['ďđð', 'd'],
  ['éèêëēėęěĕ', 'e'],
  ['ğĝġģ', 'g'],
  ['ĥħ', 'h'],
  ['íìîïīįĭı', 'i'],
  ['ĵ', 'j'],
  ['ķ', 'k'],
  ['łľĺļŀ', 'l'],
  ['ńňñņ', 'n'],
  ['óòôöõøōőŏ', 'o'],
  ['ŕřŗ', 'r'],
  ['śšşŝș', 's'],
  ['ťţț', 't'],
  ['úùûüūůűųŭ', 'u'],
  ['ýÿŷ', 'y'],
  ['źżž', 'z'],
];
const foldFrom = folded.map(([letters]) => letters).join('');
const foldTo = folded.map(([letters, base]) => base.repeat([...letters].length)).join('');

/** The tables a marketplace entry is made of, with the column naming the trainer. */
const sources = [
  { table: 'trainer_profiles', id: 'user_id' },
  { table: 'users', id: 'id' },
  { table: 'verifications', id: 'trainer_id' },
  { table: 'trainer_specialties', id: 'trainer_id' },
  { table: 'trainer_training_types', id: 'trainer_id' },
  { table: 'profile_languages', id: 'user_id' },
  { table: 'trainer_offerings', id: 'trainer_id' },
  { table: 'trainer_availabilities', id: 'trainer_id' },
] as const;

/**
 * Writes the entries of these trainers from their profile: listed (an active trainer with a
 * name, a short description and a specialty), the filters as arrays (availability as
 * 'monday:Morning', 'day:monday' and 'slot:Morning'), and the keys of the four sorts. Relevance
 * is a rating few reviews cannot inflate (a prior of 4.0 worth three reviews), verified trainers
 * a quarter star ahead.
 */
const refreshBody = `
  insert into marketplace_entries (trainer_id, listed, verified, rating, rating_count, relevance, rating_key,
    newest_key, lat, lon, specialties, modes, languages, activities, availability, search_vector)
  select p.user_id,
    u.role = 'trainer' and u.status = 'active' and p.slug is not null and p.first_name <> ''
      and p.last_name <> '' and coalesce(p.short_description, '') <> '' and cardinality(s.specialties) > 0,
    coalesce(v.status = 'completed', false),
    p.rating, p.rating_count,
    round((coalesce(p.rating, 0) * p.rating_count + 12)::numeric / (p.rating_count + 3)
      + case when v.status = 'completed' then 0.25 else 0 end, 6),
    coalesce(p.rating, 0) * 100000 + least(p.rating_count, 99999),
    floor(extract(epoch from p.created_at) * 1000)::bigint,
    p.lat, p.lon,
    s.specialties,
    array(select m.mode from trainer_training_types m where m.trainer_id = p.user_id order by m.mode),
    array(select l.language from profile_languages l where l.user_id = p.user_id order by l.position, l.language),
    array(select o.value from trainer_offerings o where o.trainer_id = p.user_id and o.kind = 'activity' order by o.value),
    array(select a.weekday || ':' || a.time_slot from trainer_availabilities a where a.trainer_id = p.user_id)
      || array(select distinct 'day:' || a.weekday from trainer_availabilities a where a.trainer_id = p.user_id)
      || array(select distinct 'slot:' || a.time_slot from trainer_availabilities a where a.trainer_id = p.user_id),
    p.search_vector
  from trainer_profiles p
  join users u on u.id = p.user_id
  left join verifications v on v.trainer_id = p.user_id
  cross join lateral (
    select array(select t.specialty from trainer_specialties t where t.trainer_id = p.user_id order by t.specialty) as specialties
  ) s
  where p.user_id = any(ids)
  on conflict (trainer_id) do update set listed = excluded.listed, verified = excluded.verified,
    rating = excluded.rating, rating_count = excluded.rating_count, relevance = excluded.relevance,
    rating_key = excluded.rating_key, newest_key = excluded.newest_key, lat = excluded.lat, lon = excluded.lon,
    specialties = excluded.specialties, modes = excluded.modes, languages = excluded.languages,
    activities = excluded.activities, availability = excluded.availability, search_vector = excluded.search_vector
`;

/**
 * The marketplace: each trainer's public address (slug), text search over names and descriptions
 * without regard to case or diacritics, and reviews (one per client and trainer, a reply by the
 * trainer) whose average and count are kept on the profile in the transaction that writes them.
 */
const statements = [
  sql`create function spotter_fold(value text) returns text language sql immutable parallel safe
    as ${sql.lit(
      `select translate(replace(replace(replace(lower(value), 'ß', 'ss'), 'æ', 'ae'), 'œ', 'oe'), '${foldFrom}', '${foldTo}')`,
    )}`,

  sql`alter table trainer_profiles add column slug text
    check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 80)`,
  sql`update trainer_profiles t set slug = numbered.slug from (
      select user_id, base || case when n > 1 then '-' || n else '' end as slug from (
        select user_id, base, row_number() over (partition by base order by created_at, user_id) as n from (
          select user_id, created_at,
            left(trim(both '-' from regexp_replace(spotter_fold(first_name || ' ' || last_name), '[^a-z0-9]+', '-', 'g')), 76) as base
          from trainer_profiles
        ) named where base <> ''
      ) ranked
    ) numbered where numbered.user_id = t.user_id`,
  sql`create unique index trainer_profiles_slug_key on trainer_profiles (slug)`,

  sql`alter table trainer_profiles add column search_vector tsvector generated always as (
    setweight(to_tsvector('simple', spotter_fold(first_name || ' ' || last_name)), 'A') ||
    setweight(to_tsvector('simple', spotter_fold(coalesce(short_description, ''))), 'B') ||
    setweight(to_tsvector('simple', spotter_fold(coalesce(description, ''))), 'C')
  ) stored`,
  sql`create index trainer_profiles_search_idx on trainer_profiles using gin (search_vector)`,

  // Ratings come from reviews only: the average and count are written with each review.
  sql`update trainer_profiles set rating = null`,
  sql`alter table trainer_profiles add column rating_count integer not null default 0 check (rating_count >= 0)`,
  sql`alter table trainer_profiles add check ((rating_count = 0) = (rating is null))`,

  sql`create table trainer_reviews (
    id uuid primary key default gen_random_uuid(),
    trainer_id uuid not null references trainer_profiles (user_id) on delete cascade,
    client_id uuid not null references users (id) on delete cascade,
    rating smallint not null check (rating between 1 and 5),
    body text not null check (char_length(body) between 1 and 2000),
    reply text check (char_length(reply) between 1 and 2000),
    replied_at timestamptz,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    unique (trainer_id, client_id),
    check ((reply is null) = (replied_at is null))
  )`,
  sql`create index trainer_reviews_trainer_idx on trainer_reviews (trainer_id, created_at desc, id)`,
  sql`create index trainer_reviews_client_idx on trainer_reviews (client_id)`,

  // The search reads one narrow row per trainer: whether they are listed, what the filters ask
  // about as arrays, and each sort's key, kept by statement triggers on every table it comes from.
  sql`create table marketplace_entries (
    trainer_id uuid primary key references trainer_profiles (user_id) on delete cascade,
    listed boolean not null,
    verified boolean not null,
    rating numeric(3, 2),
    rating_count integer not null,
    relevance numeric not null,
    rating_key numeric not null,
    newest_key bigint not null,
    lat double precision,
    lon double precision,
    specialties text[] not null,
    modes text[] not null,
    languages text[] not null,
    activities text[] not null,
    availability text[] not null,
    search_vector tsvector not null
  )`,
  sql`create index marketplace_entries_relevance_idx on marketplace_entries (relevance desc, trainer_id) where listed`,
  sql`create index marketplace_entries_rating_idx on marketplace_entries (rating_key desc, trainer_id) where listed`,
  sql`create index marketplace_entries_newest_idx on marketplace_entries (newest_key desc, trainer_id) where listed`,
  sql`create index marketplace_entries_search_idx on marketplace_entries using gin (search_vector) where listed`,
  sql`create function marketplace_refresh(ids uuid[]) returns void language sql as ${sql.lit(refreshBody)}`,
  ...sources.flatMap(({ table, id }) => {
    const touch = `marketplace_touch_${table}`;
    return [
      // Transition tables exist only for the event that fired, so each branch reads its own.
      sql`create function ${sql.raw(touch)}() returns trigger language plpgsql as ${sql.lit(
        `begin
          if tg_op = 'INSERT' then
            perform marketplace_refresh(array(select distinct ${id} from new_rows));
          elsif tg_op = 'DELETE' then
            perform marketplace_refresh(array(select distinct ${id} from old_rows));
          else
            perform marketplace_refresh(array(select ${id} from new_rows union select ${id} from old_rows));
          end if;
          return null;
        end`,
      )}`,
      sql`create trigger ${sql.raw(`${touch}_insert`)} after insert on ${sql.table(table)}
        referencing new table as new_rows for each statement execute function ${sql.raw(touch)}()`,
      sql`create trigger ${sql.raw(`${touch}_update`)} after update on ${sql.table(table)}
        referencing old table as old_rows new table as new_rows for each statement execute function ${sql.raw(touch)}()`,
      sql`create trigger ${sql.raw(`${touch}_delete`)} after delete on ${sql.table(table)}
        referencing old table as old_rows for each statement execute function ${sql.raw(touch)}()`,
    ];
  }),
  sql`select marketplace_refresh(array(select user_id from trainer_profiles))`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { table } of sources) {
    for (const event of ['insert', 'update', 'delete']) {
      await sql`drop trigger if exists ${sql.raw(`marketplace_touch_${table}_${event}`)} on ${sql.table(table)}`.execute(
        db,
      );
    }
    await sql`drop function if exists ${sql.raw(`marketplace_touch_${table}`)}()`.execute(db);
  }
  await sql`drop table if exists marketplace_entries`.execute(db);
  await sql`drop function if exists marketplace_refresh(uuid[])`.execute(db);
  await sql`drop table if exists trainer_reviews`.execute(db);
  for (const column of ['search_vector', 'slug', 'rating_count']) {
    await sql`alter table trainer_profiles drop column if exists ${sql.ref(column)}`.execute(db);
  }
  await sql`drop function if exists spotter_fold(text)`.execute(db);
}
