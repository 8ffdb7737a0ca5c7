import { sql } from 'kysely';
import type { DB } from './index.ts';

/**
 * The tables whose rows are rewritten most: sessions (renewed), sign-in devices, email codes and
 * limiter buckets (counted and expired), users and profiles (saved), and the marketplace's search
 * rows (rewritten by triggers on every profile save).
 */
export const churningTables = [
  'sessions',
  'login_devices',
  'email_codes',
  'rate_limit_buckets',
  'users',
  'trainer_profiles',
  'client_profiles',
  'profile_section_versions',
  'marketplace_entries',
] as const;

/**
 * Removes old row versions from `tables` (a plain VACUUM: no lock that stops reads or writes, and
 * empty pages at a table's end are given back) and renews their statistics (ANALYZE). PostgreSQL's
 * autovacuum does both by itself; embedded PGlite runs none, so the server's maintenance calls
 * this there (5 s after start, then hourly), or a long-running embedded database grows with every
 * update and its planner guesses: without statistics a marketplace filter's count scanned every
 * entry instead of reading its index.
 */
export async function vacuumTables(db: DB, tables: readonly string[] = churningTables): Promise<void> {
  if (tables.length === 0) return;
  await sql`vacuum (analyze) ${sql.join(tables.map((table) => sql.table(table)))}`.execute(db);
}
