import { afterAll, describe, expect, it } from 'vitest';
import { translateKey } from '@spotter/i18n';
import { actorFor, routes, writes } from '../helpers/routes.ts';
import { boundary } from '../helpers/malformed.ts';
import { alive, expectErrorShape, freshAccounts, prototypeKeys, send } from '../helpers/hostile.ts';

/**
 * Every route discovered from the route files, sent prototype keys in bodies, queries, forms,
 * multipart field names and route parameters: each is an ordinary unknown name, never a 5xx.
 */

const { accounts, cookieFor } = freshAccounts();

describe('the route list is discovered from the route files', () => {
  it('finds every kind of route, and the unsafe ones with what they read', () => {
    const patterns = routes.map((r) => r.pattern);
    expect(patterns).toEqual(
      expect.arrayContaining([
        '/api/upload',
        '/api/auth/login',
        '/auth/login',
        '/media/[...key]',
        '/client/dashboard/[section]',
      ]),
    );
    expect(writes.length).toBeGreaterThanOrEqual(11);
    expect(writes.find((w) => w.pattern === '/api/upload')?.body).toBe('multipart');
    expect(writes.find((w) => w.pattern === '/auth/register')?.body).toBe('form');
    expect(writes.find((w) => w.pattern === '/api/users/trainer/gallery')?.body).toBe('json');
  });
});

/**
 * What a JSON write answers a body of unknown names only: 400 for a missing field, or for a body
 * sent to a call that takes none; except the pages that read no field and the routes whose only
 * field is optional (the sample id does not exist).
 */
const unknownNamesAnswer: Record<string, number[]> = {
  'POST /auth/logout': [303],
  // Its page sends a signed-out visitor to sign in.
  'POST /auth/verify-email': [303],
  // The reason is optional.
  'POST /api/coaching-requests/[id]/decline': [404],
};

/**
 * What a form route answers the sample besides 400: a reset link is asked for (then limited), and
 * sign-in may be limited already.
 */
const formAccepting: Record<string, number[]> = {
  'POST /auth/forgot-password': [200, 429],
  // A wrong password is refused (400) until enough failed sign-ins from one address are limited,
  // which the other hostile files sharing this server may already have done.
  'POST /auth/login': [400, 429],
};

describe('prototype keys are ordinary unknown names everywhere', () => {
  const jsonWrites = writes.filter((w) => w.body === 'json' || w.body === null);
  it.each(jsonWrites.map((w) => [`${w.method} ${w.pattern}`, w] as const))('JSON keys: %s', async (_name, route) => {
    const cookie = await cookieFor(actorFor(route, route.method), route);
    const bodies = [
      '{"__proto__":{"role":"admin","isAdmin":true}}',
      '{"constructor":{"prototype":{"role":"admin"}}}',
      '{"toString":"x","hasOwnProperty":"x","valueOf":1,"__defineGetter__":2}',
      '{"images":[{"__proto__":{"mediaId":"x"}}],"language":{"__proto__":"en"}}',
    ];
    for (const body of bodies) {
      const response = await send(route.path, { method: route.method, body, contentType: 'application/json', cookie });
      expect(unknownNamesAnswer[`${route.method} ${route.pattern}`] ?? [400], body).toContain(response.status);
      expectErrorShape(route, response.status, await response.text());
    }
  });

  const gets = routes.filter((r) => r.methods.includes('GET'));
  it.each(gets.map((r) => [r.pattern, r] as const))('query keys: GET %s', async (_name, route) => {
    const cookie = await cookieFor(actorFor(route, 'GET'), route);
    const query =
      prototypeKeys.map((k) => `${k}=1`).join('&') + '&__proto__[role]=admin&role[__proto__]=x&returnTo=__proto__';
    const plain = await send(route.path, { cookie });
    const response = await send(`${route.path}${route.path.includes('?') ? '&' : '?'}${query}`, { cookie });
    // Unknown names change nothing: the route answers as it does without them.
    expect(response.status).toBe(plain.status);
  });

  const multipartWrites = writes.filter((w) => w.body === 'multipart');
  it.each(multipartWrites.map((w) => [`${w.method} ${w.pattern}`, w] as const))(
    'multipart field names: %s',
    async (_name, route) => {
      const cookie = await cookieFor(actorFor(route, route.method), route);
      for (const name of prototypeKeys) {
        for (const filename of ['; filename="a.png"', '']) {
          const body = Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename}\r\nContent-Type: image/png\r\n\r\nx\r\n--${boundary}--\r\n`,
          );
          const response = await send(route.path, {
            method: route.method,
            body,
            contentType: `multipart/form-data; boundary=${boundary}`,
            cookie,
          });
          expect(response.status, `${name}${filename}`).toBe(400);
          // Refused as an unknown file field (a text field is no file at all), not as a parser fault caught on the way.
          const expected = filename ? 'upload_error_unknown_field' : 'upload_error_no_file';
          expect((JSON.parse(await response.text()) as { error: string }).error).toBe(translateKey(expected, {}, 'en'));
        }
      }
      await alive();
    },
  );

  const formWrites = writes.filter((w) => w.body === 'form');
  it.each(formWrites.map((w) => [`${w.method} ${w.pattern}`, w] as const))('form keys: %s', async (_name, route) => {
    const body = `${prototypeKeys.map((k) => `${k}=x`).join('&')}&email=someone%40example.com&password=x&role=__proto__`;
    const response = await send(route.path, {
      method: route.method,
      body,
      contentType: 'application/x-www-form-urlencoded',
    });
    const key = `${route.method} ${route.pattern}`;
    expect(Object.hasOwn(formAccepting, key) ? formAccepting[key] : [400]).toContain(response.status);
  });

  const dynamic = routes.filter((r) => r.pattern.includes('['));
  it.each(dynamic.map((r) => [r.pattern, r] as const))('route parameters: %s', async (_name, route) => {
    const cookie = await cookieFor(actorFor(route, 'GET'), route);
    for (const key of [...prototypeKeys, '%00', 'a%00b', '..%2f..%2fetc%2fpasswd', 'x'.repeat(3000), '%F0%9F', '%']) {
      const target = route.pattern.replace(/\[[^\]]+\]/g, key);
      const response = await send(target, { cookie });
      // Not a valid id (400), no such thing (404), or a session first (401): never a 5xx.
      expect([400, 401, 404], target.slice(0, 80)).toContain(response.status);
    }
  });

  it('cookie names and values', async () => {
    for (const route of gets.slice(0, 8)) {
      const response = await send(route.path, {
        headers: {
          cookie:
            '__proto__=1; constructor=x; spotter_session=__proto__; spotter_device=toString; spotter_locale=constructor',
        },
      });
      // Read as no session: the public page (200), the way to sign in (303), or 401 for the API.
      expect([200, 303, 401]).toContain(response.status);
    }
  });

  it('left nothing polluted: roles and sessions still mean what they did', async () => {
    const anonymous = await send('/api/auth/session');
    expect(((await anonymous.json()) as { data: { user: unknown } }).data.user).toBeNull();
    expect((await send('/api/admin/stats', { cookie: accounts.get('client') })).status).toBe(403);
    expect((await send('/api/users/trainer/gallery', { cookie: accounts.get('client') })).status).toBe(403);
    await alive();
  });
});

afterAll(async () => {
  await alive();
});
