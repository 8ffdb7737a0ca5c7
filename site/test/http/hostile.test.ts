import net from 'node:net';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { maxUploadRequestBytes, mediaRules, uploadFieldPurposes } from '@spotter/domain';
import { translateKey } from '@spotter/i18n';
import { MAX_BODY_BYTES, MAX_FORM_BYTES } from '#server/http/body.ts';
import { baseUrl, freshIp, signIn, type Actor } from '../helpers/http.ts';
import { actorFor, routes, unsafeMethods, writes, type Route } from '../helpers/routes.ts';
import { boundary, malformedForms, malformedJson, malformedMultipart, type Payload } from '../helpers/malformed.ts';

/**
 * Everything a hostile or broken client can send, on every route discovered from the route
 * files: prototype keys, wrong methods and content types, hundreds of malformed bodies per
 * unsafe endpoint, and bodies over each limit. No answer may be a 5xx, and the one production
 * server process must still be answering after each batch.
 */

const MB = 1024 * 1024;
const prototypeKeys = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'];

function alive(): Promise<void> {
  return (async () => {
    expect(() => process.kill(inject('serverPid'), 0), 'the server process ended').not.toThrow();
    const health = await fetch(`${baseUrl()}/api/health`, { signal: AbortSignal.timeout(5_000) });
    expect(health.status).toBe(200);
  })();
}

/** Fresh accounts per role (writes change their own data, never the demo accounts'). */
const accounts = new Map<Actor, string | undefined>();
async function register(role: 'client' | 'trainer'): Promise<string> {
  const response = await send('/api/auth/register', {
    method: 'POST',
    body: JSON.stringify({
      email: `hostile.${role}.${Date.now()}.${Math.random().toString(36).slice(2)}@example.test`,
      password: 'hostile password',
      role,
    }),
    contentType: 'application/json',
  });
  expect(response.status).toBe(201);
  return response.headers
    .getSetCookie()
    .find((c) => c.includes('spotter_session='))!
    .split(';')[0]!;
}

beforeAll(async () => {
  accounts.set('anonymous', undefined);
  accounts.set('client', await register('client'));
  accounts.set('trainer', await register('trainer'));
  accounts.set('admin', await signIn('admin'));
});

/** A cookie for the actor; sign-out routes get a session of their own, since they end it. */
async function cookieFor(actor: Actor, route: Route): Promise<string | undefined> {
  if (actor === 'anonymous') return undefined;
  if (/logout/.test(route.pattern)) return actor === 'admin' ? signIn('admin') : register(actor);
  return accounts.get(actor);
}

interface SendOptions {
  method?: string;
  body?: string | Buffer;
  contentType?: string;
  cookie?: string | undefined;
  headers?: Record<string, string>;
}

/** A same-origin request from a fresh address (so sign-in and registration limits stay out of the way). */
function send(target: string, options: SendOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { origin: baseUrl(), 'x-forwarded-for': freshIp(), ...options.headers };
  if (options.contentType) headers['content-type'] = options.contentType;
  if (options.cookie) headers.cookie = options.cookie;
  // A Buffer body: fetch adds a text/plain content type of its own to strings.
  const bytes = typeof options.body === 'string' ? Buffer.from(options.body) : options.body;
  const body = bytes ? new Uint8Array(bytes) : null;
  return fetch(`${baseUrl()}${target}`, {
    method: options.method ?? 'GET',
    headers,
    body,
    redirect: 'manual',
    signal: AbortSignal.timeout(20_000),
  });
}

/** Sends every payload (six at a time) and returns the statuses with the payload names. */
async function sendAll(route: Route & { method: string }, payloads: Payload[], cookie: string | undefined) {
  const results: Array<{ name: string; status: number; body: string }> = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 6 }, async () => {
      while (next < payloads.length) {
        const payload = payloads[next++]!;
        const response = await send(route.path, {
          method: route.method,
          body: payload.body,
          contentType: payload.contentType,
          cookie,
        });
        results.push({ name: payload.name, status: response.status, body: await response.text() });
      }
    }),
  );
  return results;
}

function expectErrorShape(route: Route, status: number, body: string): void {
  if (status < 400 || !route.api) return;
  const parsed = JSON.parse(body) as { error?: unknown };
  expect(typeof parsed.error, body.slice(0, 200)).toBe('string');
}

