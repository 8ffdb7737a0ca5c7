import { sql, type Kysely } from 'kysely';

/**
 * What the account settings keep beyond the first schema: each person's email-notification
 * switches (absent keys are on: `defaultNotificationSettings` of the account contract), and for
 * each session a public handle (the Sessions card names a session by it, never by its token's
 * hash) and when it was last seen.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column notification_settings jsonb not null default '{}'::jsonb
    constraint users_notification_settings_object check (jsonb_typeof(notification_settings) = 'object')`.execute(db);
  await sql`alter table sessions add column public_id uuid not null default gen_random_uuid()`.execute(db);
  await sql`alter table sessions add column last_seen_at timestamptz not null default now()`.execute(db);
  await sql`create unique index sessions_public_id_key on sessions (public_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists sessions_public_id_key`.execute(db);
  await sql`alter table sessions drop column if exists last_seen_at`.execute(db);
  await sql`alter table sessions drop column if exists public_id`.execute(db);
  await sql`alter table users drop column if exists notification_settings`.execute(db);
}
