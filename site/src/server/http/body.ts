import type { z } from 'zod';
import { fieldErrorKeys } from '@spotter/domain';
import { HttpError } from './responses.ts';
import { discardRest } from './linger.ts';

/** The largest JSON body an endpoint reads. */
export const MAX_BODY_BYTES = 64 * 1024;

/** The body length the client declared, or null when it streams without one (chunked). */
export function declaredLength(request: Request): number | null {
  const header = request.headers.get('content-length');
  if (header === null || !/^\d+$/.test(header.trim())) return null;
  return Number(header);
}

/**
 * Reads at most `limit` bytes of the body; more is a 413 at once, from the declared length when
 * there is one, else at the first byte past the limit. The rest is never processed: it is
 * discarded while the answer goes out (see linger.ts).
 */
export async function readText(request: Request, limit: number): Promise<string> {
  const declared = declaredLength(request);
  if (declared !== null && declared > limit) {
    discardRest(request);
    throw new HttpError(413, 'error_payload_too_large');
  }
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let next: ReadableStreamReadResult<Uint8Array>;
    try {
      next = await reader.read();
    } catch {
      // The client went away mid-body, or the adapter's own size cap fired.
      throw new HttpError(400, 'error_body_incomplete');
    }
    if (next.done) break;
    size += next.value.byteLength;
    if (size > limit) {
      discardRest(request, reader);
      throw new HttpError(413, 'error_payload_too_large');
    }
    chunks.push(next.value);
  }
  return new TextDecoder('utf-8', { fatal: false }).decode(Buffer.concat(chunks));
}

/** The media type of the body without parameters, lower-cased ('' when absent). */
export function mediaTypeOf(request: Request): string {
  return (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** The largest HTML form body (sign-in and registration: an email, a password, a role). */
export const MAX_FORM_BYTES = 16 * 1024;

/**
 * The fields of a urlencoded HTML form post, for pages that answer a form without JavaScript.
 * Any other content type is a 415 and an oversized body a 413, like the JSON endpoints.
 */
export async function readForm(request: Request, limit = MAX_FORM_BYTES): Promise<URLSearchParams> {
  if (mediaTypeOf(request) !== 'application/x-www-form-urlencoded') {
    throw new HttpError(415, 'error_unsupported_media_type', { params: { type: 'application/x-www-form-urlencoded' } });
  }
  return new URLSearchParams(await readText(request, limit));
}

/**
 * Parses a JSON body and validates it with a zod schema. Wrong content type → 415, bad JSON →
 * 400, too large → 413, invalid → 400 with field errors.
 */
export async function parseBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.infer<S>> {
  if (mediaTypeOf(request) !== 'application/json') {
    throw new HttpError(415, 'error_unsupported_media_type', { params: { type: 'application/json' } });
  }
  const text = await readText(request, MAX_BODY_BYTES);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'error_invalid_json');
  }
  return validate(schema, raw);
}

export function validate<S extends z.ZodType>(schema: S, raw: unknown): z.infer<S> {
  const result = schema.safeParse(raw);
  if (!result.success) {
    throw new HttpError(400, 'error_validation', { fieldErrors: fieldErrorKeys(result.error) });
  }
  return result.data;
}

/**
 * For calls that take no payload (SPEC §7 "none"): a request that sends a body, or names a type
 * for one, is refused with a 400 before any work, so a payload meant for another call never acts here.
 */
export async function refuseBody(request: Request): Promise<void> {
  const typed = request.headers.has('content-type');
  const text = await readText(request, MAX_BODY_BYTES);
  if (typed || text.length > 0) throw new HttpError(400, 'error_body_unexpected');
}
