import { createServer } from 'node:net';
import { inject } from 'vitest';

export const DEMO_PASSWORD = 'spotter-demo-2026';
export const demo = {
  client: 'adna.begic@spotter.test',
  trainer: 'amra.hodzic@spotter.test',
  admin: 'admin@spotter.test',
} as const;
export type Actor = 'anonymous' | keyof typeof demo;

/**
 * Tests that start servers of their own on the embedded database run once, in the HTTP run on
 * PGlite: the run on PostgreSQL would repeat them unchanged. Their titles say so when skipped.
 */
export function ownServerTest(title: string): { title: string; skipped: boolean } {
  const skipped = inject('database') === 'postgres';
  return { title: skipped ? `${title} (skipped: its own server runs on PGlite, tested in that run)` : title, skipped };
}

export function baseUrl(): string {
  return inject('baseUrl');
}

/** A random client address per call, so sign-in limits of one test never touch another. */
export function freshIp(): string {
  const octet = () => Math.floor(Math.random() * 256);
  return `10.${octet()}.${octet()}.${octet()}`;
}

export interface CallOptions {
  method?: string;
  body?: string | undefined;
  contentType?: string | undefined;
  cookie?: string | undefined;
  headers?: Record<string, string>;
}

/** A same-origin request to the test server (as a browser on the page would send it). */
export async function call(path: string, options: CallOptions = {}): Promise<Response> {
  const url = baseUrl();
  const headers: Record<string, string> = { origin: url, 'sec-fetch-site': 'same-origin', ...options.headers };
  if (options.contentType) headers['content-type'] = options.contentType;
  if (options.cookie) headers.cookie = options.cookie;
  return fetch(`${url}${path}`, {
    method: options.method ?? 'GET',
    headers,
    body: options.body ?? null,
    redirect: 'manual',
  });
}

export function json(body: unknown): Pick<CallOptions, 'body' | 'contentType'> {
  return { body: JSON.stringify(body), contentType: 'application/json' };
}

/** Signs an account in and returns its session cookie. */
export async function signInAs(email: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await call('/api/auth/login', {
    method: 'POST',
    ...json({ email, password }),
    headers: { 'x-forwarded-for': freshIp() },
  });
  if (response.status !== 200)
    throw new Error(`sign-in as ${email} failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie().find((c) => c.includes('spotter_session='));
  if (!cookie) throw new Error('no session cookie');
  return cookie.split(';')[0]!;
}

/** Signs a demo account in and returns its session cookie. */
export function signIn(actor: Exclude<Actor, 'anonymous'>): Promise<string> {
  return signInAs(demo[actor]);
}

export async function cookieFor(actor: Actor): Promise<string | undefined> {
  return actor === 'anonymous' ? undefined : signIn(actor);
}

/**
 * Registers an account on a server and signs it in (registering alone does not sign in: it only
 * emails the new account), answering its session cookie. `headers` go with both requests
 * (an address of its own, a language).
 */
export async function registerThenSignIn(
  base: string,
  account: { email: string; password: string; role: 'client' | 'trainer' },
  headers: Record<string, string> = {},
): Promise<string> {
  const common = { origin: base, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json', ...headers };
  const registered = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: common,
    body: JSON.stringify(account),
  });
  if (registered.status !== 201) throw new Error(`register failed: ${registered.status} ${await registered.text()}`);
  const signedIn = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: common,
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  if (signedIn.status !== 200) throw new Error(`sign-in failed: ${signedIn.status} ${await signedIn.text()}`);
  const cookie = signedIn.headers.getSetCookie().find((c) => c.includes('spotter_session='));
  if (!cookie) throw new Error('no session cookie');
  return cookie.split(';')[0]!;
}

/** A TCP port free on loopback now, for a server a test starts itself. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
