import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server, ServerResponse } from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  registerFrontDoor,
  registeredFrontDoor,
  type FreshAnswer,
  type StoredAnswer,
} from '#server/http/front-door.ts';
import { createListener, createNodeServer } from '#server/serve/server.ts';
import { discardingOf } from '#server/serve/body-cap.ts';
import { indexStaticFiles } from '#server/serve/static-files.ts';
import { decoded, raw } from '../helpers/raw.ts';

/**
 * The Node server in front of Astro, built here around a stub renderer (no bundle, no database):
 * the front door's stored answers, and compression of what the renderer writes.
 */

const PORT = Number(process.env.HTTP_TEST_PORT ?? 4410) + 7;
const base = `http://127.0.0.1:${PORT}`;

const page = Buffer.from(
  `<!doctype html><html><body>${'<p>stored answer, said many times</p>'.repeat(200)}</body></html>`,
);
const etag = `"${createHash('sha256').update(page).digest('base64url')}"`;
const stored: StoredAnswer = {
  status: 200,
  headers: [
    ['content-type', 'text/html; charset=utf-8'],
    ['cache-control', 'public, max-age=0, must-revalidate'],
    ['etag', etag],
    ['x-content-type-options', 'nosniff'],
  ],
  etag,
  body: page,
  gzip: gzipSync(page),
  br: brotliCompressSync(page),
};
const json = Buffer.from(
  JSON.stringify({ items: Array.from({ length: 100 }, (_, i) => ({ id: i, name: `item ${i}` })) }),
);
/** A search-like answer the door works out per request: compressed as a rendered one is. */
const fresh = (body: Buffer): FreshAnswer => ({
  fresh: true,
  status: 200,
  headers: [
    ['content-type', 'application/json'],
    ['cache-control', 'private, max-age=300'],
    ['vary', 'cookie'],
  ],
  body,
});
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const rendered: string[] = [];

const CAP = 1024 * 1024;
const LINGER_MS = 800;

/** Stands in for Astro's handler: writes as writeResponse does (writeHead, write per chunk, end). */
async function renderer(
  req: { url?: string; method?: string; body?: AsyncIterable<Uint8Array> },
  res: ServerResponse,
): Promise<void> {
  const url = req.url ?? '/';
  rendered.push(url);
  const html = { 'content-type': 'text/html' };
  switch (url.split('?')[0]) {
    case '/json':
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write(json);
      res.end();
      return;
    case '/small':
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"ok":true}');
      return;
    case '/streamed': {
      res.writeHead(200, html);
      res.write(`<!doctype html><html><head><title>streamed</title></head><body>`);
      await pause(300); // the renderer waits for data: what came so far must reach the browser
      res.write('<p>late</p>'.repeat(300));
      res.end('</body></html>');
      return;
    }
    case '/image':
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end(Buffer.alloc(5000, 7));
      return;
    case '/no-content':
      res.writeHead(204);
      res.end();
      return;
    case '/closing':
      res.writeHead(413, { 'content-type': 'application/json', connection: 'close', 'content-length': '2000' });
      res.end(Buffer.alloc(2000, 32));
      return;
    case '/coded':
      res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
      res.end(gzipSync(page));
      return;
    case '/fails':
      throw new Error('renderer failure');
    case '/over-cap': {
      // Reads the whole body, as a route without a limit of its own would, then answers as
      // afterDiscard does: the whole answer at once, ended when the discarding ends.
      let cut: unknown;
      try {
        for await (const chunk of req.body ?? []) void chunk;
      } catch (error) {
        cut = error;
      }
      const rest = discardingOf(cut);
      const answer = Buffer.from(JSON.stringify({ error: rest ? 'too large' : 'read' }));
      res.writeHead(rest ? 413 : 200, {
        'content-type': 'application/json',
        'content-length': String(answer.byteLength),
        connection: 'close',
      });
      res.write(answer);
      await rest;
      res.end();
      return;
    }
    default:
      res.writeHead(200, { ...html, etag: '"page"', vary: 'Cookie' });
      for (let i = 0; i < 50; i++) res.write(`<p>rendered ${url}</p>`.repeat(10));
      res.end();
  }
}

