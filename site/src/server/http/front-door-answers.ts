import type { FreshAnswer } from './front-door.ts';

/**
 * What the bundle's searches answered at the front door (places, the marketplace) share: the
 * middleware's refusal they leave to it, and the endpoint's success answer they copy.
 */

/** True when a decoded path or parameter holds a NUL or another control character (nothing of ours is named so). */
export function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * A query with a control character in a name or value: the middleware refuses it (400) before
 * any endpoint runs, so the doors leave it to the middleware.
 */
export function hasControlCharacterIn(params: URLSearchParams): boolean {
  for (const [name, value] of params) if (hasControlCharacter(name) || hasControlCharacter(value)) return true;
  return false;
}

/** The endpoint's success answer, `{ success: true, data }`, with the endpoint's headers. */
export function jsonAnswer(headers: FreshAnswer['headers'], data: unknown): FreshAnswer {
  return { fresh: true, status: 200, headers, body: Buffer.from(JSON.stringify({ success: true, data })) };
}
