import type { z } from 'zod';
import type { ContractName, Contracts } from './contracts.ts';

/** Browser-side JSON calls to our endpoints: same-origin, no cache unless asked (places answers may be reused). */
export async function getJson<T>(
  path: string,
  options: { timeoutMs?: number; signal?: AbortSignal; cache?: RequestCache } = {},
): Promise<T> {
  const controller = new AbortController();
  const timer = options.timeoutMs ? setTimeout(() => controller.abort(), options.timeoutMs) : undefined;
  const signal = options.signal ? AbortSignal.any([options.signal, controller.signal]) : controller.signal;
  try {
    const response = await fetch(path, { credentials: 'same-origin', cache: options.cache ?? 'no-store', signal });
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    const body = (await response.json()) as { data: T };
    return body.data;
  } finally {
    if (timer) clearTimeout(timer);
  }
}

/** A refused call as the server answers it: `{ error, fieldErrors }`, translated. */
export interface ApiFailure {
  error: string;
  fieldErrors: Record<string, string[]>;
  /** The HTTP status of a refused call (409: the data changed since it was read); absent when checked in the browser. */
  status?: number;
}

/** An Error carrying `{ error, fieldErrors }`; `detail` is its message when there is no `error` text. */
export function apiFailure(failure: ApiFailure, detail = failure.error): Error & ApiFailure {
  return Object.assign(new Error(failure.error || detail), failure);
}

/** Sends JSON; a failure throws an Error carrying the server's `{ error, fieldErrors }`. */
export async function sendJson<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method,
    credentials: 'same-origin',
    cache: 'no-store',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? null : JSON.stringify(body),
  });
  const payload = (await response.json().catch(() => ({}))) as Partial<ApiFailure> & { data?: T };
  if (!response.ok) {
    // Without a message from our server (a proxy's error page) `error` stays empty, so the caller's
    // translated fallback is shown; the technical detail goes to the console.
    if (!payload.error) console.warn(`${method} ${path}: ${response.status}`);
    throw apiFailure(
      { error: payload.error ?? '', fieldErrors: payload.fieldErrors ?? {}, status: response.status },
      `${path}: ${response.status}`,
    );
  }
  return payload.data as T;
}

/**
 * Sends a payload checked first with the contract the endpoint validates it with: an invalid one
 * never leaves the browser and fails as the server would refuse it (translated field errors).
 * The contracts, zod and the validation messages load with the first send, not with the page.
 */
export async function sendChecked<T, K extends ContractName>(
  method: string,
  path: string,
  contract: K,
  payload: z.input<Contracts[K]>,
): Promise<T> {
  const { refusal } = await import('./contracts.ts');
  const failure = refusal(contract, payload);
  if (failure) throw apiFailure(failure);
  return sendJson<T>(method, path, payload);
}
