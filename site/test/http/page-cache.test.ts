import { describe, expect, it } from 'vitest';
import { baseUrl, call, cookieFor, freshIp, json, registerThenSignIn, signInAs } from '../helpers/http.ts';
import { registerAt } from '../helpers/media.ts';
import { seeded } from '../../scripts/seeded.ts';

/**
 * Asks for the uncompressed page (its validators are the page's own); each compressed copy the
 * server sends has a validator of its own (see the last public-page test).
 */
const page = async (path: string, cookie?: string, headers: Record<string, string> = {}) => {
  const response = await call(path, { cookie, headers: { 'accept-encoding': 'identity', ...headers } });
  return { response, body: await response.text() };
};

async function registerClient(): Promise<string> {
  const email = `cache.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 8)}@example.test`;
  return registerThenSignIn(
    baseUrl(),
    { email, password: 'a-long-enough-password-2026', role: 'client' },
    { 'x-forwarded-for': freshIp() },
  );
}

describe('public pages', () => {
  it('answers the sign-in page twice alike, with a strong ETag, revalidation headers, 304 and HEAD', async () => {
    const first = await page('/auth/login');
    const second = await page('/auth/login');
    expect(first.response.status).toBe(200);
    expect(second.body).toBe(first.body);
    const etag = first.response.headers.get('etag');
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(second.response.headers.get('etag')).toBe(etag);
    expect(second.response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(second.response.headers.get('vary')).toMatch(/Cookie/);
    expect(second.response.headers.get('vary')).toMatch(/Accept-Language/);
    expect(second.response.headers.get('content-security-policy')).toContain('script-src');

    const revalidated = await page('/auth/login', undefined, { 'if-none-match': etag! });
    expect(revalidated.response.status).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.response.headers.get('etag')).toBe(etag);
    // The page's own policy, not the strict one of bodiless answers (a 304 updates the stored headers).
    expect(revalidated.response.headers.get('content-security-policy')).toBe(
      first.response.headers.get('content-security-policy'),
    );

    const head = await call('/auth/login', { method: 'HEAD', headers: { 'accept-encoding': 'identity' } });
    expect(head.status).toBe(200);
    expect(head.headers.get('etag')).toBe(etag);
    expect(await head.text()).toBe('');
  });

  it('gives each compressed copy its own validator, and revalidates any copy a client holds', async () => {
    const plain = (await page('/auth/login')).response.headers.get('etag')!;
    for (const [coding, suffix] of [
      ['gzip', 'gz'],
      ['br', 'br'],
    ] as const) {
      const coded = await call('/auth/login', { headers: { 'accept-encoding': coding } });
      expect(coded.headers.get('content-encoding')).toBe(coding);
      expect(coded.headers.get('etag')).toBe(plain.replace(/"$/, `-${suffix}"`));
      expect(await coded.text()).toContain('<form');
      const again = await call('/auth/login', {
        headers: { 'accept-encoding': coding, 'if-none-match': coded.headers.get('etag')! },
      });
      expect(again.status).toBe(304);
    }
  });

  it('keeps languages apart and never caches a language choice, a provider error or another query', async () => {
    const german = await page('/auth/login', undefined, { 'accept-language': 'de' });
    const croatian = await page('/auth/login', undefined, { 'accept-language': 'hr' });
    expect(german.body).toContain('lang="de"');
    expect(croatian.body).toContain('lang="hr"');
    expect(german.response.headers.get('etag')).not.toBe(croatian.response.headers.get('etag'));

    const choice = await call('/auth/login?lang=de');
    expect(choice.status).toBe(303);
    expect(choice.headers.get('etag')).toBeNull();
    const error = await call('/auth/login?error=auth_error_provider_failed&provider=google');
    expect(error.status).toBe(200);
    expect(error.headers.get('etag')).toBeNull();
    expect(error.headers.get('cache-control') ?? '').not.toMatch(/public/);
  });

  it('never answers a request carrying a session cookie from the anonymous store', async () => {
    await page('/auth/login');
    const signedIn = await cookieFor('client');
    const name = signedIn!.split('=')[0]!;
    const stale = await call('/auth/login', { cookie: `${name}=abcdefghijklmnopqrstuvwxyz234567` });
    expect(stale.status).toBe(200);
    expect(stale.headers.get('etag')).toBeNull();
    // The unknown session's cookie is deleted, which a stored answer could not do.
    expect(stale.headers.getSetCookie().some((c) => c.startsWith(`${name}=;`))).toBe(true);
    expect((await call('/auth/login', { cookie: signedIn })).status).toBe(303);
  });
});

describe('signed-in pages', () => {
  it('stay out of every browser cache, and two users of one language never see each other’s page', async () => {
    // Both speak Croatian: the language, part of the key, must not be what keeps them apart.
    const tomislav = await signInAs('tomislav.kralj@spotter.test');
    const petra = await signInAs('petra.maric@spotter.test');
    for (let round = 0; round < 2; round += 1) {
      const own = await page('/client/dashboard', tomislav);
      const other = await page('/client/dashboard', petra);
      expect(own.response.headers.get('cache-control')).toBe('no-store');
      expect(other.response.headers.get('cache-control')).toBe('no-store');
      expect(own.body).toContain('lang="hr"');
      expect(other.body).toContain('lang="hr"');
      expect(own.body).toContain('Tomislav');
      expect(own.body).not.toContain('Petra');
      expect(other.body).toContain('Petra');
      expect(other.body).not.toContain('Tomislav');
    }
  });

  it("shows a user's own write and another user's write on the next visit", async () => {
    const trainer = await cookieFor('trainer');
    const client = await cookieFor('client'); // Adna is Amra's client
    const saved = (
      (await (await call('/api/users/trainer/branding', { cookie: trainer })).json()) as {
        data: Record<string, unknown> | null;
      }
    ).data;
    const title = `Cache ${Math.random().toString(36).slice(2, 8)}`;
    // Both pages rendered (and kept) before the write.
    for (let i = 0; i < 2; i += 1) {
      await page('/trainer/dashboard/brand-customization', trainer);
      await page('/client/dashboard', client);
    }
    const put = await call('/api/users/trainer/branding', {
      method: 'PUT',
      cookie: trainer,
      ...json({ useCustomLogo: true, hideLogoImage: true, customLogoTitle: title, logoTitleColor: '#5b21b6' }),
    });
    expect(put.status).toBe(200);
    expect((await page('/trainer/dashboard/brand-customization', trainer)).body).toContain(title);
    expect((await page('/client/dashboard', client)).body).toContain(title);

    if (saved) {
      const restore = Object.fromEntries(Object.entries(saved).filter(([name]) => name !== 'customLogoUrl'));
      await call('/api/users/trainer/branding', { method: 'PUT', cookie: trainer, ...json(restore) });
    }
  });

  it("shows a user's new language on the next visit of the same page", async () => {
    const cookie = await registerClient();
    expect((await page('/client/dashboard', cookie)).body).toContain('lang="en"');
    await page('/client/dashboard', cookie);
    const patched = await call('/api/users/update-language', { method: 'PATCH', cookie, ...json({ language: 'de' }) });
    expect(patched.status).toBe(200);
    expect((await page('/client/dashboard', cookie)).body).toContain('lang="de"');
  });

  it('is not served after sign-out', async () => {
    const cookie = await registerClient();
    expect((await page('/client/dashboard', cookie)).response.status).toBe(200);
    expect((await page('/client/dashboard', cookie)).response.status).toBe(200);
    const out = await call('/api/auth/logout', { method: 'POST', cookie });
    expect(out.status).toBeLessThan(400);
    const after = await call('/client/dashboard', { cookie });
    expect(after.status).toBe(303);
    expect(after.headers.get('location')).toMatch(/^\/auth\/login/);
  });
});

describe('signed-in pages over users × roles × languages × encodings', () => {
  const languages = ['en', 'bs', 'de', 'hr', 'sr', 'sl'] as const;
  const roles = ['client', 'trainer'] as const;
  const pagesOf = {
    client: ['/client/dashboard', '/client/dashboard/edit', '/client/dashboard/progress'],
    trainer: ['/trainer/dashboard', '/trainer/dashboard/edit', '/trainer/dashboard/brand-customization'],
  };
  const encodings = ['identity', 'gzip', 'br'] as const;
  interface Person {
    cookie: string;
    role: (typeof roles)[number];
    language: (typeof languages)[number];
    /** A name no other page holds, shown on every page of the person's own. */
    marker: string;
  }

  /** Two people of each role in each language, each with a name of their own. */
  async function people(): Promise<Person[]> {
    const made: Person[] = [];
    const stamp = Date.now()
      .toString(36)
      .replace(/\d/g, (d) => 'qwxyzjkvbh'[Number(d)]!);
    for (const role of roles)
      for (const language of languages)
        for (const copy of ['a', 'b']) {
          const cookie = await registerAt(baseUrl(), role, freshIp());
          const marker = `Zed${role === 'client' ? 'c' : 't'}${language}${copy}${stamp}`;
          const patched = await call('/api/users/update-language', { method: 'PATCH', cookie, ...json({ language }) });
          expect(patched.status).toBe(200);
          const section = `/api/users/${role}/profile/basic-info`;
          const { version } = ((await (await call(section, { cookie })).json()) as { data: { version: number } }).data;
          const values = {
            firstName: marker,
            lastName: 'Cachetest',
            dateOfBirth: '1990-04-12',
            gender: 'female',
            ...(role === 'trainer'
              ? { trainerSince: 2016, contactEmail: `${marker.toLowerCase()}@example.test`, shortdescription: '' }
              : {}),
          };
          const saved = await call(section, { method: 'PUT', cookie, ...json({ ...values, version }) });
          expect(saved.status, await saved.clone().text()).toBe(200);
          made.push({ cookie, role, language, marker });
        }
    return made;
  }

  it('answers every request with the asker’s own page, whatever was kept before', { timeout: 300_000 }, async () => {
    const everyone = await people();
    const seed = Number(process.env.PAGE_CACHE_SEED ?? Date.now() % 1_000_000);
    const random = seeded(seed);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
    for (let step = 0; step < 240; step += 1) {
      const person = pick(everyone);
      const path = pick(pagesOf[person.role]);
      const encoding = pick(encodings);
      const response = await call(path, { cookie: person.cookie, headers: { 'accept-encoding': encoding } });
      const where = `seed ${seed}, step ${step}: ${person.marker} (${person.role}, ${person.language}) ${path} ${encoding}`;
      expect(response.status, where).toBe(200);
      expect(response.headers.get('cache-control'), where).toBe('no-store');
      const body = await response.text();
      // Booleans, so a failure names the request instead of printing the page.
      expect(body.includes(`lang="${person.language}"`), `${where}: the page is not in the person's language`).toBe(
        true,
      );
      expect(body.includes(person.marker), `${where}: the page does not show the person's own name`).toBe(true);
      const others = everyone.filter((other) => other !== person && body.includes(other.marker));
      expect(
        others.map((other) => other.marker),
        where,
      ).toEqual([]);
    }
  });
});
