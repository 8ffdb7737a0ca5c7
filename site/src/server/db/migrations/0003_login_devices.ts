import { sql, type Kysely } from 'kysely';

/**
 * Devices that have signed in to an account before (a random token in an HttpOnly cookie, only
 * its SHA-256 here). Sign-in attempts from them skip the account-wide slow-down that a
 * distributed password-guessing attack switches on, so a stranger cannot lock the owner out.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table login_devices (
    id text not null check (char_length(id) = 64),
    user_id uuid not null references users (id) on delete cascade,
    created_at timestamptz not null default now(),
    last_used_at timestamptz not null default now(),
    primary key (id, user_id)
  )`.execute(db);
  await sql`create index login_devices_last_used_idx on login_devices (last_used_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists login_devices`.execute(db);
}
