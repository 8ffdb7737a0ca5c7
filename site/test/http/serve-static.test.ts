import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from '../helpers/http.ts';
import { decoded, raw } from '../helpers/raw.ts';

/** Static files of the build, answered by the Node server in front of Astro (site/src/server/serve). */

const client = path.resolve(import.meta.dirname, '../../dist/client');

let script: { url: string; bytes: Buffer };

beforeAll(() => {
  // The biggest script of the build: surely worth compressing.
  const dir = path.join(client, '_astro');
  const name = readdirSync(dir)
    .filter((file) => file.endsWith('.js'))
    .sort((a, b) => statSync(path.join(dir, b)).size - statSync(path.join(dir, a)).size)[0]!;
  script = { url: `/_astro/${name}`, bytes: readFileSync(path.join(dir, name)) };
});

describe('static files', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.5, br;q=0.4', 'gzip'],
    ['identity', undefined],
    ['', undefined],
  ])('Accept-Encoding "%s" gets %s, decoding to the file', async (accept, coding) => {
    const answer = await raw(`${baseUrl()}${script.url}`, { headers: accept ? { 'accept-encoding': accept } : {} });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe(coding);
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.byteLength);
    if (coding) expect(answer.body.byteLength).toBeLessThan(script.bytes.byteLength / 2);
    expect(decoded(answer).equals(script.bytes)).toBe(true);
  });

  it('keeps hashed assets a year, with a strong validator and the security headers', async () => {
    const answer = await raw(`${baseUrl()}${script.url}`, { headers: { 'accept-encoding': 'br' } });
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.etag).toMatch(/^"[^"]+"$/);
    expect(answer.headers['last-modified']).toBeTruthy();
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('has the other files checked again before use', async () => {
    const answer = await raw(`${baseUrl()}/favicon.svg`);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('image/svg+xml');
    expect(answer.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(answer.body.equals(readFileSync(path.join(client, 'favicon.svg')))).toBe(true);
  });

  it('answers 304 when the validator still holds, for each coding', async () => {
    for (const accept of ['br', 'gzip', 'identity']) {
      const first = await raw(`${baseUrl()}${script.url}`, { headers: { 'accept-encoding': accept } });
      const etag = String(first.headers.etag);
      const again = await raw(`${baseUrl()}${script.url}`, {
        headers: { 'accept-encoding': accept, 'if-none-match': `W/"other", ${etag}` },
      });
      expect(again.status).toBe(304);
      expect(again.body.byteLength).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const stale = await raw(`${baseUrl()}${script.url}`, { headers: { 'if-none-match': '"stale"' } });
    expect(stale.status).toBe(200);
    const since = await raw(`${baseUrl()}/favicon.svg`, {
      headers: { 'if-modified-since': new Date(Date.now() + 60_000).toUTCString() },
    });
    expect(since.status).toBe(304);
  });

  it('answers HEAD with the head only', async () => {
    const get = await raw(`${baseUrl()}${script.url}`, { headers: { 'accept-encoding': 'gzip' } });
    const head = await raw(`${baseUrl()}${script.url}`, { method: 'HEAD', headers: { 'accept-encoding': 'gzip' } });
    expect(head.status).toBe(200);
    expect(head.body.byteLength).toBe(0);
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(head.headers['content-encoding']).toBe('gzip');
    expect(head.headers.etag).toBe(get.headers.etag);
  });

  it('ignores the query string', async () => {
    const answer = await raw(`${baseUrl()}${script.url}?v=2`);
    expect(answer.status).toBe(200);
    expect(answer.body.equals(script.bytes)).toBe(true);
  });

  it('leaves an unknown file, and the coded copies themselves, to Astro (its 404 page)', async () => {
    for (const url of ['/_astro/nothing-here.js', `${script.url}.br`, `${script.url}.gz`, '/_astro/', '/_astro']) {
      const answer = await raw(`${baseUrl()}${url}`);
      expect(answer.status, url).toBe(404);
      expect(String(answer.headers['content-type']), url).toContain('text/html');
    }
  });

  it('still refuses a request line that cannot be decoded', async () => {
    const answer = await raw(`${baseUrl()}/%E0%A4%A`);
    expect(answer.status).toBe(400);
    expect(answer.body.toString()).toBe('Bad request.');
  });
});
