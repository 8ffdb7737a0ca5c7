import { describe, expect, it } from 'vitest';
import { baseUrl, cookieFor } from '../helpers/http.ts';
import { decoded, raw } from '../helpers/raw.ts';

/**
 * What Astro renders, compressed on the way out by the Node server in front of it. A query the page
 * cache does not know (`rendered`) makes sure the answer is rendered, not a stored copy.
 */
const rendered = (path: string) => `${baseUrl()}${path}?rendered=1`;

describe('compression of rendered answers', () => {
  it.each(['/auth/login', '/'])('%s: gzip and brotli decode to the identity page', async (page) => {
    const identity = await raw(`${baseUrl()}${page}`, { headers: { 'accept-encoding': 'identity' } });
    expect(identity.status).toBe(200);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.headers.vary).toContain('Accept-Encoding');
    for (const coding of ['gzip', 'br']) {
      const answer = await raw(`${baseUrl()}${page}`, { headers: { 'accept-encoding': coding } });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe(coding);
      expect(answer.headers.vary).toContain('Accept-Encoding');
      expect(answer.body.byteLength).toBeLessThan(identity.body.byteLength / 2);
      expect(decoded(answer).toString()).toBe(identity.body.toString());
      // Everything else the page says is unchanged.
      expect(answer.headers['content-security-policy']).toBe(identity.headers['content-security-policy']);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('prefers gzip on the fly when both are accepted (same size, less CPU)', async () => {
    const answer = await raw(rendered('/auth/login'), { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(answer.headers['content-encoding']).toBe('gzip');
  });

  it('compresses the signed-in dashboard and keeps it out of caches', async () => {
    const cookie = await cookieFor('client');
    const identity = await raw(`${baseUrl()}/client/dashboard`, {
      headers: { cookie: cookie!, 'accept-encoding': 'identity' },
    });
    const coded = await raw(rendered('/client/dashboard'), {
      headers: { cookie: cookie!, 'accept-encoding': 'br, gzip' },
    });
    expect(coded.status).toBe(200);
    expect(coded.headers['content-encoding']).toBe('gzip');
    expect(coded.headers['cache-control']).toBe('no-store');
    // The page shows the same things (a per-request value such as a nonce may differ: compare sizes).
    expect(Math.abs(decoded(coded).byteLength - identity.body.byteLength)).toBeLessThan(64);
  });

  it('sends a rendered page to a client that takes no coding whole, with its length (one write, not chunked)', async () => {
    const cookie = await cookieFor('trainer');
    const cases: Array<Record<string, string>> = [{ 'accept-encoding': 'identity' }, {}, { cookie: cookie! }];
    for (const headers of cases) {
      const answer = await raw(rendered(Object.hasOwn(headers, 'cookie') ? '/trainer/dashboard/edit' : '/auth/login'), {
        headers,
      });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.headers['transfer-encoding']).toBeUndefined();
      expect(Number(answer.headers['content-length'])).toBe(answer.body.byteLength);
      expect(answer.body.toString()).toMatch(/<\/html>\s*$/);
    }
  });

  it('leaves small JSON as it is, with its length', async () => {
    const answer = await raw(`${baseUrl()}/api/health`, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(Number(answer.headers['content-length'])).toBe(answer.body.byteLength);
    expect(JSON.parse(answer.body.toString())).toBeTruthy();
  });

  it('sends no body and no coding for HEAD', async () => {
    const answer = await raw(rendered('/auth/login'), { method: 'HEAD', headers: { 'accept-encoding': 'gzip' } });
    expect(answer.status).toBe(200);
    expect(answer.body.byteLength).toBe(0);
    expect(answer.headers['content-encoding']).toBeUndefined();
  });

  it('compresses the 404 page too', async () => {
    const answer = await raw(`${baseUrl()}/no/such/page`, { headers: { 'accept-encoding': 'gzip' } });
    expect(answer.status).toBe(404);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(decoded(answer).toString()).toContain('<html');
  });
});
