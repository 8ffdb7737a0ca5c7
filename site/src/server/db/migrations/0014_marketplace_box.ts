import { sql, type Kysely } from 'kysely';

/**
 * A search from a city reads the listed entries inside a box around it (repos/marketplace.ts)
 * before it measures the great-circle distance: with this index that box is a range of latitudes
 * read from the index, not a scan of every entry (twice: the page and its count).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index marketplace_entries_box_idx on marketplace_entries (lat, lon) where listed`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists marketplace_entries_box_idx`.execute(db);
}
