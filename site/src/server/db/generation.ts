import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { logger } from '../log.ts';

/**
 * The write generation: a process-wide counter that moves after every committed write to the
 * database that a page could show. Cached pages (http/page-cache.ts) remember the generation read
 * before their data was read, and are served only while it has not moved.
 *
 * The dialect wrapper below sees every statement Kysely sends: an autocommit INSERT, UPDATE,
 * DELETE (or any statement it cannot prove is a plain read) moves the generation once it has run;
 * inside a transaction it is noted, and the generation moves when the transaction commits (and
 * also when a commit fails: its outcome is then unknown).
 */

let generation = 0;
const listeners = new Set<(generation: number, remote: boolean) => void>();

/** The current write generation. */
export function writeGeneration(): number {
  return generation;
}

/**
 * Moves the generation: a committed write here, or (`remote`) a write another instance announced
 * or may have made while this one was not listening.
 */
export function bumpGeneration(remote = false): void {
  generation += 1;
  for (const listener of listeners) {
    try {
      listener(generation, remote);
    } catch {
      // a listener's fault never stops a write from being recorded
    }
  }
}

/** Calls `listener` after every bump (the cross-instance channel announces the local ones). */
export function onGenerationBump(listener: (generation: number, remote: boolean) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Tables no page shows: sessions (their sliding expiry is written on renewal; only the auth code
 * reads them), sign-in devices and rate-limit buckets (read only by the sign-in limiter). Writes to
 * them leave the generation alone. A page that starts showing one of them must take it off here.
 */
export const unshownTables: ReadonlySet<string> = new Set(['sessions', 'login_devices', 'rate_limit_buckets']);

const control = /^\s*(begin|start\s+transaction|commit|end|rollback|savepoint|release|set|show|listen|unlisten)\b/i;
const plainRead = /^\s*select\b/i;
/** The announcement of ended sessions (generation-channel.ts): it changes no page. */
const sessionAnnouncement = /^\s*select pg_notify\('spotter_sessions', \$1\)\s*$/;
/** VACUUM and ANALYZE alone (one statement): they tidy storage and statistics, never what a row says. */
const housekeeping = /^\s*(vacuum|analyze)\b[^;]*;?\s*$/i;
const writeWord =
  /\b(insert|update|delete|merge|truncate|copy|alter|create|drop|grant|revoke|call|do|execute|refresh|reindex|vacuum|cluster|lock|notify|pg_notify|nextval|setval)\b/i;
const writeTarget = /^\s*(?:insert\s+into|update|delete\s+from)\s+(?:"?public"?\.)?"?([a-z_][a-z0-9_]*)"?[\s(]/i;

/**
 * Whether a statement may change what a page shows. Conservative: only transaction control, a
 * VACUUM or ANALYZE on its own, a SELECT with no write keyword anywhere (so `select … for update`
 * or a function named like a write count as writes), and a single INSERT/UPDATE/DELETE whose only
 * target is one of `unshownTables` are not; everything else (`with … insert`, DDL, raw text) is.
 */
export function isShownWrite(sql: string): boolean {
  if (control.test(sql) || housekeeping.test(sql) || sessionAnnouncement.test(sql)) return false;
  if (plainRead.test(sql)) return writeWord.test(sql);
  const target = writeTarget.exec(sql);
  if (!target || !unshownTables.has(target[1]!.toLowerCase())) return true;
  // The rest must not write elsewhere (an upsert's own `on conflict … do update` is the same table).
  const rest = sql.slice(target[0].length).replace(/\bon\s+conflict\b[\s\S]*?\bdo\s+update\b/gi, ' ');
  return /\b(insert|update|delete|merge|truncate)\b/i.test(rest);
}

interface ConnectionState {
  inTransaction: boolean;
  wrote: boolean;
  /** The connection's own `executeQuery`, which moves nothing. */
  execute: DatabaseConnection['executeQuery'];
}

const states = new WeakMap<DatabaseConnection, ConnectionState>();

/** The name of the database's count of committed shown writes (migration 0012). */
export const WRITE_COUNT_SEQUENCE = 'spotter_write_count';
const countWrite = CompiledQuery.raw(`select nextval('${WRITE_COUNT_SEQUENCE}')`);

/**
 * Moves the database's write count, on the connection that wrote, once its write is committed:
 * the answer that follows the write leaves only after every instance can see that it happened
 * (generation-channel.ts `catchUpWrites`). The write itself stands either way: a failure here is
 * logged, and the instances still hear of the write on the channel.
 */
async function countCommittedWrite(state: ConnectionState, companion: GenerationCompanion): Promise<void> {
  try {
    const result = await state.execute<{ nextval: number | string }>(countWrite);
    companion.counted(Number(result.rows[0]?.nextval));
  } catch (error) {
    // Before migration 0012 has run (the migrations' own statements) there is no count yet.
    if ((error as { code?: string }).code !== '42P01')
      logger.warn({ reason: (error as Error).message }, 'write not counted');
  }
}

/** `counter`: the companion that committed writes move the database's write count for (a shared PostgreSQL). */
function stateOf(connection: DatabaseConnection, counter: GenerationCompanion | undefined): ConnectionState {
  let state = states.get(connection);
  if (!state) {
    const execute = connection.executeQuery.bind(connection);
    state = { inTransaction: false, wrote: false, execute };
    states.set(connection, state);
    // Patched in place: drivers call private methods on their own connection objects, so the
    // connection handed back to Kysely must stay the very same object.
    const own = state;
    connection.executeQuery = async <R>(query: CompiledQuery): Promise<QueryResult<R>> => {
      const write = isShownWrite(query.sql);
      if (!write) return execute<R>(query);
      try {
        return await execute<R>(query);
      } finally {
        if (own.inTransaction) own.wrote = true;
        else {
          bumpGeneration();
          if (counter) await countCommittedWrite(own, counter);
        }
      }
    };
  }
  return state;
}

/** What the driver starts with the database and stops with it (the cross-instance channel). */
export interface GenerationCompanion {
  /** Whether committed writes move the database's write count (instances share the database). */
  readonly countsWrites: boolean;
  /** A write of this instance moved the database's write count to `count`. */
  counted(count: number): void;
  start(): void;
  stop(): Promise<void>;
}

class GenerationDriver implements Driver {
  readonly #inner: Driver;
  readonly #companion: GenerationCompanion | undefined;
  /** The companion when committed writes are counted in the database. */
  readonly #counter: GenerationCompanion | undefined;

  constructor(inner: Driver, companion?: GenerationCompanion) {
    this.#inner = inner;
    this.#companion = companion;
    this.#counter = companion?.countsWrites ? companion : undefined;
    // Savepoints pass through only when the wrapped driver has them (Kysely checks for them).
    if (inner.savepoint) this.savepoint = (c, n, q) => inner.savepoint!(c, n, q);
    if (inner.rollbackToSavepoint) this.rollbackToSavepoint = (c, n, q) => inner.rollbackToSavepoint!(c, n, q);
    if (inner.releaseSavepoint) this.releaseSavepoint = (c, n, q) => inner.releaseSavepoint!(c, n, q);
  }

  savepoint?: (c: DatabaseConnection, n: string, q: QueryCompiler['compileQuery']) => Promise<void>;
  rollbackToSavepoint?: (c: DatabaseConnection, n: string, q: QueryCompiler['compileQuery']) => Promise<void>;
  releaseSavepoint?: (c: DatabaseConnection, n: string, q: QueryCompiler['compileQuery']) => Promise<void>;

  async init(): Promise<void> {
    await this.#inner.init();
    this.#companion?.start();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await this.#inner.acquireConnection();
    stateOf(connection, this.#counter);
    return connection;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const state = stateOf(connection, this.#counter);
    await this.#inner.beginTransaction(connection, settings);
    state.inTransaction = true;
    state.wrote = false;
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const state = stateOf(connection, this.#counter);
    try {
      await this.#inner.commitTransaction(connection);
    } finally {
      const wrote = state.wrote;
      state.inTransaction = false;
      state.wrote = false;
      if (wrote) {
        bumpGeneration();
        if (this.#counter) await countCommittedWrite(state, this.#counter);
      }
    }
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const state = stateOf(connection, this.#counter);
    try {
      await this.#inner.rollbackTransaction(connection);
    } finally {
      state.inTransaction = false;
      state.wrote = false;
    }
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.#inner.releaseConnection(connection);
  }

  async destroy(): Promise<void> {
    await this.#companion?.stop();
    await this.#inner.destroy();
  }
}

/**
 * `dialect` with every committed write moving the write generation; `companion` (the channel that
 * shares writes with other instances) lives as long as the database.
 */
export function withWriteGeneration(dialect: Dialect, companion?: GenerationCompanion): Dialect {
  return {
    createDriver: () => new GenerationDriver(dialect.createDriver(), companion),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}
