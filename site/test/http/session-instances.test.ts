import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startServer, type RunningServer } from '../../scripts/harness.ts';
import { freePort, freshIp } from '../helpers/http.ts';

/**
 * Two server instances on one PostgreSQL database, each with its session cache and its page cache:
 * a session ended through one is refused by the other at once, for pages and for writes, not only
 * once the other's cache entry runs out; and a page read on one right after a save on the other
 * shows the save, every time, though the page was kept there before. Runs in the PostgreSQL HTTP
 * run only: on PGlite no two instances share a database.
 */

const onPostgres = inject('database') === 'postgres';
const PASSWORD = 'correct horse battery';

let a: RunningServer | undefined;
let b: RunningServer | undefined;

/** A same-origin request to one instance, as a browser on its page would send it. */
function on(
  server: RunningServer | undefined,
  path: string,
  init: { method?: string; cookie?: string; body?: unknown; ip?: string } = {},
) {
  const url = server!.url;
  const headers: Record<string, string> = { origin: url, 'sec-fetch-site': 'same-origin' };
  if (init.cookie) headers.cookie = init.cookie;
  if (init.ip) headers['x-forwarded-for'] = init.ip;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${url}${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? null : JSON.stringify(init.body),
    redirect: 'manual',
  });
}

function cookieOf(response: Response): string {
  const cookie = response.headers.getSetCookie().find((c) => /spotter_session=[a-z2-7]{32}/.test(c));
  if (!cookie) throw new Error(`no session cookie (${response.status})`);
  return cookie.split(';')[0]!;
}

/** A new account registered on the first instance, from an address of its own. */
async function register(role: 'client' | 'trainer'): Promise<{ email: string; ip: string }> {
  const email = `instances.${role}.${Date.now().toString(36)}@example.test`;
  const ip = freshIp();
  const registered = await on(a, '/api/auth/register', {
    method: 'POST',
    body: { email, password: PASSWORD, role },
    ip,
  });
  expect(registered.status).toBe(201);
  return { email, ip };
}

async function signIn(email: string, ip: string, password = PASSWORD): Promise<string> {
  const response = await on(a, '/api/auth/login', { method: 'POST', body: { email, password }, ip });
  expect(response.status).toBe(200);
  return cookieOf(response);
}

/**
 * The cookie signs in on `server`: a page shows and the session call names the user (reads only,
 * so the instance keeps the session in its cache: a write would evict the account's sessions).
 */
async function expectSignedIn(server: RunningServer | undefined, cookie: string): Promise<void> {
  expect((await on(server, '/client/dashboard', { cookie })).status).toBe(200);
  const session = (await (await on(server, '/api/auth/session', { cookie })).json()) as { data: { user: unknown } };
  expect(session.data.user).not.toBeNull();
}

async function expectRefused(server: RunningServer | undefined, cookie: string): Promise<void> {
  const page = await on(server, '/client/dashboard', { cookie });
  expect(page.status).toBe(303);
  expect(page.headers.get('location')).toMatch(/^\/auth\/login/);
  const write = await on(server, '/api/users/update-language', { method: 'PATCH', cookie, body: { language: 'de' } });
  expect(write.status).toBe(401);
}

describe.skipIf(!onPostgres)(
  `two instances${onPostgres ? '' : ' (skipped: two instances share a database in the PostgreSQL run only)'}`,
  () => {
    beforeAll(async () => {
      const env = { DATABASE_URL: inject('databaseUrl') };
      a = await startServer(await freePort(), { useDatabaseUrl: true, env });
      b = await startServer(await freePort(), { useDatabaseUrl: true, env });
    }, 180_000);

    afterAll(async () => {
      const stray = [a?.strayErrors(), b?.strayErrors()].filter(Boolean).join('\n');
      await Promise.all([a?.stop(), b?.stop()]);
      expect(stray).toBe('');
    });

    it('refuses on the second instance a session signed out on the first, at once', async () => {
      const { email, ip } = await register('client');
      const first = await signIn(email, ip);
      const second = await signIn(email, ip);
      await expectSignedIn(b, first);
      await expectSignedIn(b, second);

      const out = await on(a, '/api/auth/logout', { method: 'POST', cookie: first });
      expect(out.status).toBe(200);
      await expectRefused(b, first);
      // The other session is untouched.
      await expectSignedIn(b, second);

      // A password change on the first instance ends every session on the second.
      const third = await signIn(email, ip);
      await expectSignedIn(b, third);
      const changed = await on(a, '/api/users/client', {
        method: 'PUT',
        cookie: second,
        body: { newPassword: 'a brand new secret', currentPassword: PASSWORD },
        ip,
      });
      expect(changed.status).toBe(200);
      await expectRefused(b, third);
      await expectRefused(b, second);
      await expectSignedIn(b, await signIn(email, ip, 'a brand new secret'));
    });

    it(
      'shows on the second instance, at once, what was saved on the first, every time',
      { timeout: 180_000 },
      async () => {
        const { email, ip } = await register('trainer');
        const cookie = await signIn(email, ip);
        const brandPage = '/trainer/dashboard/brand-customization';
        const stale: number[] = [];
        for (let round = 0; round < 40; round += 1) {
          // Kept on the second instance before the save: read twice, the second read from its cache.
          for (let read = 0; read < 2; read += 1) expect((await on(b, brandPage, { cookie })).status).toBe(200);
          const title = `Round ${round} ${Math.random().toString(36).slice(2, 8)}`;
          const saved = await on(a, '/api/users/trainer/branding', {
            method: 'PUT',
            cookie,
            body: { useCustomLogo: true, hideLogoImage: true, customLogoTitle: title, logoTitleColor: '#5b21b6' },
          });
          expect(saved.status).toBe(200);
          // Right after the answer, as a browser sent to another instance would ask.
          const page = await on(b, brandPage, { cookie });
          expect(page.status).toBe(200);
          if (!(await page.text()).includes(title)) stale.push(round);
        }
        expect(stale, 'rounds whose page on the second instance missed the save').toEqual([]);
      },
    );
  },
);
