import type { z } from 'zod';
import { fieldErrorKeys } from '@spotter/domain';
import { HttpError } from './responses.ts';

const MAX_BODY_BYTES = 64 * 1024;

type BodyKind = 'json' | 'form';

/** Reads at most `limit` bytes of the body; more is a 413 and the rest is not read. */
async function readText(request: Request, limit: number): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > limit) throw new HttpError(413, 'error_payload_too_large');
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new HttpError(413, 'error_payload_too_large');
    }
    chunks.push(value);
  }
  return new TextDecoder('utf-8', { fatal: false }).decode(Buffer.concat(chunks));
}

function kindOf(request: Request): BodyKind | null {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type === 'application/json') return 'json';
  if (type === 'application/x-www-form-urlencoded') return 'form';
  return null;
}

/**
 * Parses a JSON (or, where allowed, urlencoded form) body and validates it with a zod schema.
 * Wrong content type → 415, bad JSON → 400, too large → 413, invalid → 400 with field errors.
 */
export async function parseBody<S extends z.ZodType>(
  request: Request,
  schema: S,
  options: { allowForm?: boolean; limit?: number } = {},
): Promise<z.infer<S>> {
  const kind = kindOf(request);
  if (kind === null || (kind === 'form' && !options.allowForm)) {
    throw new HttpError(415, 'error_unsupported_media_type', { params: { type: 'application/json' } });
  }
  const text = await readText(request, options.limit ?? MAX_BODY_BYTES);
  let raw: unknown;
  if (kind === 'json') {
    try {
      raw = JSON.parse(text);
    } catch {
      throw new HttpError(400, 'error_invalid_json');
    }
  } else {
    raw = Object.fromEntries(new URLSearchParams(text));
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
