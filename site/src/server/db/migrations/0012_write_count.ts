import { sql, type Kysely } from 'kysely';

/**
 * The database's own count of committed writes that a page could show (db/generation.ts): on a
 * PostgreSQL shared by several instances, the instance that wrote moves it before it answers, and
 * an instance about to serve a stored answer reads it first, so that a page read anywhere right
 * after a save shows the save. A sequence, because its moves are seen by every session at once and
 * are never rolled back.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create sequence spotter_write_count`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop sequence if exists spotter_write_count`.execute(db);
}
