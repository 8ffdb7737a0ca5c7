import { sql, type Kysely } from 'kysely';

const goals = sql.raw(
  `'weight_loss', 'muscle_gain', 'strength', 'endurance', 'flexibility', 'health', 'performance', 'rehabilitation', 'stress_reduction'`,
);

/**
 * Coaching requests as the marketplace's core loop needs them: a client withdraws (not
 * 'cancelled'), a request names the goal it is about, a decline may give a reason, the message
 * is at most 1,000 characters, and a request's source is one the product knows. The client's
 * newest requests and a trainer's connections are read by index.
 */
const statements = [
  sql`alter table coaching_requests drop constraint coaching_requests_status_check`,
  sql`update coaching_requests set status = 'withdrawn' where status = 'cancelled'`,
  sql`alter table coaching_requests add constraint coaching_requests_status_check
    check (status in ('pending', 'accepted', 'declined', 'withdrawn'))`,
  sql`update coaching_requests set message = left(message, 1000) where char_length(message) > 1000`,
  sql`alter table coaching_requests drop constraint coaching_requests_message_check`,
  sql`alter table coaching_requests add constraint coaching_requests_message_check
    check (char_length(message) <= 1000)`,
  sql`update coaching_requests set source = null
    where source not in ('trainers-marketplace', 'trainer-page', 'branded-page')`,
  sql`alter table coaching_requests drop constraint coaching_requests_source_check`,
  sql`alter table coaching_requests add constraint coaching_requests_source_check
    check (source in ('trainers-marketplace', 'trainer-page', 'branded-page'))`,
  sql`alter table coaching_requests add column goal text check (goal in (${goals}))`,
  sql`alter table coaching_requests add column decline_reason text check (char_length(decline_reason) <= 500)`,
  // Answered requests have their time; a pending one has none.
  sql`update coaching_requests set responded_at = created_at where status <> 'pending' and responded_at is null`,
  sql`alter table coaching_requests add constraint coaching_requests_responded_check
    check ((status = 'pending') = (responded_at is null))`,
  sql`create index coaching_requests_client_idx on coaching_requests (client_id, created_at desc)`,
  sql`create index coaching_requests_created_idx on coaching_requests (created_at desc, id)`,
  sql`create index trainer_clients_trainer_idx on trainer_clients (trainer_id, started_at desc) where ended_at is null`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
