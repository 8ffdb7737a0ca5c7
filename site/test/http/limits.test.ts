import { describe, expect, it } from 'vitest';
import { signInLimits } from '@spotter/domain';
import { call, DEMO_PASSWORD, freshIp, json, signIn } from '../helpers/http.ts';
import { actorFor, routes } from '../helpers/routes.ts';
import { pageAccess } from '#server/auth/policy.ts';

const unique = () => `limits.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 8)}@example.test`;

function cookiesOf(response: Response): Record<string, string> {
  return Object.fromEntries(
    response.headers.getSetCookie().map((c) => c.split(';')[0]!.split('=') as [string, string]),
  );
}
const deviceCookie = (response: Response) =>
  Object.entries(cookiesOf(response)).find(([name]) => name.endsWith('spotter_device'));

function login(email: string, password: string, ip: string, cookie?: string) {
  return call('/api/auth/login', {
    method: 'POST',
    ...json({ email, password }),
    headers: { 'x-forwarded-for': ip },
    cookie,
  });
}

async function registered(password = 'owner password 1'): Promise<{ email: string; device: string }> {
  const email = unique();
  const response = await call('/api/auth/register', {
    method: 'POST',
    ...json({ email, password, role: 'client' }),
    headers: { 'x-forwarded-for': freshIp() },
  });
  expect(response.status).toBe(201);
  // Registering does not sign in: the owner's device is the one that signs in first.
  const signedIn = await login(email, password, freshIp());
  expect(signedIn.status).toBe(200);
  const [name, value] = deviceCookie(signedIn)!;
  return { email, device: `${name}=${value}` };
}

