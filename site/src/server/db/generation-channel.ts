import { randomUUID } from 'node:crypto';
import { sql, type QueryExecutorProvider } from 'kysely';
import type { Client } from 'pg';
import { logger } from '../log.ts';
import { bumpGeneration, onGenerationBump, WRITE_COUNT_SEQUENCE } from './generation.ts';

/**
 * Several instances on one PostgreSQL: each announces its committed writes on a NOTIFY channel
 * and listens there, so a write through one instance moves the write generation of all (and every
 * instance drops the cached pages it could have changed). While an instance is not listening
 * (starting, or its listening connection broke) it cannot know of other instances' writes: it
 * reports so through `remoteWritesKnown()`, and the page cache serves no database-backed page
 * until it listens again, after which it moves its own generation once for what it may have missed.
 */

export const WRITES_CHANNEL = 'spotter_writes';
/**
 * Ended sessions: `u:<user id>` (every session of a user) or `s:<session id>` (one session),
 * announced by whoever ended them (see `announceSessionsEnded`), heard by every instance.
 */
export const SESSIONS_CHANNEL = 'spotter_sessions';
const RECONNECT_MS = 1_000;

const channels = new Set<WriteChannel>();

/** What ended: every session of a user, one session, or (`all`) whatever an instance may have missed. */
export type EndedSessions = { userId: string } | { sessionId: string } | 'all';
const sessionListeners = new Set<(ended: EndedSessions) => void>();

/**
 * Calls `listener` whenever sessions ended on any instance (the session cache subscribes), and
 * with `all` each time a channel starts listening, since announcements made before were not heard.
 */
export function onSessionsEnded(listener: (ended: EndedSessions) => void): () => void {
  sessionListeners.add(listener);
  return () => sessionListeners.delete(listener);
}

function sessionsEnded(ended: EndedSessions): void {
  for (const listener of sessionListeners) {
    try {
      listener(ended);
    } catch (error) {
      logger.warn({ reason: (error as Error).message }, 'session eviction failed');
    }
  }
}

/** The announcement's text, or null for a payload no instance of this product sends. */
export function parseEndedSessions(payload: string): EndedSessions | null {
  const match = /^([us]):([0-9a-f-]{1,64})(?::[0-9a-f]{1,32})?$/.exec(payload);
  if (!match) return null;
  return match[1] === 'u' ? { userId: match[2]! } : { sessionId: match[2]! };
}

/** The longest an answer waits for its announcement to come back (SPEC of the product: within 100 ms). */
export const ANNOUNCEMENT_WAIT_MS = 100;
/** Announcements this process waits to hear back, by their tag. */
const awaited = new Map<string, () => void>();

function heard(payload: string): void {
  const tag = /:([0-9a-f]{1,32})$/.exec(payload)?.[1];
  if (tag && payload.split(':').length === 3) awaited.get(tag)?.();
}

/**
 * Tells every instance that sessions ended. Sent through `db` itself, so inside a transaction it
 * is delivered when the transaction commits (never for work rolled back); on PGlite no one else
 * listens and the statement costs one round trip. Every instance, this one included, evicts them
 * from its session cache when the announcement arrives.
 */
export async function announceSessionsEnded(
  db: QueryExecutorProvider,
  ended: { userId: string } | { sessionId: string },
): Promise<void> {
  const subject = 'userId' in ended ? `u:${ended.userId}` : `s:${ended.sessionId}`;
  // Outside a transaction, while this instance listens, the answer waits (briefly) until the
  // announcement came back: PostgreSQL has then signalled every listening instance.
  const wait = !(db as { isTransaction?: boolean }).isTransaction && [...channels].some((c) => c.listening);
  if (!wait) {
    // The exact text generation.ts knows as no write (it changes no page).
    await sql`select pg_notify('spotter_sessions', ${subject})`.execute(db);
    return;
  }
  const tag = randomUUID().replaceAll('-', '');
  let timer: NodeJS.Timeout | undefined;
  const back = new Promise<void>((resolve) => {
    awaited.set(tag, resolve);
    timer = setTimeout(resolve, ANNOUNCEMENT_WAIT_MS);
  });
  try {
    await sql`select pg_notify('spotter_sessions', ${`${subject}:${tag}`})`.execute(db);
    await back;
  } finally {
    clearTimeout(timer);
    awaited.delete(tag);
  }
}

/**
 * Read-your-writes across instances. A write's announcement can reach this instance after a
 * request that follows the write (the writer answered, the reader's next request came here
 * first). Before an answer kept in memory is served, this reads the database's write count
 * (migration 0012), which the writing instance moved before it answered, and moves this
 * instance's write generation when the count moved since it last looked. Calls share one read,
 * but never one that started before they were made: under load it is one read per round trip,
 * however many requests wait on it. Nothing to do on PGlite, which no one shares.
 */
export function catchUpWrites(): Promise<void> {
  if (channels.size === 0) return Promise.resolve();
  if (channels.size === 1) return channels.values().next().value!.catchUp();
  return Promise.all([...channels].map((channel) => channel.catchUp())).then(() => undefined);
}

/** True when every started channel is listening (always true on PGlite, which no one shares). */
export function remoteWritesKnown(): boolean {
  for (const channel of channels) if (!channel.listening) return false;
  return true;
}

/** The database's count of committed shown writes (0 before the first). */
async function readWriteCount(client: Client): Promise<number> {
  const result = await client.query<{ count: number | string }>(
    `select case when is_called then last_value else 0 end as count from ${WRITE_COUNT_SEQUENCE}`,
  );
  return Number(result.rows[0]?.count ?? 0);
}

