import { sql, type Kysely } from 'kysely';

/**
 * Training sessions as trainers and clients plan them (issue: train together, part 2). The
 * `training_sessions` table of migration 0002 gains:
 * - the IANA zone the session was planned in (the trainer's) beside its UTC start, and a
 *   `series_id` shared by the sessions of a weekly series;
 * - who asked for it, and the statuses of asking: `requested` (a client asked, the trainer
 *   answers), `proposed` (the trainer offered another time), `rescheduled` (replaced by the row
 *   naming it in `previous_id`, which carries the earlier times in `history`);
 * - its place as it was when planned (a gym the trainer later removes still reads right);
 * - cancellation: by whom, why, when, and whether inside the trainer's notice (late);
 * - a version for writes that must not cross.
 * A scheduled session whose end has passed is one that took place (the figures count it).
 *
 * `calendar_feeds`: one secret feed address per user, kept as its SHA-256 only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table training_sessions
    add column series_id uuid,
    add column previous_id uuid references training_sessions (id) on delete set null,
    add column requested_by text not null default 'trainer' check (requested_by in ('trainer', 'client')),
    add column time_zone text not null default 'UTC' check (char_length(time_zone) between 1 and 64),
    add column place_kind text not null default 'client' check (place_kind in ('gym', 'online', 'client')),
    add column gym_id uuid,
    add column place_name text check (char_length(place_name) <= 200),
    add column place_address text check (char_length(place_address) <= 300),
    add column online_url text check (char_length(online_url) <= 500),
    add column outside_availability boolean not null default false,
    add column cancelled_by text check (cancelled_by in ('trainer', 'client')),
    add column cancel_reason text check (char_length(cancel_reason) <= 300),
    add column cancelled_at timestamptz,
    add column late_cancel boolean not null default false,
    add column history jsonb not null default '[]',
    add column version integer not null default 0,
    add column updated_at timestamptz not null default now()`.execute(db);
  await sql`alter table training_sessions drop constraint training_sessions_status_check`.execute(db);
  await sql`alter table training_sessions add constraint training_sessions_status_check
    check (status in ('requested', 'proposed', 'scheduled', 'completed', 'cancelled', 'rescheduled'))`.execute(db);
  await sql`alter table training_sessions add constraint training_sessions_online_check
    check ((place_kind = 'online') = (online_url is not null))`.execute(db);
  await sql`update training_sessions s set time_zone = tp.time_zone
    from trainer_profiles tp where tp.user_id = s.trainer_id and tp.time_zone is not null`.execute(db);
  await sql`update training_sessions set cancelled_at = created_at where status = 'cancelled'`.execute(db);
  await sql`create index training_sessions_series_idx on training_sessions (series_id) where series_id is not null`.execute(
    db,
  );
  await sql`create index training_sessions_previous_idx on training_sessions (previous_id) where previous_id is not null`.execute(
    db,
  );

  await sql`create table calendar_feeds (
    user_id uuid primary key references users (id) on delete cascade,
    token_hash text not null unique,
    created_at timestamptz not null default now()
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists calendar_feeds`.execute(db);
  await sql`delete from training_sessions where status in ('requested', 'proposed', 'rescheduled')`.execute(db);
  await sql`alter table training_sessions drop constraint training_sessions_online_check`.execute(db);
  await sql`alter table training_sessions drop constraint training_sessions_status_check`.execute(db);
  await sql`alter table training_sessions add constraint training_sessions_status_check
    check (status in ('scheduled', 'completed', 'cancelled'))`.execute(db);
  for (const column of [
    'series_id',
    'previous_id',
    'requested_by',
    'time_zone',
    'place_kind',
    'gym_id',
    'place_name',
    'place_address',
    'online_url',
    'outside_availability',
    'cancelled_by',
    'cancel_reason',
    'cancelled_at',
    'late_cancel',
    'history',
    'version',
    'updated_at',
  ]) {
    await sql`alter table training_sessions drop column ${sql.ref(column)}`.execute(db);
  }
}
