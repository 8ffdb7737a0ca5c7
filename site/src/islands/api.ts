/** Browser-side JSON calls to our endpoints: same-origin, no cache, `{ error, fieldErrors? }` on failure. */
export interface ApiFailure {
  ok: false;
  status: number;
  error: string;
  fieldErrors: Record<string, string[]>;
}
export interface ApiSuccess<T> {
  ok: true;
  data: T;
}

export async function callApi<T>(
  path: string,
  init: { method?: string; body?: unknown; signal?: AbortSignal; fallbackError: string },
): Promise<ApiSuccess<T> | ApiFailure> {
  try {
    const response = await fetch(path, {
      method: init.method ?? 'POST',
      credentials: 'same-origin',
      cache: 'no-store',
      headers: init.body === undefined ? {} : { 'content-type': 'application/json' },
      body: init.body === undefined ? null : JSON.stringify(init.body),
      signal: init.signal ?? null,
    });
    const payload = (await response.json().catch(() => ({}))) as {
      data?: T;
      error?: string;
      fieldErrors?: Record<string, string[]>;
    };
    if (response.ok) return { ok: true, data: payload.data as T };
    return {
      ok: false,
      status: response.status,
      error: payload.error || init.fallbackError,
      fieldErrors: payload.fieldErrors ?? {},
    };
  } catch {
    return { ok: false, status: 0, error: init.fallbackError, fieldErrors: {} };
  }
}
