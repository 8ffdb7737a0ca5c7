/**
 * The local PostgreSQL that tests and benchmarks use when no DATABASE_URL is given: the server on
 * 127.0.0.1:5432 (user postgres, trust auth), started when it is installed but not running, and
 * throwaway databases on it made with createdb and dropped at the end.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

export const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

export interface Throwaway {
  url: string;
  /** Drops the database (and any connection still open to it). */
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
export function throwawayDatabase(server: string, prefix: string, quiet = false): Throwaway {
  const name = `${prefix}_${Date.now()}_${process.pid}`;
  const { args, env } = clientOf(new URL(server));
  const stdio = quiet ? 'pipe' : 'inherit';
  execFileSync('createdb', [...args, name], { stdio, env });
  if (!quiet) console.log(`PostgreSQL: throwaway database ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    release: () => {
      // --force: the servers' pools may still hold connections a moment after they stopped.
      execFileSync('dropdb', [...args, '--if-exists', '--force', name], { stdio, env });
      if (!quiet) console.log(`PostgreSQL: dropped ${name}`);
    },
  };
}

const ready = () => spawnSync('pg_isready', ['-h', '127.0.0.1', '-p', '5432'], { stdio: 'ignore' }).status === 0;

/**
 * Makes sure the local server answers, starting Debian's cluster when it is installed and stopped.
 * Returns why it cannot, or undefined when it answers.
 */
export function ensureLocalPostgres(): string | undefined {
  if (spawnSync('pg_isready', ['--version'], { stdio: 'ignore' }).error)
    return 'PostgreSQL is not installed (pg_isready is missing): install PostgreSQL 15 or newer, e.g. `apt-get install postgresql`';
  if (ready()) return undefined;
  const versions = existsSync('/etc/postgresql') ? readdirSync('/etc/postgresql').sort().reverse() : [];
  for (const version of versions) {
    console.log(`Starting the local PostgreSQL ${version} cluster…`);
    spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start'], { stdio: 'inherit' });
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      if (ready()) return undefined;
      spawnSync('sleep', ['1']);
    }
  }
  return 'no PostgreSQL answers on 127.0.0.1:5432 and none could be started: start PostgreSQL 15 or newer there (user postgres, trust auth), or set DATABASE_URL';
}

/**
 * The folder holding initdb and pg_ctl: PG_BIN when set, else `pg_config --bindir`, else the
 * newest of Debian's /usr/lib/postgresql/<version>/bin. Undefined when none has them.
 */
export function postgresBinaries(): string | undefined {
  const has = (dir: string | undefined): dir is string =>
    !!dir && existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl'));
  if (process.env.PG_BIN) return has(process.env.PG_BIN) ? process.env.PG_BIN : undefined;
  const configured = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  const fromConfig = configured.status === 0 ? configured.stdout.trim() : undefined;
  if (has(fromConfig)) return fromConfig;
  const debian = '/usr/lib/postgresql';
  const versions = existsSync(debian)
    ? readdirSync(debian).sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a))
    : [];
  return versions.map((version) => path.join(debian, version, 'bin')).find(has);
}
