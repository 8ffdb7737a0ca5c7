import type { FreshAnswer } from './front-door.ts';

/**
 * What the bundle's searches answered at the front door (places, the marketplace) share: the
 * middleware's refusal they leave to it, and the endpoint's success answer they copy.
 */

/** A query with NUL anywhere: the middleware refuses it (400) before any endpoint runs, so the door leaves it. */
export function hasNul(params: URLSearchParams): boolean {
  for (const [name, value] of params) if (name.includes('\u0000') || value.includes('\u0000')) return true;
  return false;
}

/** The endpoint's success answer, `{ success: true, data }`, with the endpoint's headers. */
export function jsonAnswer(headers: FreshAnswer['headers'], data: unknown): FreshAnswer {
  return { fresh: true, status: 200, headers, body: Buffer.from(JSON.stringify({ success: true, data })) };
}