let server: Server;
let dir: string;

beforeAll(async () => {
  registerFrontDoor({
    lookup({ url }) {
      if (url === '/stored' || url === '/stored?x=1') return stored;
      if (url === '/stored-async') return pause(5).then(() => stored);
      if (url === '/throws') throw new Error('door failure');
      if (url === '/rejects') return Promise.reject(new Error('door failure'));
      if (url === '/not-an-answer') return { status: 200 } as unknown as StoredAnswer;
      if (url === '/fresh') return pause(5).then(() => fresh(json));
      if (url === '/fresh-small') return fresh(Buffer.from('{"ok":true}'));
      return null;
    },
  });
  dir = mkdtempSync(path.join(tmpdir(), 'spotter-serve-'));
  writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\n'.repeat(200));
  server = createNodeServer(
    createListener({
      staticFiles: indexStaticFiles(dir),
      app: renderer,
      frontDoor: registeredFrontDoor,
      onError: () => {},
      bodyCap: { bytes: CAP, lingerMs: LINGER_MS },
    }),
    {},
  );
  await new Promise<void>((resolve) => server.listen(PORT, '127.0.0.1', resolve));
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

describe('stored answers of the front door', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['identity', undefined],
    ['', undefined],
  ])('Accept-Encoding "%s" gets %s, with its length', async (accept, coding) => {
    const before = rendered.length;
    const answer = await raw(`${base}/stored`, { headers: accept ? { 'accept-encoding': accept } : {} });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe(coding);
    expect(answer.headers.vary).toBe('Accept-Encoding');
    // Each coding is a representation of its own, with a validator of its own.
    expect(answer.headers.etag).toBe(coding ? etag.replace(/"$/, `-${coding === 'gzip' ? 'gz' : 'br'}"`) : etag);
    expect(answer.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.byteLength);
    expect(decoded(answer).equals(page)).toBe(true);
    expect(rendered.length).toBe(before);
  });

  it('answers 304 when If-None-Match holds the validator', async () => {
    // A client holding the uncompressed copy is up to date too; the 304 names the copy it would get now.
    const answer = await raw(`${base}/stored`, { headers: { 'accept-encoding': 'br', 'if-none-match': etag } });
    expect(answer.status).toBe(304);
    expect(answer.body.byteLength).toBe(0);
    expect(answer.headers.etag).toBe(etag.replace(/"$/, '-br"'));
    expect(answer.headers.vary).toBe('Accept-Encoding');
    const weak = await raw(`${base}/stored`, { headers: { 'if-none-match': `"x", W/${etag}` } });
    expect(weak.status).toBe(304);
    const other = await raw(`${base}/stored`, { headers: { 'if-none-match': '"x"' } });
    expect(other.status).toBe(200);
  });

  it('answers HEAD with the head of the chosen coding', async () => {
    const answer = await raw(`${base}/stored`, { method: 'HEAD', headers: { 'accept-encoding': 'gzip' } });
    expect(answer.status).toBe(200);
    expect(answer.body.byteLength).toBe(0);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(Number(answer.headers['content-length'])).toBe(stored.gzip!.byteLength);
  });

  it('waits for a door that answers later', async () => {
    const answer = await raw(`${base}/stored-async`, { headers: { 'accept-encoding': 'br' } });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(decoded(answer).equals(page)).toBe(true);
  });

  it.each(['/throws', '/rejects', '/not-an-answer', '/elsewhere'])(
    '%s: a door that fails or has nothing lets the page render',
    async (url) => {
      const answer = await raw(`${base}${url}`, { headers: { 'accept-encoding': 'gzip' } });
      expect(answer.status).toBe(200);
      expect(decoded(answer).toString()).toContain(`rendered ${url}`);
      expect(rendered.at(-1)).toBe(url);
    },
  );

  it('is not asked for other methods', async () => {
    const answer = await raw(`${base}/stored`, { method: 'POST' });
    expect(answer.body.toString()).toContain('rendered /stored');
  });
});

describe('fresh answers of the front door', () => {
  it.each([
    ['gzip, br', 'gzip'],
    ['br', 'br'],
    ['identity', undefined],
  ])('Accept-Encoding "%s" gets %s, as a rendered answer would', async (accept, coding) => {
    const before = rendered.length;
    const answer = await raw(`${base}/fresh`, { headers: { 'accept-encoding': accept } });
    const astro = await raw(`${base}/json`, { headers: { 'accept-encoding': accept } });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe(coding);
    expect(answer.headers['content-encoding']).toBe(astro.headers['content-encoding']);
    expect(answer.headers.vary).toBe('cookie, Accept-Encoding');
    expect(answer.headers.etag).toBeUndefined();
    expect(Number(answer.headers['content-length'])).toBe(answer.body.byteLength);
    expect(decoded(answer).equals(json)).toBe(true);
    expect(answer.body.equals(astro.body)).toBe(true);
    expect(rendered.length).toBe(before + 1); // only the /json above was rendered
  });

  it('sends a small one as it is, still varying with Accept-Encoding', async () => {
    const answer = await raw(`${base}/fresh-small`, { headers: { 'accept-encoding': 'gzip' } });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers.vary).toBe('cookie, Accept-Encoding');
    expect(answer.body.toString()).toBe('{"ok":true}');
    expect(Number(answer.headers['content-length'])).toBe(11);
  });
});

describe('compression of rendered answers', () => {
  it('codes HTML, keeping the renderer’s headers and adding Vary', async () => {
    const identity = await raw(`${base}/page`, { headers: { 'accept-encoding': 'identity' } });
    const gzip = await raw(`${base}/page`, { headers: { 'accept-encoding': 'gzip, br' } });
    const br = await raw(`${base}/page`, { headers: { 'accept-encoding': 'br' } });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.headers.vary).toBe('Cookie, Accept-Encoding');
    expect(identity.headers.etag).toBe('"page"');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(br.headers['content-encoding']).toBe('br');
    for (const [coded, suffix] of [
      [gzip, 'gz'],
      [br, 'br'],
    ] as const) {
      expect(coded.headers.vary).toBe('Cookie, Accept-Encoding');
      expect(coded.headers.etag).toBe(`"page-${suffix}"`);
      expect(Number(coded.headers['content-length'])).toBe(coded.body.byteLength);
      expect(decoded(coded).equals(identity.body)).toBe(true);
    }
  });

  it('codes JSON, decoding to the same value', async () => {
    const answer = await raw(`${base}/json`, { headers: { 'accept-encoding': 'gzip' } });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.body.byteLength).toBeLessThan(json.byteLength / 2);
    expect(JSON.parse(decoded(answer).toString())).toEqual(JSON.parse(json.toString()));
  });

  it('streams a page whose renderer pauses, flushing what came before the pause', async () => {
    const started = Date.now();
    const { request } = await import('node:http');
    const { createGunzip } = await import('node:zlib');
    const firstText = await new Promise<{ at: number; text: string; whole: Promise<string> }>((resolve, reject) => {
      const req = request(`${base}/streamed`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        expect(res.headers['content-encoding']).toBe('gzip');
        expect(res.headers['content-length']).toBeUndefined();
        const gunzip = createGunzip();
        res.pipe(gunzip);
        let text = '';
        let first: string | undefined;
        const whole = new Promise<string>((done) => gunzip.on('end', () => done(text)));
        gunzip.on('data', (chunk: Buffer) => {
          text += chunk.toString();
          if (first === undefined) {
            first = text;
            resolve({ at: Date.now() - started, text: first, whole });
          }
        });
      });
      req.on('error', reject);
      req.end();
    });
    expect(firstText.text).toContain('<title>streamed</title>');
    expect(firstText.text).not.toContain('late');
    expect(firstText.at).toBeLessThan(250);
    const whole = await firstText.whole;
    expect(whole).toContain('<p>late</p>');
    expect(whole.endsWith('</body></html>')).toBe(true);
  });

  it.each([
    ['/small', 200],
    ['/image', 200],
    ['/no-content', 204],
    ['/closing', 413],
  ])('leaves %s as it is', async (url, status) => {
    const answer = await raw(`${base}${url}`, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(answer.status).toBe(status);
    expect(answer.headers['content-encoding']).toBeUndefined();
    const length = answer.headers['content-length'];
    if (length !== undefined) expect(Number(length)).toBe(answer.body.byteLength);
    if (url === '/small' || url === '/closing') expect(length).toBeDefined();
  });

  it('does not code twice an answer the renderer coded', async () => {
    const answer = await raw(`${base}/coded`, { headers: { 'accept-encoding': 'br' } });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(decoded(answer).equals(page)).toBe(true);
  });

  it('answers 500 when the renderer throws before writing', async () => {
    const answer = await raw(`${base}/fails`, { headers: { 'accept-encoding': 'gzip' } });
    expect(answer.status).toBe(500);
  });

  it('serves files of the client folder, compressed at start-up when the build did not', async () => {
    const answer = await raw(`${base}/robots.txt`, { headers: { 'accept-encoding': 'br' } });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(decoded(answer).toString()).toBe('User-agent: *\n'.repeat(200));
  });
});

/**
 * Streams a chunked body of `total` bytes; stops sending at the answer's first byte when `stopOnAnswer`.
 * Resolves with the status read (0 when none), the body, and when the connection closed.
 */
function upload(
  total: number,
  stopOnAnswer: boolean,
): Promise<{ status: number; body: string; closedAfterMs: number }> {
  return new Promise((resolve) => {
    const socket = net.connect(PORT, '127.0.0.1');
    const started = performance.now();
    const received: Buffer[] = [];
    let answered = false;
    let sent = 0;
    const chunk = Buffer.alloc(64 * 1024, 97);
    const write = () => {
      while (!(answered && stopOnAnswer) && !socket.destroyed && sent < total) {
        sent += chunk.length;
        if (
          !socket.write(Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]))
        ) {
          socket.once('drain', write);
          return;
        }
      }
      if (!answered && !socket.destroyed) socket.write('0\r\n\r\n');
    };
    const result = () => {
      const text = Buffer.concat(received).toString('latin1');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      return { status, body: text.split('\r\n\r\n').slice(1).join('\r\n\r\n') };
    };
    socket.on('data', (data: Buffer) => {
      answered = true;
      received.push(data);
      const { body } = result();
      const length = /content-length: (\d+)/i.exec(Buffer.concat(received).toString('latin1'))?.[1];
      // A reader that got the whole answer hangs up, as a browser does.
      if (stopOnAnswer && length !== undefined && Buffer.byteLength(body, 'latin1') >= Number(length)) socket.end();
    });
    socket.on('error', () => {});
    socket.on('close', () => resolve({ ...result(), closedAfterMs: performance.now() - started }));
    socket.once('connect', () => {
      socket.write(
        `POST /over-cap HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/octet-stream\r\nTransfer-Encoding: chunked\r\n\r\n`,
      );
      write();
    });
  });
}

describe('the body cap', () => {
  it('lets a body under the cap through whole', async () => {
    const answer = await upload(CAP / 2, true);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ error: 'read' });
  });

  it('answers a body read past the cap, the client still sending, without resetting the connection', async () => {
    // The renderer answers only after the cap ended its body: the adapter's cap destroyed the
    // request there, and the client, still sending, got a reset instead of the answer.
    for (let round = 0; round < 5; round++) {
      const answer = await upload(40 * CAP, true);
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toEqual({ error: 'too large' });
      expect(answer.closedAfterMs).toBeLessThan(LINGER_MS);
    }
  });

  it('cuts a client that goes on sending after the linger time', async () => {
    const answer = await upload(Number.MAX_SAFE_INTEGER, false);
    expect(answer.status).toBe(413);
    expect(answer.closedAfterMs).toBeGreaterThanOrEqual(LINGER_MS - 50);
    expect(answer.closedAfterMs).toBeLessThan(LINGER_MS + 5_000);
    const after = await raw(`${base}/small`);
    expect(after.status).toBe(200);
  });
});
