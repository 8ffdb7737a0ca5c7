import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import { config } from '../config.ts';
import type { Database } from './schema.ts';
import { logger } from '../log.ts';
import { withWriteGeneration } from './generation.ts';
import { WriteChannel } from './generation-channel.ts';
import { preparePGliteQueries } from './pglite-prepared.ts';

export type DB = Kysely<Database>;

/** How long a request waits for a database connection before it is answered 503. */
export const CONNECT_TIMEOUT_MS = 3_000;

const DATE_OID = 1082;
const NUMERIC_OID = 1700;
const INT8_OID = 20;

const parsers: Record<number, (value: string) => unknown> = {
  [DATE_OID]: (value) => value,
  [NUMERIC_OID]: (value) => Number.parseFloat(value),
  [INT8_OID]: (value) => Number.parseInt(value, 10),
};

export interface CreateDbOptions {
  /** postgres:// URL; when absent an embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Directory for PGlite's files; `memory://` keeps it in memory (tests). */
  pgliteDir?: string;
  /** A PGlite data directory dumped with `dumpDataDir` to start from (tests: a database migrated once). */
  pgliteDump?: Blob;
  poolSize?: number;
}

/** A lost connection's log fields: pg attaches the whole client to the error, which is noise. */
function connectionFault(error: Error & { code?: string }) {
  return { code: error.code, reason: error.message };
}

/** One factory: a pg Pool for a real PostgreSQL, or a PGlite database (file-backed or in memory). */
export async function createDb(options: CreateDbOptions): Promise<DB> {
  if (options.databaseUrl) {
    const pg = await import('pg');
    const { Pool, types } = pg.default;
    for (const [oid, parse] of Object.entries(parsers)) types.setTypeParser(Number(oid), parse);
    const pool = new Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // While the database is away a request waits this long for a connection, then answers 503.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    // A restart, failover or network break makes idle and checked-out connections emit `error`;
    // unheard, that would end the process. The pool drops broken clients and connects anew.
    pool.on('error', (error) => logger.warn(connectionFault(error), 'database connection lost (idle)'));
    pool.on('connect', (client) => {
      client.on('error', (error) => logger.warn(connectionFault(error), 'database connection lost'));
    });
    return new Kysely<Database>({
      dialect: withWriteGeneration(new PostgresDialect({ pool }), new WriteChannel(options.databaseUrl)),
    });
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const dir = options.pgliteDir ?? 'memory://';
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  // A small buffer cache: the embedded database serves one developer or a demo, and its memory is
  // the server process's own. Its WASM heap grows to the largest working set it ever needed and
  // never shrinks, so index builds and vacuum (maintenance_work_mem, 64MB by default) and temporary
  // tables get small budgets too; a larger job spills to disk instead.
  const pglite = await PGlite.create(dir, {
    parsers,
    postgresqlconf: 'shared_buffers = 16MB\nmaintenance_work_mem = 16MB\ntemp_buffers = 2MB',
    ...(options.pgliteDump && { loadDataDir: options.pgliteDump }),
  });
  return new Kysely<Database>({
    dialect: withWriteGeneration(new PGliteDialect({ pglite: preparePGliteQueries(pglite) })),
  });
}

export function defaultDbOptions(): CreateDbOptions {
  const env = config();
  return {
    databaseUrl: env.DATABASE_URL,
    pgliteDir: path.resolve(env.DATA_DIR, 'pglite'),
    poolSize: env.DATABASE_POOL_SIZE,
  };
}

// Kept on globalThis so a dev-server module reload never opens the same PGlite directory twice.
const holder = globalThis as typeof globalThis & { __spotterDb?: Promise<DB> };

/** The process-wide database, created on first use. */
export function getDb(): Promise<DB> {
  holder.__spotterDb ??= createDb(defaultDbOptions());
  return holder.__spotterDb;
}

/** Runs `work` in a transaction: `db`'s own when it is one already, else a new one. */
export function inTransaction<T>(db: DB, work: (trx: DB) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/** Replaces the process-wide database (tests). */
export function setDb(db: DB): void {
  holder.__spotterDb = Promise.resolve(db);
}
