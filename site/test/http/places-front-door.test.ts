import { describe, expect, it } from 'vitest';
import { placesLimits } from '@spotter/domain';
import { baseUrl, call, freshIp, json, registerThenSignIn } from '../helpers/http.ts';
import { decoded, raw, type RawAnswer } from '../helpers/raw.ts';

/**
 * The searches answered by the front door (site/src/server/places/front-door.ts) against the same
 * searches answered by their Astro endpoints. The adapter routes `/api/places/cities/` (trailing
 * slash) to the same endpoint, and the front door takes only the exact route, so the slashed path
 * is the Astro answer to the same request. The front door sends an answer whole, with its length;
 * Astro streams an uncompressed one (chunked): that tells who answered.
 */

async function registered(role: 'client' | 'trainer' = 'client'): Promise<string> {
  const email = `door.${role}.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 8)}@example.test`;
  return registerThenSignIn(
    baseUrl(),
    { email, password: 'correct horse battery', role },
    { 'x-forwarded-for': freshIp() },
  );
}

/** The same request through Astro: the route with a trailing slash, the query unchanged. */
function throughAstro(path: string): string {
  const mark = path.indexOf('?');
  return mark < 0 ? `${path}/` : `${path.slice(0, mark)}/${path.slice(mark)}`;
}

/** Headers that belong to the connection and the framing, not to the answer. */
const framing = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

function answerHeaders(answer: RawAnswer): Record<string, unknown> {
  return Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !framing.has(name)));
}

const get = (path: string, headers: Record<string, string> = {}) => raw(`${baseUrl()}${path}`, { headers });

/** Both answers to one request: the exact route's and Astro's; they must be the same. */
async function both(path: string, headers: Record<string, string> = {}) {
  const door = await get(path, headers);
  const astro = await get(throughAstro(path), headers);
  expect(door.status, path).toBe(astro.status);
  expect(answerHeaders(door), path).toEqual(answerHeaders(astro));
  expect(door.body.equals(astro.body), path).toBe(true);
  return { door, astro };
}

const answeredByDoor = (answer: RawAnswer) =>
  answer.headers['transfer-encoding'] === undefined && Number(answer.headers['content-length']) === answer.body.length;

