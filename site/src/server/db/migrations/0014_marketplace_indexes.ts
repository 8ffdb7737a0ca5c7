import { sql, type Kysely } from 'kysely';

/**
 * Indexes for the marketplace search's filters (repos/marketplace.ts), so that a search and its
 * count read the entries it finds instead of every listed entry:
 * - the box around a searched city (latitude range, then longitude), read before the
 *   great-circle distance is measured;
 * - the list filters (specialty or the client's goals, training type, mode, language,
 *   availability), each an array the search tests with `@>` or `&&`, which GIN serves and combines.
 */
const arrays = ['specialties', 'activities', 'modes', 'languages', 'availability'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index marketplace_entries_box_idx on marketplace_entries (lat, lon) where listed`.execute(db);
  for (const column of arrays) {
    await sql`create index ${sql.id(`marketplace_entries_${column}_idx`)} on marketplace_entries
      using gin (${sql.id(column)}) where listed`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists marketplace_entries_box_idx`.execute(db);
  for (const column of arrays) {
    await sql`drop index if exists ${sql.id(`marketplace_entries_${column}_idx`)}`.execute(db);
  }
}
