import { sql, type Kysely } from 'kysely';

/**
 * Identity verification's review (issue: identity verification and the admin review queue):
 * - a rejected status, from which a trainer may start again;
 * - one row per decision, kept after the documents are deleted (who decided, when, why);
 * - the access log: every time an admin opens a private document, who, when and which. The media
 *   id has no foreign key, so the entry outlives the file it names.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table verifications drop constraint verifications_status_check`.execute(db);
  await sql`alter table verifications add constraint verifications_status_check
    check (status in ('not_started', 'started', 'in_progress', 'completed', 'rejected'))`.execute(db);
  await sql`create index verifications_waiting_idx on verifications (submitted_at, trainer_id)
    where status = 'in_progress'`.execute(db);
  await sql`create table verification_reviews (
    id uuid primary key default gen_random_uuid(),
    trainer_id uuid not null references trainer_profiles (user_id) on delete cascade,
    document_type text not null check (document_type in ('passport', 'license', 'id_card')),
    submitted_at timestamptz not null,
    decision text not null check (decision in ('approved', 'rejected')),
    reason text check (char_length(reason) <= 500),
    reviewer_id uuid references users (id) on delete set null,
    decided_at timestamptz not null default now(),
    documents_deleted_at timestamptz
  )`.execute(db);
  await sql`create index verification_reviews_trainer_idx on verification_reviews (trainer_id, decided_at desc)`.execute(
    db,
  );
  await sql`create table document_access_log (
    id bigint generated always as identity primary key,
    admin_id uuid references users (id) on delete set null,
    trainer_id uuid not null references users (id) on delete cascade,
    media_id uuid not null,
    purpose text not null check (purpose in ('identity_document', 'certificate_document')),
    accessed_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index document_access_log_trainer_idx on document_access_log (trainer_id, accessed_at desc)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists document_access_log`.execute(db);
  await sql`drop table if exists verification_reviews`.execute(db);
  await sql`drop index if exists verifications_waiting_idx`.execute(db);
  await sql`update verifications set status = 'not_started' where status = 'rejected'`.execute(db);
  await sql`alter table verifications drop constraint verifications_status_check`.execute(db);
  await sql`alter table verifications add constraint verifications_status_check
    check (status in ('not_started', 'started', 'in_progress', 'completed'))`.execute(db);
}
