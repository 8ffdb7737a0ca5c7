/**
 * The PostgreSQL the bench runs on: DATABASE_URL when set, else a throwaway database on the local
 * server (127.0.0.1:5432, user postgres, trust auth) made with createdb and dropped at the end.
 * A run that needs a database of its own (the marketplace search) always gets a throwaway one,
 * on DATABASE_URL's server when it is set.
 */
import { execFileSync } from 'node:child_process';

const LOCAL = 'postgres://postgres@127.0.0.1:5432/postgres';

export interface BenchPostgres {
  url: string;
  /** Drops the database when the bench made it; leaves a given DATABASE_URL alone. */
  release: () => void;
}

/** createdb/dropdb's connection arguments and environment for the server of `url`. */
function clientOf(url: URL): { args: string[]; env: NodeJS.ProcessEnv } {
  const args = ['-h', url.hostname || '127.0.0.1', '-p', url.port || '5432'];
  if (url.username) args.push('-U', decodeURIComponent(url.username));
  const env = url.password ? { ...process.env, PGPASSWORD: decodeURIComponent(url.password) } : process.env;
  return { args, env };
}

/** A new database on the server of `server` (a postgres:// URL), dropped by `release`. */
function throwaway(server: string, label: string): BenchPostgres {
  const name = `spotter_bench_${label ? `${label}_` : ''}${Date.now()}`;
  const { args, env } = clientOf(new URL(server));
  execFileSync('createdb', [...args, name], { stdio: 'inherit', env });
  console.log(`PostgreSQL: throwaway database ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    release: () => {
      // --force: the servers' pools may still hold connections a moment after they stopped.
      execFileSync('dropdb', [...args, '--if-exists', '--force', name], { stdio: 'inherit', env });
      console.log(`PostgreSQL: dropped ${name}`);
    },
  };
}

export function benchPostgres(): BenchPostgres {
  const given = process.env.DATABASE_URL;
  if (given) return { url: given, release: () => {} };
  return throwaway(LOCAL, '');
}

/** Always a new database, never DATABASE_URL's own (whose data another run may be measuring). */
export function ownPostgres(label: string): BenchPostgres {
  return throwaway(process.env.DATABASE_URL || LOCAL, label);
}