export class WriteChannel {
  /** Committed writes move the database's write count (generation.ts), which `catchUp` reads. */
  readonly countsWrites = true;
  readonly #url: string;
  /** Names this channel's announcements, so that it ignores its own. */
  readonly #instance = randomUUID();
  #client: Client | undefined;
  #stopped = false;
  #listening = false;
  #announcing = false;
  #reconnect: NodeJS.Timeout | undefined;
  #unsubscribe: (() => void) | undefined;
  #ready: Promise<void>;
  #resolveReady: () => void = () => {};
  /** The write count last read, or null before the first read. */
  #seenCount: number | null = null;
  /** The read of the write count in flight, and the one queued behind it for later callers. */
  #reading: Promise<void> | undefined;
  #queued: Promise<void> | undefined;

  constructor(url: string) {
    this.#url = url;
    this.#ready = new Promise((resolve) => (this.#resolveReady = resolve));
  }

  get listening(): boolean {
    return this.#listening;
  }

  /** Settles once the channel listens for the first time (tests). */
  ready(): Promise<void> {
    return this.#ready;
  }

  start(): void {
    channels.add(this);
    this.#unsubscribe = onGenerationBump((_, remote) => {
      if (!remote) this.#announce();
    });
    void this.#connect();
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    channels.delete(this);
    this.#unsubscribe?.();
    clearTimeout(this.#reconnect);
    const client = this.#client;
    this.#client = undefined;
    this.#listening = false;
    this.#resolveReady();
    await client?.end().catch(() => {});
  }

  async #connect(): Promise<void> {
    if (this.#stopped) return;
    const pg = (await import('pg')).default;
    const client = new pg.Client({ connectionString: this.#url, connectionTimeoutMillis: 3_000 });
    client.on('error', (error) => {
      logger.warn({ reason: error.message }, 'write channel lost');
      this.#drop(client);
    });
    client.on('end', () => this.#drop(client));
    client.on('notification', (message) => {
      if (message.channel === WRITES_CHANNEL && message.payload !== this.#instance) bumpGeneration(true);
      if (message.channel === SESSIONS_CHANNEL) {
        const ended = parseEndedSessions(message.payload ?? '');
        if (ended) sessionsEnded(ended);
        heard(message.payload ?? '');
      }
    });
    try {
      await client.connect();
      await client.query(`listen ${WRITES_CHANNEL}`);
      await client.query(`listen ${SESSIONS_CHANNEL}`);
      // The count from here on: the generation moves below for every write before it. Without a
      // count (a database not yet migrated), every catch-up moves the generation.
      this.#seenCount = await readWriteCount(client).catch(() => null);
    } catch (error) {
      logger.warn({ reason: (error as Error).message }, 'write channel unavailable');
      this.#drop(client);
      return;
    }
    if (this.#stopped) {
      await client.end().catch(() => {});
      return;
    }
    this.#client = client;
    this.#listening = true;
    // Other instances' writes while this one was not listening are unknown: count them as one.
    bumpGeneration(true);
    // So are the sessions they ended: nothing cached before now may be served.
    sessionsEnded('all');
    this.#resolveReady();
  }

  #drop(client: Client): void {
    if (this.#client === client) this.#client = undefined;
    if (this.#client === undefined) this.#listening = false;
    client.removeAllListeners('notification');
    client.end().catch(() => {});
    if (this.#stopped || this.#reconnect) return;
    this.#reconnect = setTimeout(() => {
      this.#reconnect = undefined;
      if (!this.#client) void this.#connect();
    }, RECONNECT_MS);
    this.#reconnect.unref();
  }

  /** See `catchUpWrites`. */
  catchUp(): Promise<void> {
    if (!this.#reading) return this.#readCount();
    // A read in flight may have left before the caller's write count moved: the next one starts after it.
    this.#queued ??= this.#reading.then(() => {
      this.#queued = undefined;
      return this.#readCount();
    });
    return this.#queued;
  }

  /**
   * This instance counted a write of its own (generation.ts), its generation already moved for it:
   * when no other write came between, the count it would next read holds nothing new.
   */
  counted(count: number): void {
    if (this.#seenCount !== null && count === this.#seenCount + 1) this.#seenCount = count;
  }

  #readCount(): Promise<void> {
    const client = this.#client;
    // Not listening: nothing database-backed is served from memory meanwhile (remoteWritesKnown).
    if (!client) return Promise.resolve();
    const reading = readWriteCount(client)
      .then(
        (count) => {
          if (count !== this.#seenCount) {
            this.#seenCount = count;
            bumpGeneration(true);
          }
        },
        (error: Error) => {
          // Unknown whether anything was written: nothing kept may be served on it.
          logger.warn({ reason: error.message }, 'write count not read');
          bumpGeneration(true);
        },
      )
      .finally(() => {
        if (this.#reading === reading) this.#reading = undefined;
      });
    this.#reading = reading;
    return reading;
  }

  /** One announcement per turn of the event loop, however many writes it saw. */
  #announce(): void {
    if (this.#announcing || !this.#client) return;
    this.#announcing = true;
    setImmediate(() => {
      this.#announcing = false;
      this.#client
        ?.query('select pg_notify($1, $2)', [WRITES_CHANNEL, this.#instance])
        .catch((error: Error) => logger.warn({ reason: error.message }, 'write not announced'));
    });
  }
}
