import { randomUUID } from 'node:crypto';
import { sql, type QueryExecutorProvider } from 'kysely';
import type { Client } from 'pg';
import { logger } from '../log.ts';
import { bumpGeneration, onGenerationBump } from './generation.ts';

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

/** True when every started channel is listening (always true on PGlite, which no one shares). */
export function remoteWritesKnown(): boolean {
  for (const channel of channels) if (!channel.listening) return false;
  return true;
}

export class WriteChannel {
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
