import type { IncomingHttpHeaders } from 'node:http';

/**
 * The meeting point of the Node server in front of Astro (`site/scripts/start.ts`) and the built
 * bundle. The server runs outside the bundle, so it cannot import the bundle's modules (it would get
 * second copies: a second database, a second session cache). The bundle registers what it offers on
 * `globalThis` under a registry symbol at start-up; the server finds it there after importing the
 * bundle. This file holds only the shape and the registry, so either side may import it.
 */

/** A complete answer kept by the bundle, ready to send without rendering anything. */
export interface StoredAnswer {
  status: number;
  /** Every header of the answer except content-length and content-encoding (the server sets those). */
  headers: ReadonlyArray<readonly [string, string]>;
  /** Strong validator of the body, quoted (`"…"`), also among `headers` as `etag`. */
  etag: string;
  /** The body, uncompressed. */
  body: Buffer;
  /** The same body, precompressed when it was stored (absent when too small to be worth it). */
  gzip?: Buffer;
  br?: Buffer;
}

/**
 * An answer the bundle worked out for this one request without Astro (a search): sent as a rendered
 * answer is, compressed on the way out when it is worth it. No validator: it is made anew each time.
 */
export interface FreshAnswer {
  fresh: true;
  status: number;
  /** Every header of the answer except content-length and content-encoding (the server sets those). */
  headers: ReadonlyArray<readonly [string, string]>;
  body: Buffer;
}

export interface FrontDoorRequest {
  method: string;
  /** Path and query, as on the request line. */
  url: string;
  headers: IncomingHttpHeaders;
}

export type FrontDoorAnswer = StoredAnswer | FreshAnswer;

export interface FrontDoor {
  /**
   * A stored or fresh answer for this request, or null when the bundle must render it. Never throws
   * for any input; the server still falls back to rendering should it reject.
   */
  lookup(request: FrontDoorRequest): Promise<FrontDoorAnswer | null> | FrontDoorAnswer | null;
}

const registry = Symbol.for('spotter.frontDoor');
type Holder = typeof globalThis & { [registry]?: FrontDoor };

/** Called once by the bundle when it loads. */
export function registerFrontDoor(door: FrontDoor): void {
  (globalThis as Holder)[registry] = door;
}

/** What the bundle registered, if anything (the server renders everything when nothing is). */
export function registeredFrontDoor(): FrontDoor | undefined {
  return (globalThis as Holder)[registry];
}
