/**
 * The PostgreSQL the bench runs on: DATABASE_URL when set, else a throwaway database on the local
 * server (127.0.0.1:5432, user postgres, trust auth) made with createdb and dropped at the end.
 */
import { execFileSync } from 'node:child_process';

const LOCAL = ['-h', '127.0.0.1', '-p', '5432', '-U', 'postgres'];

export interface BenchPostgres {
  url: string;
  /** Drops the database when the bench made it; leaves a given DATABASE_URL alone. */
  release: () => void;
}

export function benchPostgres(): BenchPostgres {
  const given = process.env.DATABASE_URL;
  if (given) return { url: given, release: () => {} };
  const name = `spotter_bench_${Date.now()}`;
  execFileSync('createdb', [...LOCAL, name], { stdio: 'inherit' });
  console.log(`PostgreSQL: throwaway database ${name}`);
  return {
    url: `postgres://postgres@127.0.0.1:5432/${name}`,
    release: () => {
      // --force: the servers' pools may still hold connections a moment after they stopped.
      execFileSync('dropdb', [...LOCAL, '--if-exists', '--force', name], { stdio: 'inherit' });
      console.log(`PostgreSQL: dropped ${name}`);
    },
  };
}
