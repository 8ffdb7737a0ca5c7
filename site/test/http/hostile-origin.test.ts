import { afterAll, describe, expect, it } from 'vitest';
import { baseUrl, freshIp } from '../helpers/http.ts';
import { actorFor, unsafeMethods, writes } from '../helpers/routes.ts';
import { alive, freshAccounts } from '../helpers/hostile.ts';

/** Unsafe requests must come from our own pages, on every unsafe route. */

const { cookieFor } = freshAccounts();

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

  it('checks exactly the unsafe methods, as the server answers them', async () => {
    // A route that answers every method (405 for those it lacks), so only the origin check refuses.
    const refused: string[] = [];
    for (const method of ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE']) {
      const answer = await fetch(`${baseUrl()}/api/health`, {
        method,
        headers: { origin: 'https://evil.example', 'x-forwarded-for': freshIp() },
        redirect: 'manual',
      });
      if (answer.status === 403) refused.push(method);
    }
    expect(refused.sort()).toEqual(['DELETE', 'PATCH', 'POST', 'PUT']);
    // The list the other checks of this file walk is that same set.
    expect([...unsafeMethods].sort()).toEqual(refused);
  });
});

afterAll(async () => {
  await alive();
});