describe('sign-in limits: brute force stays hard, a stranger cannot lock the owner out', () => {
  it('blocks one address after its failures, for every account', async () => {
    const ip = freshIp();
    for (let i = 0; i < signInLimits.perAddress.failures; i += 1) {
      expect((await login(`nobody${i}@example.test`, 'wrong password', ip)).status).toBe(400);
    }
    const blocked = await login('adna.begic@spotter.test', DEMO_PASSWORD, ip);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(60);
  });

  it('blocks an address guessing one account after five failures, but not the owner elsewhere', async () => {
    const { email } = await registered();
    const attacker = freshIp();
    for (let i = 0; i < signInLimits.perAccountAndAddress.failures; i += 1)
      expect((await login(email, 'wrong password', attacker)).status).toBe(400);
    expect((await login(email, 'owner password 1', attacker)).status).toBe(429);
    // The owner, from home, on a new device: not affected by one stranger's guesses.
    expect((await login(email, 'owner password 1', freshIp())).status).toBe(200);
  });

  it("slows a guessing attack from many addresses down, yet the owner's own device signs in at once", async () => {
    const { email, device } = await registered();
    // Forty guesses from twenty addresses: as many as would have locked the account for ten minutes before.
    for (let i = 0; i < 40; i += 1) {
      const answer = await login(email, `wrong password ${i}`, `198.18.${i % 20}.${(i * 7) % 250}`);
      expect([400, 429]).toContain(answer.status);
    }
    // Another stranger with the right password is slowed down (the attack could have guessed it).
    const stranger = await login(email, 'owner password 1', freshIp());
    expect(stranger.status).toBe(429);
    const wait = Number(stranger.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(signInLimits.distributed.maxDelaySeconds);
    // The owner's device, from yet another address, is let straight in.
    const owner = await login(email, 'owner password 1', freshIp(), device);
    expect(owner.status).toBe(200);
  });

  it('keeps a device cookie that is HttpOnly and trusted only for accounts it signed in to', async () => {
    const first = await registered();
    const second = await registered();
    const response = await login(first.email, 'owner password 1', freshIp(), first.device);
    const cookie = response.headers.getSetCookie().find((c) => c.includes('spotter_device='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    // The first account's device is a stranger to the second account once it is under attack.
    for (let i = 0; i < 12; i += 1) await login(second.email, `wrong ${i}`, `198.19.${i}.1`);
    expect((await login(second.email, 'owner password 1', freshIp(), first.device)).status).toBe(429);
    expect((await login(second.email, 'owner password 1', freshIp(), second.device)).status).toBe(200);
  });
});

describe('registration limits', () => {
  it("allows a few accounts per address and hour, then answers 429 in the reader's language", async () => {
    const ip = freshIp();
    for (let i = 0; i < signInLimits.registrations.perAddress; i += 1) {
      const response = await call('/api/auth/register', {
        method: 'POST',
        ...json({ email: unique(), password: 'long enough 1', role: 'client' }),
        headers: { 'x-forwarded-for': ip },
      });
      expect(response.status).toBe(201);
    }
    const refused = await call('/api/auth/register', {
      method: 'POST',
      ...json({ email: unique(), password: 'long enough 1', role: 'client' }),
      headers: { 'x-forwarded-for': ip, 'accept-language': 'de' },
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { error: string }).error).toMatch(/Zu viele neue Konten/);
  });

  it('takes as long for a taken email as for a new account', async () => {
    const time = async (email: string) => {
      const started = performance.now();
      const response = await call('/api/auth/register', {
        method: 'POST',
        ...json({ email, password: 'long enough 1', role: 'client' }),
        headers: { 'x-forwarded-for': freshIp() },
      });
      return { status: response.status, ms: performance.now() - started };
    };
    const taken: number[] = [];
    const fresh: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const a = await time('adna.begic@spotter.test');
      expect(a.status).toBe(201);
      taken.push(a.ms);
      const b = await time(unique());
      expect(b.status).toBe(201);
      fresh.push(b.ms);
    }
    const median = (list: number[]) => [...list].sort((x, y) => x - y)[1]!;
    // Both are held to the same floor, so the answer time tells nothing about the email.
    expect(Math.min(...taken)).toBeGreaterThanOrEqual(signInLimits.registrationFloorMs - 5);
    expect(Math.min(...fresh)).toBeGreaterThanOrEqual(signInLimits.registrationFloorMs - 5);
    expect(Math.abs(median(taken) - median(fresh))).toBeLessThan(250);
  });
});

describe('nothing a signed-in person was shown is stored by a browser or a shared cache', () => {
  const protectedPages = routes.filter((r) => !r.api && r.methods.includes('GET') && pageAccess(r.path) !== 'public');
  const privateApis = routes.filter((r) => r.api && r.methods.includes('GET') && actorFor(r, 'GET') !== 'anonymous');

  it('finds the signed-in pages and private answers to check', () => {
    expect(protectedPages.length).toBeGreaterThanOrEqual(5);
    expect(privateApis.length).toBeGreaterThanOrEqual(6);
  });

  it.each(protectedPages.map((r) => [r.path, r] as const))('page %s', async (_path, route) => {
    const actor = actorFor(route, 'GET');
    const response = await call(route.path, { cookie: actor === 'anonymous' ? undefined : await signIn(actor) });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  /**
   * City and gym suggestions are the same for everyone who asks (nothing of the person in them):
   * the asker's browser may reuse them for five minutes (issue: short cache headers), never a shared cache.
   */
  const directoryAnswers = new Set(['/api/places/cities', '/api/places/details', '/api/places/gyms']);

  it.each(privateApis.map((r) => [r.pattern, r] as const))('answer of GET %s', async (_path, route) => {
    const actor = actorFor(route, 'GET');
    const response = await call(route.path, { cookie: actor === 'anonymous' ? undefined : await signIn(actor) });
    expect(response.status).toBe(200);
    if (directoryAnswers.has(route.pattern)) {
      expect(response.headers.get('cache-control')).toBe('private, max-age=300');
      expect(response.headers.get('vary')).toMatch(/cookie/i);
    } else {
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('public pages seen while signed in, and answers to writes', async () => {
    const cookie = await signIn('client');
    for (const path of ['/', '/auth/login']) {
      const page = await call(path, { cookie });
      expect(page.headers.get('cache-control'), path).toBe('no-store');
    }
    const write = await call('/api/users/update-language', { method: 'PATCH', cookie, ...json({ language: 'en' }) });
    expect(write.headers.get('cache-control')).toBe('no-store');
  });
});
