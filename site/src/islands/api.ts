/** Browser-side JSON calls to our endpoints: same-origin, no cache. */
export async function getJson<T>(path: string, options: { timeoutMs?: number } = {}): Promise<T> {
  const controller = new AbortController();
  const timer = options.timeoutMs ? setTimeout(() => controller.abort(), options.timeoutMs) : undefined;
  try {
    const response = await fetch(path, { credentials: 'same-origin', cache: 'no-store', signal: controller.signal });
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    const body = (await response.json()) as { data: T };
    return body.data;
  } finally {
    if (timer) clearTimeout(timer);
  }
}

export interface ApiFailure {
  error: string;
  fieldErrors: Record<string, string[]>;
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
  const payload = (await response.json().catch(() => ({}))) as {
    data?: T;
    error?: string;
    fieldErrors?: Record<string, string[]>;
  };
  if (!response.ok) {
    // Without a message from our server (a proxy's error page) `error` stays empty, so the caller's
    // translated fallback is shown; the technical detail goes to the console.
    const failure: ApiFailure = { error: payload.error ?? '', fieldErrors: payload.fieldErrors ?? {} };
    if (!payload.error) console.warn(`${method} ${path}: ${response.status}`);
    throw Object.assign(new Error(failure.error || `${path}: ${response.status}`), failure);
  }
  return payload.data as T;
}
