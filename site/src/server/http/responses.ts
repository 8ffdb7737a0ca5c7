import type { ApiError, FieldErrorKeys } from '@spotter/domain';
import { translateKey, type Locale } from '@spotter/i18n';

const noStore = { 'cache-control': 'no-store' };

export function json<T>(data: T, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json(data, { status, headers: { ...noStore, ...headers } });
}

/** `{ success: true, data }`, the success shape of every endpoint. */
export function ok<T>(data: T, status = 200): Response {
  return json({ success: true, data }, status);
}

/**
 * An error answer `{ error, fieldErrors? }`. `error` and each field message may be an i18n key;
 * they are translated into the request's language here.
 */
export function apiError(status: number, error: string, locale: Locale, options: HttpErrorOptions = {}): Response {
  const body: ApiError & { success: false } = {
    success: false,
    error: translateKey(error, options.params ?? {}, locale),
  };
  if (options.fieldErrors) body.fieldErrors = translateFieldErrors(options.fieldErrors, locale);
  return json(body, status, options.headers);
}

export interface HttpErrorOptions {
  fieldErrors?: FieldErrorKeys;
  params?: Record<string, unknown>;
  headers?: Record<string, string>;
}

/** Thrown anywhere below an endpoint; `endpoint()` turns it into an error answer. */
export class HttpError extends Error {
  readonly status: number;
  readonly key: string;
  readonly options: HttpErrorOptions;

  constructor(status: number, key: string, options: HttpErrorOptions = {}) {
    super(key);
    this.status = status;
    this.key = key;
    this.options = options;
  }
}

/** `{ field: [key or { key, params }] }` → `{ field: [message] }` in the given language. */
export function translateFieldErrors(fieldErrors: FieldErrorKeys, locale: Locale): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(fieldErrors).map(([field, refs]) => [
      field,
      refs.map((ref) =>
        typeof ref === 'string' ? translateKey(ref, {}, locale) : translateKey(ref.key, ref.params, locale),
      ),
    ]),
  );
}
