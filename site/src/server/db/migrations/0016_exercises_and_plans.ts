import { sql, type Kysely } from 'kysely';
import { importExerciseLibrary } from '../../exercises/library.ts';

/**
 * The exercise library and training plans (issue: train together, part 1):
 * - `exercises`: the starter library (owner null, a slug, read-only, reference data loaded here
 *   from its data files) and trainers' own exercises, archived rather than lost while a plan uses them;
 * - `exercise_texts`: name and steps per language (the library has all six, a trainer's exercise
 *   the language it was written in); `exercise_search`: one row per exercise and reading language,
 *   the name shown there, its fold to order by, and the folded words a search matches (the
 *   language's name and the English fallback) and what a search filters on;
 * - `exercise_images`: up to five uploaded images in order;
 * - `training_plans`: a trainer's templates (client null) and each client's own copy, the plan
 *   itself one validated document (weeks → days → blocks → entries → sets);
 * - `plan_exercises`: which exercises a plan names (what a client may read; what stops a delete).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table exercise_sources (
    id smallint primary key,
    name text not null,
    licence text not null
  )`.execute(db);
  await sql`insert into exercise_sources (id, name, licence) values
    (1, 'Spotter starter exercise library, version 1: written for this product in six languages', 'CC BY 4.0')`.execute(
    db,
  );
  await sql`create table exercises (
    id uuid primary key default gen_random_uuid(),
    slug text unique,
    source smallint references exercise_sources (id),
    owner_id uuid references trainer_profiles (user_id) on delete cascade,
    copied_from uuid references exercises (id) on delete set null,
    category text not null check (category in ('strength', 'cardio', 'plyometrics', 'mobility', 'stretching', 'balance')),
    primary_muscles text[] not null check (cardinality(primary_muscles) between 1 and 4),
    secondary_muscles text[] not null default '{}' check (cardinality(secondary_muscles) <= 6),
    equipment text[] not null check (cardinality(equipment) <= 4),
    level text not null check (level in ('beginner', 'intermediate', 'advanced')),
    measure text not null check (measure in ('reps', 'time')),
    language text not null check (language in ('en', 'bs', 'de', 'hr', 'sr', 'sl')),
    video_media_id uuid references media_objects (id) on delete set null,
    video_url text check (char_length(video_url) <= 2048),
    archived_at timestamptz,
    version integer not null default 0,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    check ((owner_id is null) = (slug is not null)),
    check (video_media_id is null or video_url is null)
  )`.execute(db);
  await sql`create index exercises_owner_idx on exercises (owner_id, archived_at) where owner_id is not null`.execute(
    db,
  );
  await sql`create table exercise_texts (
    exercise_id uuid not null references exercises (id) on delete cascade,
    locale text not null check (locale in ('en', 'bs', 'de', 'hr', 'sr', 'sl')),
    name text not null check (char_length(name) between 1 and 80),
    steps text[] not null default '{}',
    primary key (exercise_id, locale)
  )`.execute(db);
  // Each row carries what a search filters on, so a search reads these rows alone and joins the
  // exercises for its one page only; a reader's candidates come from the owner index (the library
  // and the trainer's own, at most a few hundred), never from a scan of every trainer's exercises.
  await sql`create table exercise_search (
    locale text not null,
    exercise_id uuid not null references exercises (id) on delete cascade,
    owner_id uuid,
    archived boolean not null default false,
    category text not null,
    level text not null,
    muscles text[] not null,
    equipment text[] not null,
    name text not null,
    sort_name text not null,
    terms text not null,
    primary key (locale, exercise_id)
  )`.execute(db);
  await sql`create index exercise_search_owner_idx on exercise_search (owner_id, locale, sort_name, exercise_id)`.execute(
    db,
  );
  await sql`create index exercise_search_exercise_idx on exercise_search (exercise_id)`.execute(db);
  await sql`create table exercise_images (
    exercise_id uuid not null references exercises (id) on delete cascade,
    media_id uuid not null references media_objects (id) on delete cascade,
    position smallint not null,
    primary key (exercise_id, media_id)
  )`.execute(db);
  await sql`create index exercise_images_media_idx on exercise_images (media_id)`.execute(db);

  await sql`create table training_plans (
    id uuid primary key default gen_random_uuid(),
    trainer_id uuid not null references trainer_profiles (user_id) on delete cascade,
    client_id uuid references client_profiles (user_id) on delete cascade,
    template_id uuid references training_plans (id) on delete set null,
    name text not null check (char_length(name) between 1 and 80),
    goal text check (char_length(goal) <= 300),
    document jsonb not null,
    weeks smallint not null check (weeks between 1 and 16),
    days_per_week smallint not null check (days_per_week between 1 and 7),
    start_date date,
    version integer not null default 0,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    check (client_id is null or start_date is not null)
  )`.execute(db);
  await sql`create index training_plans_trainer_idx on training_plans (trainer_id, updated_at desc)`.execute(db);
  await sql`create index training_plans_client_idx on training_plans (client_id, start_date desc)
    where client_id is not null`.execute(db);
  await sql`create table plan_exercises (
    plan_id uuid not null references training_plans (id) on delete cascade,
    exercise_id uuid not null references exercises (id),
    primary key (plan_id, exercise_id)
  )`.execute(db);
  await sql`create index plan_exercises_exercise_idx on plan_exercises (exercise_id)`.execute(db);

  await importExerciseLibrary(db, 1);
  await sql`analyze exercises`.execute(db);
  await sql`analyze exercise_search`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'plan_exercises',
    'training_plans',
    'exercise_images',
    'exercise_search',
    'exercise_texts',
    'exercises',
    'exercise_sources',
  ]) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
}
