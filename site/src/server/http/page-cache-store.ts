import type { StoredAnswer } from './front-door.ts';

/** One stored page and the conditions under which it may still be served. */
export interface StoredPage {
  answer: StoredAnswer;
  /** The write generation read before the page read its data; null when the page reads none. */
  generation: number | null;
  /**
   * Epoch ms after which the entry is dropped (relative dates and ages on the page move); the store
   * never keeps it past the day it was stored on.
   */
  expires: number;
}

/** The next midnight after `now`, in the server's zone or in UTC, whichever comes first (pages may use either). */
export function endOfDay(now: number): number {
  const local = new Date(now);
  local.setHours(24, 0, 0, 0);
  const utc = new Date(now);
  utc.setUTCHours(24, 0, 0, 0);
  return Math.min(local.getTime(), utc.getTime());
}

function sizeOf(page: StoredPage, key: string): number {
  const { answer } = page;
  let bytes = 256 + key.length * 2 + answer.body.byteLength;
  bytes += answer.gzip?.byteLength ?? 0;
  bytes += answer.br?.byteLength ?? 0;
  for (const [name, value] of answer.headers) bytes += (name.length + value.length) * 2;
  return bytes;
}

/**
 * A bounded in-process store of complete answers: least recently used first out once the bytes
 * held pass `maxBytes`; an entry is served only while its generation is the current one, its
 * lifetime has not passed and the day it was stored on has not ended.
 */
export class PageStore {
  readonly #entries = new Map<string, { page: StoredPage; bytes: number }>();
  #bytes = 0;

  readonly maxBytes: number;
  /** An entry larger than this is never kept (one huge page must not flush the rest). */
  readonly maxEntryBytes: number;

  constructor(maxBytes: number, maxEntryBytes = Math.max(1, Math.floor(maxBytes / 8))) {
    this.maxBytes = maxBytes;
    this.maxEntryBytes = maxEntryBytes;
  }

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  /** The entry under `key` when still valid (and marks it recently used); drops a stale one. */
  get(key: string, generation: number, now = Date.now()): StoredPage | undefined {
    const held = this.#entries.get(key);
    if (!held) return undefined;
    const { page } = held;
    if ((page.generation !== null && page.generation !== generation) || page.expires <= now) {
      this.delete(key);
      return undefined;
    }
    this.#entries.delete(key);
    this.#entries.set(key, held);
    return page;
  }

  /**
   * Keeps `page` under `key` (replacing any) until its expiry or the end of today, whichever is
   * first, then evicts the least recently used over the bound.
   */
  set(key: string, page: StoredPage, now = Date.now()): boolean {
    const bytes = sizeOf(page, key);
    this.delete(key);
    if (bytes > this.maxEntryBytes) return false;
    this.#entries.set(key, { page: { ...page, expires: Math.min(page.expires, endOfDay(now)) }, bytes });
    this.#bytes += bytes;
    for (const [oldest, held] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= held.bytes;
    }
    return true;
  }

  delete(key: string): void {
    const held = this.#entries.get(key);
    if (!held) return;
    this.#entries.delete(key);
    this.#bytes -= held.bytes;
  }

  /** Drops every entry whose key starts with `prefix` (all of one audience, e.g. a user). */
  deletePrefix(prefix: string): void {
    for (const key of this.#entries.keys()) if (key.startsWith(prefix)) this.delete(key);
  }

  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
  }
}
