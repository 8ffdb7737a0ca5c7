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
  sql`create index trainer_profiles_newest_idx on trainer_profiles (created_at desc, user_id) where slug is not null`,
  sql`create index trainer_profiles_rating_idx on trainer_profiles (rating desc nulls last, rating_count desc, user_id) where slug is not null`,

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
  // Filters of the marketplace that look a value up across trainers.
  sql`create index trainer_specialties_specialty_idx on trainer_specialties (specialty, trainer_id)`,
  sql`create index profile_languages_language_idx on profile_languages (language, user_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists trainer_reviews`.execute(db);
  await sql`drop index if exists profile_languages_language_idx`.execute(db);
  await sql`drop index if exists trainer_specialties_specialty_idx`.execute(db);
  for (const column of ['search_vector', 'slug', 'rating_count']) {
    await sql`alter table trainer_profiles drop column if exists ${sql.ref(column)}`.execute(db);
  }
  await sql`drop function if exists spotter_fold(text)`.execute(db);
}
