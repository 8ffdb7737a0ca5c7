import { sql, type Kysely } from 'kysely';

/**
 * Training sessions, client goals and messages: the tables the dashboard's figures and unread
 * badges are computed from. Later issues (trainings, progress, messaging) build on them.
 */
const statements = [
  sql`create table training_sessions (
    id uuid primary key default gen_random_uuid(),
    trainer_id uuid references users (id) on delete set null,
    client_id uuid not null references users (id) on delete cascade,
    starts_at timestamptz not null,
    duration_minutes integer not null default 60 check (duration_minutes between 5 and 600),
    status text not null default 'scheduled' check (status in ('scheduled', 'completed', 'cancelled')),
    rating smallint check (rating between 1 and 5),
    notes text check (char_length(notes) <= 2000),
    created_at timestamptz not null default now(),
    check (rating is null or status = 'completed')
  )`,
  sql`create index training_sessions_trainer_idx on training_sessions (trainer_id, status, starts_at)`,
  sql`create index training_sessions_client_idx on training_sessions (client_id, status, starts_at)`,

  sql`create table client_goals (
    id uuid primary key default gen_random_uuid(),
    client_id uuid not null references client_profiles (user_id) on delete cascade,
    title text not null check (char_length(title) between 1 and 200),
    target_date date,
    completed_at timestamptz,
    created_at timestamptz not null default now()
  )`,
  sql`create index client_goals_client_idx on client_goals (client_id)`,

  sql`create table messages (
    id uuid primary key default gen_random_uuid(),
    sender_id uuid references users (id) on delete set null,
    recipient_id uuid not null references users (id) on delete cascade,
    body text not null check (char_length(body) between 1 and 5000),
    created_at timestamptz not null default now(),
    read_at timestamptz
  )`,
  sql`create index messages_unread_idx on messages (recipient_id) where read_at is null`,
  sql`create index messages_thread_idx on messages (sender_id, recipient_id, created_at)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['messages', 'client_goals', 'training_sessions']) {
    await sql`drop table if exists ${sql.table(table)} cascade`.execute(db);
  }
}
