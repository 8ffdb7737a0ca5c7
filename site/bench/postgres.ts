/**
 * The PostgreSQL the bench runs on: DATABASE_URL when set, else a throwaway database on the local
 * server (127.0.0.1:5432, user postgres, trust auth) made with createdb and dropped at the end.
 * A run that needs a database of its own (the marketplace search) always gets a throwaway one,
 * on DATABASE_URL's server when it is set.
 */
import { LOCAL_POSTGRES, throwawayDatabase, type Throwaway } from '../scripts/postgres.ts';

export type BenchPostgres = Throwaway;

export function benchPostgres(): BenchPostgres {
  const given = process.env.DATABASE_URL;
  if (given) return { url: given, release: () => {} };
  return throwawayDatabase(LOCAL_POSTGRES, 'spotter_bench');
}

/** Always a new database, never DATABASE_URL's own (whose data another run may be measuring). */
export function ownPostgres(label: string): BenchPostgres {
  return throwawayDatabase(process.env.DATABASE_URL || LOCAL_POSTGRES, `spotter_bench_${label}`);
}