describe('searches answered by the front door', () => {
  it('answer exactly what the endpoints answer: body, status and headers, in every coding', async () => {
    const cookie = await registered();
    const paths = [
      '/api/places/cities?q=Sar',
      '/api/places/cities?q=sarajevo&limit=1',
      `/api/places/cities?q=sa&limit=${placesLimits.maxSuggestions}`,
      '/api/places/cities?q=Z%C3%BCrich',
      '/api/places/details?id=3191281',
      '/api/places/cities?q=Wien&locale=bs',
      '/api/places/cities?q=Wien&hl=sl',
      '/api/places/details?id=2761369&locale=de',
      '/api/places/gyms?lat=43.8563&lon=18.4131',
      `/api/places/gyms?q=fit&lat=43.8563&lon=18.4131&limit=${placesLimits.maxSuggestions}`,
      '/api/places/gyms?q=&lat=45.815&lon=15.9819&limit=20',
    ];
    let coded = 0;
    for (const path of paths) {
      const { door } = await both(path, { cookie });
      expect(door.status, path).toBe(200);
      expect(answeredByDoor(door), path).toBe(true);
      expect(door.headers['cache-control']).toBe('private, max-age=300');
      expect(door.headers.vary).toBe('cookie, Accept-Encoding');
      expect(door.headers['content-security-policy']).toMatch(/^default-src 'none'/);
      expect(door.headers['x-content-type-options']).toBe('nosniff');
      expect((JSON.parse(door.body.toString()) as { success: boolean }).success).toBe(true);
      for (const coding of ['gzip', 'br', 'gzip, deflate, br']) {
        const { door: compressed } = await both(path, { cookie, 'accept-encoding': coding });
        if (compressed.headers['content-encoding']) coded += 1;
        expect(decoded(compressed).equals(door.body), `${path} ${coding}`).toBe(true);
      }
    }
    expect(coded).toBeGreaterThan(0); // the longer answers were compressed, as Astro's are
  });

  it('leave invalid queries, missing places and every session problem to the endpoints', async () => {
    const cookie = await registered();
    const name = cookie.split('=')[0]!;
    const cases: Array<[string, Record<string, string>, number]> = [
      ['/api/places/cities?q=s', { cookie }, 400],
      ['/api/places/cities?q=sa&limit=0', { cookie }, 400],
      ['/api/places/cities?q=sa%00', { cookie }, 400],
      ['/api/places/cities?q=sa%01r', { cookie }, 400],
      ['/api/places/gyms?q=f%09it&lat=43.8&lon=18.4', { cookie }, 400],
      ['/api/places/gyms?q=gym', { cookie }, 400],
      ['/api/places/details?id=', { cookie }, 400],
      ['/api/places/details?id=2147483647', { cookie }, 404],
      ['/api/places/cities?q=sar', {}, 401],
      ['/api/places/gyms?lat=43.8&lon=18.4', {}, 401],
      ['/api/places/cities?q=sar', { cookie: `${name}=` }, 401],
      ['/api/places/cities?q=sar', { cookie: `${name}=${'a'.repeat(32)}` }, 401],
      ['/api/places/cities?q=sar', { cookie: `${name}=not-a-token` }, 401],
    ];
    for (const [path, headers, status] of cases) {
      const { door } = await both(path, headers);
      expect(door.status, path).toBe(status);
      expect(JSON.parse(door.body.toString()), path).toMatchObject({ error: expect.any(String) });
    }
    // In the reader's language, as the endpoint answers it.
    const { door } = await both('/api/places/cities?q=s', { cookie, 'accept-language': 'de' });
    expect(door.status).toBe(400);
  });

  it('refuse a signed-out session at once (401, and the cookie is deleted)', async () => {
    const cookie = await registered();
    expect((await get('/api/places/cities?q=sar', { cookie })).status).toBe(200);
    const out = await call('/api/auth/logout', { method: 'POST', cookie });
    expect(out.status).toBeLessThan(400);
    const { door } = await both('/api/places/cities?q=sar', { cookie });
    expect(door.status).toBe(401);
    expect(String(door.headers['set-cookie'])).toContain('Max-Age=0');
  });

  it('count each search once with the endpoints, and leave the refusal (429) to them', async () => {
    const cookie = await registered();
    // Counted by the endpoint once each: a refused query, and a place the door found missing.
    expect((await get('/api/places/cities?q=s', { cookie })).status).toBe(400);
    expect((await get('/api/places/details?id=2147483647', { cookie })).status).toBe(404);
    for (let i = 0; i < placesLimits.searchesPerMinute - 3; i++) {
      const answer = await get(`/api/places/cities?q=mo${i % 2 ? 's' : ''}`, { cookie });
      expect(answer.status).toBe(200);
      expect(answeredByDoor(answer)).toBe(true);
    }
    expect((await get(throughAstro('/api/places/gyms?lat=43.8&lon=18.4'), { cookie })).status).toBe(200);
    const { door, astro } = await both('/api/places/cities?q=mo', { cookie });
    expect(door.status).toBe(429);
    expect(Number(door.headers['retry-after'])).toBeGreaterThan(0);
    expect(astro.status).toBe(429);
    for (const path of ['/api/places/gyms?lat=43.8&lon=18.4', '/api/places/details?id=3191281']) {
      expect((await get(path, { cookie })).status, path).toBe(429);
    }
    // Another user is not affected.
    expect((await get('/api/places/cities?q=mo', { cookie: await registered() })).status).toBe(200);
  });

  it('answer GET only: HEAD and POST go to the endpoints', async () => {
    const cookie = await registered('trainer');
    const head = await raw(`${baseUrl()}/api/places/cities?q=sar`, { method: 'HEAD', headers: { cookie } });
    const astroHead = await raw(`${baseUrl()}${throughAstro('/api/places/cities?q=sar')}`, {
      method: 'HEAD',
      headers: { cookie },
    });
    expect(head.status).toBe(astroHead.status);
    const post = await call('/api/places/gyms', { method: 'POST', cookie, ...json({}) });
    expect(post.status).toBe(400);
  });
});