function tempFiles(): string[] {
  try {
    return readdirSync(path.join(inject('dataDir'), 'tmp'));
  } catch {
    return [];
  }
}

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
      expect(response.status, body).toBeLessThan(500);
      expectErrorShape(route, response.status, await response.text());
    }
  });

  const gets = routes.filter((r) => r.methods.includes('GET'));
  it.each(gets.map((r) => [r.pattern, r] as const))('query keys: GET %s', async (_name, route) => {
    const cookie = await cookieFor(actorFor(route, 'GET'), route);
    const query =
      prototypeKeys.map((k) => `${k}=1`).join('&') + '&__proto__[role]=admin&role[__proto__]=x&returnTo=__proto__';
    const response = await send(`${route.path}${route.path.includes('?') ? '&' : '?'}${query}`, { cookie });
    expect(response.status).toBeLessThan(500);
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
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });

  const dynamic = routes.filter((r) => r.pattern.includes('['));
  it.each(dynamic.map((r) => [r.pattern, r] as const))('route parameters: %s', async (_name, route) => {
    const cookie = await cookieFor(actorFor(route, 'GET'), route);
    for (const key of [...prototypeKeys, '%00', 'a%00b', '..%2f..%2fetc%2fpasswd', 'x'.repeat(3000), '%F0%9F', '%']) {
      const target = route.pattern.replace(/\[[^\]]+\]/g, key);
      const response = await send(target, { cookie });
      expect(response.status, target.slice(0, 80)).toBeLessThan(500);
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
      expect(response.status).toBeLessThan(500);
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

describe('every route refuses what it does not accept with a 4xx', () => {
  const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
  const wrongMethods = routes.flatMap((route) =>
    methods.filter((m) => !route.methods.includes(m)).map((method) => ({ ...route, method })),
  );
  it.each(wrongMethods.map((r) => [`${r.method} ${r.pattern}`, r] as const))('method %s', async (_name, route) => {
    const actor = actorFor(route, route.methods[0] ?? 'GET');
    const cookie = await cookieFor(actor, route);
    const response = await send(route.path, {
      method: route.method,
      cookie,
      ...(route.method === 'GET' ? {} : { body: '{}', contentType: 'application/json' }),
    });
    // Signed in (or a page): 405. An anonymous caller of an API route is told to sign in first.
    expect(actor === 'anonymous' && route.api ? [401, 405] : [405]).toContain(response.status);
  });

  const contentTypes: Array<string | undefined> = [
    undefined,
    'text/plain',
    'application/xml',
    'multipart/form-data',
    'application/json',
    'application/x-www-form-urlencoded',
    'application/octet-stream',
    'image/png',
    'application/json-patch+json',
    ';;;',
  ];
  const accepted: Record<string, string> = {
    json: 'application/json',
    form: 'application/x-www-form-urlencoded',
    multipart: 'multipart/form-data; boundary=x',
  };
  const wrongTypes = writes.flatMap((route) =>
    contentTypes
      .filter((type) => route.body === null || type !== accepted[route.body])
      .map((type) => ({ route, type })),
  );
  it.each(
    wrongTypes.map((c) => [`${c.route.method} ${c.route.pattern} with ${c.type ?? 'no content type'}`, c] as const),
  )('%s', async (_name, { route, type }) => {
    const cookie = await cookieFor(actorFor(route, route.method), route);
    const response = await send(route.path, {
      method: route.method,
      body: 'email=a%40b.co&password=x',
      contentType: type,
      cookie,
    });
    if (route.body === null) expect(response.status).toBeLessThan(500);
    else expect([400, 415]).toContain(response.status);
    expectErrorShape(route, response.status, await response.text());
  });
});

describe('at least 200 malformed payloads per unsafe endpoint: no 5xx, the server keeps serving', () => {
  const corpora = { json: malformedJson(), form: malformedForms(), multipart: malformedMultipart() };
  it.each(writes.map((w) => [`${w.method} ${w.pattern}`, w] as const))(
    '%s',
    async (_name, route) => {
      const payloads =
        route.body === 'multipart'
          ? [...corpora.multipart, ...corpora.json.slice(0, 40)]
          : route.body === 'form'
            ? [...corpora.form, ...corpora.json]
            : [...corpora.json, ...corpora.form];
      expect(payloads.length).toBeGreaterThanOrEqual(200);
      const before = tempFiles();
      const results = await sendAll(route, payloads, await cookieFor(actorFor(route, route.method), route));
      const faults = results
        .filter((r) => r.status >= 500)
        .map((r) => `${r.status} ${r.name}: ${r.body.slice(0, 120)}`);
      expect(faults).toEqual([]);
      for (const result of results) expectErrorShape(route, result.status, result.body);
      expect(tempFiles()).toEqual(before);
      await alive();
    },
    180_000,
  );
});

interface Timed {
  status: number;
  ms: number;
  body: string;
}

/**
 * Streams `total` bytes (zeros after `head`) over a raw socket and stops as soon as an answer
 * arrives. `ms` is the time from the moment the server could know the body is too large
 * (`knownAfter` bytes sent; 0 when the declared length tells) to the first byte of the answer.
 * With `declare` the length is sent up front; otherwise the body is chunked. A server that
 * closes after answering may reset the socket while we still write: what it answered is kept.
 */
function stream(
  target: string,
  options: {
    method: string;
    contentType: string;
    cookie?: string | undefined;
    head?: Buffer;
    tail?: Buffer;
    total: number;
    declare: boolean;
    knownAfter: number;
  },
): Promise<Timed> {
  return new Promise((resolve) => {
    const url = new URL(target, baseUrl());
    const lines = [
      `${options.method} ${url.pathname} HTTP/1.1`,
      `Host: ${url.host}`,
      `Origin: ${baseUrl()}`,
      `Content-Type: ${options.contentType}`,
      `X-Forwarded-For: ${freshIp()}`,
      options.declare ? `Content-Length: ${options.total + (options.tail?.length ?? 0)}` : 'Transfer-Encoding: chunked',
      ...(options.cookie ? [`Cookie: ${options.cookie}`] : []),
    ];
    const socket = net.connect(Number(url.port), url.hostname);
    let knownAt = options.knownAfter === 0 ? performance.now() : 0;
    let firstByteAt = 0;
    const received: Buffer[] = [];
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      const text = Buffer.concat(received).toString('latin1');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      const [headers = '', ...rest] = text.split('\r\n\r\n');
      let body = rest.join('\r\n\r\n');
      if (/transfer-encoding: chunked/i.test(headers))
        body = body
          .replace(/^[0-9a-f]+\r\n/i, '')
          .replace(/\r\n0\r\n\r\n$/, '')
          .replace(/\r\n$/, '');
      resolve({
        status,
        ms: firstByteAt ? firstByteAt - (knownAt || firstByteAt) : Number.POSITIVE_INFINITY,
        body: Buffer.from(body, 'latin1').toString('utf8'),
      });
      socket.destroy();
    };
    socket.on('data', (data: Buffer) => {
      firstByteAt ||= performance.now();
      received.push(data);
      const text = Buffer.concat(received).toString('latin1');
      const length = /content-length: (\d+)/i.exec(text)?.[1];
      const split = text.indexOf('\r\n\r\n');
      if (split >= 0 && length !== undefined && Buffer.byteLength(text, 'latin1') - split - 4 >= Number(length))
        finish();
      if (split >= 0 && /\r\n0\r\n\r\n$/.test(text)) finish();
    });
    socket.on('error', () => {});
    socket.on('close', finish);
    socket.setTimeout(10_000, finish);
    const frame = (piece: Buffer) =>
      options.declare
        ? piece
        : Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n')]);
    const chunk = Buffer.alloc(64 * 1024);
    let sent = 0;
    const write = () => {
      while (!firstByteAt && !socket.destroyed && sent < options.total) {
        let piece = sent === 0 && options.head ? options.head : chunk;
        if (sent + piece.length > options.total) piece = piece.subarray(0, options.total - sent);
        sent += piece.length;
        const flowing = socket.write(frame(piece));
        if (!knownAt && sent > options.knownAfter) knownAt = performance.now();
        if (!flowing) {
          socket.once('drain', write);
          return;
        }
      }
      if (!firstByteAt && !socket.destroyed && options.tail) socket.write(frame(options.tail));
      if (!firstByteAt && !socket.destroyed && !options.declare) socket.write('0\r\n\r\n');
    };
    socket.once('connect', () => {
      socket.write(`${lines.join('\r\n')}\r\n\r\n`);
      write();
    });
  });
}

describe('bodies over a limit are answered 413 within a second, and leave nothing behind', () => {
  const adapterLimit = 60 * MB;
  const jsonWrites = writes.filter((w) => w.body === 'json');
  const sizes = (limit: number) => [
    { what: 'just over the limit, declared', total: limit + 1, declare: true, knownAfter: 0 },
    { what: 'just over the limit, chunked', total: limit + 1, declare: false, knownAfter: limit },
    { what: 'far over the adapter limit, declared', total: adapterLimit + 10 * MB, declare: true, knownAfter: 0 },
    { what: 'far over the adapter limit, chunked', total: adapterLimit + 10 * MB, declare: false, knownAfter: limit },
  ];

  const jsonCases = jsonWrites.flatMap((route) => sizes(MAX_BODY_BYTES).map((size) => ({ route, ...size })));
  it.each(jsonCases.map((c) => [`${c.route.method} ${c.route.pattern}: ${c.what}`, c] as const))(
    '%s',
    async (_name, c) => {
      const cookie = await cookieFor(actorFor(c.route, c.route.method), c.route);
      const answer = await stream(c.route.path, {
        method: c.route.method,
        contentType: 'application/json',
        cookie,
        head: Buffer.from('{"a":"'),
        total: c.total,
        declare: c.declare,
        knownAfter: c.knownAfter,
      });
      expect(answer.status).toBe(413);
      expect(answer.ms).toBeLessThan(1_000);
      expect(JSON.parse(answer.body).error).toMatch(/\S/);
    },
  );

  const formCases = writes
    .filter((w) => w.body === 'form')
    .flatMap((route) => sizes(MAX_FORM_BYTES).map((size) => ({ route, ...size })));
  it.each(formCases.map((c) => [`${c.route.method} ${c.route.pattern}: ${c.what}`, c] as const))(
    '%s',
    async (_name, c) => {
      const answer = await stream(c.route.path, {
        method: c.route.method,
        contentType: 'application/x-www-form-urlencoded',
        head: Buffer.from('email='),
        total: c.total,
        declare: c.declare,
        knownAfter: c.knownAfter,
      });
      expect(answer.status).toBe(413);
      expect(answer.ms).toBeLessThan(1_000);
    },
  );

  const upload = writes.find((w) => w.body === 'multipart')!;
  const fieldCases = Object.entries(uploadFieldPurposes).flatMap(([field, purpose]) =>
    [true, false].map((declare) => ({ field, limit: mediaRules[purpose].maxBytes, declare })),
  );
  it.each(
    fieldCases.map(
      (c) => [`${c.field} one byte over ${c.limit / MB} MB, ${c.declare ? 'declared' : 'chunked'}`, c] as const,
    ),
  )('%s', async (_name, c) => {
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${c.field}"; filename="big.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    );
    const before = tempFiles();
    const answer = await stream(upload.path, {
      method: 'POST',
      contentType: `multipart/form-data; boundary=${boundary}`,
      cookie: accounts.get('trainer'),
      head,
      tail: Buffer.from(`\r\n--${boundary}--\r\n`),
      total: head.length + c.limit + 1,
      declare: c.declare,
      knownAfter: head.length + c.limit,
    });
    expect(answer.status).toBe(413);
    expect(answer.ms).toBeLessThan(1_000);
    const body = JSON.parse(answer.body) as { error: string; fieldErrors?: Record<string, string[]> };
    const message = body.fieldErrors?.[c.field]?.[0] ?? body.error;
    expect(message).not.toMatch(/undefined|NaN|\{/);
    expect(message).toContain(String(Math.min(c.limit, maxUploadRequestBytes) / MB));
    // The writer of a streamed file closes after the answer; give it a moment, then nothing is left.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(tempFiles()).toEqual(before);
  });

  it.each(sizes(maxUploadRequestBytes).map((s) => [s.what, s] as const))(
    'the whole upload request %s',
    async (_name, size) => {
      // A text field: no file limit of its own stops it first, only the request's.
      const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\n`);
      const before = tempFiles();
      const answer = await stream(upload.path, {
        method: 'POST',
        contentType: `multipart/form-data; boundary=${boundary}`,
        cookie: accounts.get('trainer'),
        head,
        total: size.total,
        declare: size.declare,
        knownAfter: size.knownAfter,
      });
      expect(answer.status).toBe(413);
      expect(answer.ms).toBeLessThan(1_000);
      expect(JSON.parse(answer.body).error).toContain(`${maxUploadRequestBytes / MB} MB`);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(tempFiles()).toEqual(before);
    },
  );

  it('the server is still serving', alive);
});

describe('unsafe requests must come from our own pages', () => {
  it.each(writes.map((w) => [`${w.method} ${w.pattern}`, w] as const))(
    "%s without Origin or Sec-Fetch-Site is refused, in the reader's language",
    async (_name, route) => {
      const cookie = await cookieFor(actorFor(route, route.method), route);
      const headers: Record<string, string> = {
        'accept-language': 'bs',
        'content-type': 'application/json',
        'x-forwarded-for': freshIp(),
      };
      if (cookie) headers.cookie = cookie;
      const bare = await fetch(`${baseUrl()}${route.path}`, {
        method: route.method,
        headers,
        body: '{}',
        redirect: 'manual',
      });
      expect(bare.status).toBe(403);
      const refused = (await bare.json()) as { error: string };
      expect(refused.error).toMatch(/Spotter/);
      expect(refused.error).not.toMatch(/did not come/);

      const foreign = await fetch(`${baseUrl()}${route.path}`, {
        method: route.method,
        headers: { ...headers, origin: 'https://evil.example' },
        body: '{}',
        redirect: 'manual',
      });
      expect(foreign.status).toBe(403);

      // A browser on our page (Sec-Fetch-Site), or an API client naming our origin, gets past the check.
      const sameSite = await fetch(`${baseUrl()}${route.path}`, {
        method: route.method,
        headers: { ...headers, 'sec-fetch-site': 'same-origin' },
        body: '{}',
        redirect: 'manual',
      });
      expect(sameSite.status).not.toBe(403);
    },
  );

  it('needs the check on every unsafe method it knows', () => {
    expect([...unsafeMethods].sort()).toEqual(['DELETE', 'PATCH', 'POST', 'PUT']);
  });
});

afterAll(async () => {
  await alive();
});
