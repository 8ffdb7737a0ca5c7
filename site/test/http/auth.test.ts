import { describe, expect, it } from 'vitest';
import { translateKey } from '@spotter/i18n';
import { baseUrl, call, DEMO_PASSWORD, demo, freshIp, json, signInAs } from '../helpers/http.ts';

const unique = () => `new.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 6)}@example.test`;

function sessionCookie(response: Response): string | undefined {
  return response.headers.getSetCookie().find((c) => /spotter_session=[a-z2-7]{32}/.test(c));
}

describe('register, sign in, sign out', () => {
  it('registers a trainer without signing in; the password signs in at once, with a hardened session cookie', async () => {
    const email = unique();
    const response = await call('/api/auth/register', {
      method: 'POST',
      ...json({ email: email.toUpperCase(), password: 'correct horse battery', role: 'trainer' }),
      headers: { 'x-forwarded-for': freshIp() },
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ success: true, data: { email } });
    expect(sessionCookie(response)).toBeUndefined();

    const signedIn = await call('/api/auth/login', {
      method: 'POST',
      ...json({ email, password: 'correct horse battery' }),
      headers: { 'x-forwarded-for': freshIp() },
    });
    expect(signedIn.status).toBe(200);
    expect(((await signedIn.json()) as { data: { redirectTo: string } }).data.redirectTo).toBe('/trainer/dashboard');
    const cookie = sessionCookie(signedIn)!;
    expect(cookie).toMatch(/^__Host-spotter_session=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Secure/i);
    expect(cookie).toMatch(/Path=\//);

    const session = await call('/api/auth/session', { cookie: cookie.split(';')[0] });
    const me = (await session.json()) as { data: { user: Record<string, unknown> } };
    expect(me.data.user).toMatchObject({
      email,
      role: 'trainer',
      hasPassword: true,
      emailVerified: false,
      accounts: [],
    });
  });

  it('answers a wrong password and an unknown email identically', async () => {
    const ip = freshIp();
    const wrong = await call('/api/auth/login', {
      method: 'POST',
      ...json({ email: demo.trainer, password: 'wrong password' }),
      headers: { 'x-forwarded-for': ip },
    });
    const unknown = await call('/api/auth/login', {
      method: 'POST',
      ...json({ email: 'nobody@spotter.test', password: 'wrong password' }),
      headers: { 'x-forwarded-for': ip },
    });
    expect(wrong.status).toBe(400);
    expect(unknown.status).toBe(400);
    expect(await wrong.json()).toEqual(await unknown.json());
  });

  it('creates a new session at every sign-in and ends it at sign-out', async () => {
    const login = () =>
      call('/api/auth/login', {
        method: 'POST',
        ...json({ email: demo.admin, password: DEMO_PASSWORD }),
        headers: { 'x-forwarded-for': freshIp() },
      });
    const first = sessionCookie(await login())!.split(';')[0]!;
    const second = sessionCookie(await login())!.split(';')[0]!;
    expect(first).not.toBe(second);
    const out = await call('/api/auth/logout', { method: 'POST', cookie: first });
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().join()).toMatch(/Max-Age=0/i);
    const after = await call('/api/auth/session', { cookie: first });
    expect(((await after.json()) as { data: { user: unknown } }).data.user).toBeNull();
    const still = await call('/api/auth/session', { cookie: second });
    expect(((await still.json()) as { data: { user: unknown } }).data.user).not.toBeNull();
  });

  it('answers 429 after ten failed sign-ins from one IP, without revealing the account', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i += 1) {
      const r = await call('/api/auth/login', {
        method: 'POST',
        ...json({ email: `x${i}@nobody.test`, password: 'wrong password' }),
        headers: { 'x-forwarded-for': ip },
      });
      expect(r.status).toBe(400);
    }
    const blocked = await call('/api/auth/login', {
      method: 'POST',
      ...json({ email: demo.trainer, password: DEMO_PASSWORD }),
      headers: { 'x-forwarded-for': ip },
    });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await blocked.json()) as { error: string }).error).toMatch(/Too many attempts/);
  });

  it('answers 429 after ten failed sign-ins for one account from many IPs', async () => {
    const email = unique();
    await call('/api/auth/register', {
      method: 'POST',
      ...json({ email, password: 'right password', role: 'client' }),
    });
    for (let i = 0; i < 10; i += 1) {
      await call('/api/auth/login', {
        method: 'POST',
        ...json({ email, password: 'wrong password' }),
        headers: { 'x-forwarded-for': freshIp() },
      });
    }
    const blocked = await call('/api/auth/login', {
      method: 'POST',
      ...json({ email, password: 'right password' }),
      headers: { 'x-forwarded-for': freshIp() },
    });
    expect(blocked.status).toBe(429);
  });
});

describe('request forgery and headers', () => {
  it('refuses cross-site unsafe requests, JSON included', async () => {
    const response = await call('/api/auth/login', {
      method: 'POST',
      ...json({ email: demo.client, password: DEMO_PASSWORD }),
      headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
    expect(sessionCookie(response)).toBeUndefined();
  });

  it("refuses cross-site writes in the language the request asks for, else the signed-in account's", async () => {
    const crossSite = async (headers: Record<string, string>, cookie?: string) => {
      const response = await call('/api/auth/login', {
        method: 'POST',
        ...json({ email: demo.client, password: DEMO_PASSWORD }),
        cookie,
        headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example', ...headers },
      });
      expect(response.status).toBe(403);
      return ((await response.json()) as { error: string }).error;
    };
    const refusal = (locale: 'bs' | 'de', key = 'error_cross_site') => translateKey(key, {}, locale);
    expect(refusal('bs')).not.toBe(translateKey('error_cross_site', {}, 'en'));
    expect(await crossSite({ 'accept-language': 'bs' })).toBe(refusal('bs'));
    expect(await crossSite({ 'accept-language': 'de-DE,de;q=0.9' })).toBe(refusal('de'));

    // Asking for no language (fetch would send `*`): the account's own, Bosnian for Amra, German for Sophie.
    const amra = await signInAs(demo.trainer);
    const sophie = await signInAs('sophie.mueller@spotter.test');
    expect(await crossSite({ 'accept-language': '' }, amra)).toBe(refusal('bs'));
    expect(await crossSite({ 'accept-language': '' }, sophie)).toBe(refusal('de'));
    expect(await crossSite({ 'accept-language': 'de' }, amra)).toBe(refusal('de'));

    // No Origin and no Sec-Fetch-Site (a script, not a page of ours): refused in German too.
    const bare = await fetch(`${baseUrl()}/api/auth/logout`, {
      method: 'POST',
      headers: { 'accept-language': '', cookie: sophie },
    });
    expect(bare.status).toBe(403);
    expect(((await bare.json()) as { error: string }).error).toBe(refusal('de', 'error_origin_required'));
  });

  it('sends the security headers on pages and endpoints', async () => {
    for (const path of ['/auth/login', '/api/health', '/does-not-exist']) {
      const response = await call(path);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      if (path === '/auth/login') {
        const csp = response.headers.get('content-security-policy') ?? '';
        expect(csp).toContain("frame-ancestors 'none'");
        expect(csp).toContain("object-src 'none'");
        expect(csp).toMatch(/script-src[^;]*'sha256-/);
      }
    }
  });

  it('chooses the language from Accept-Language, then the cookie', async () => {
    const german = await call('/auth/login', { headers: { 'accept-language': 'de-AT,de;q=0.9,en;q=0.5' } });
    expect(await german.text()).toContain('lang="de"');
    const cookie = await call('/auth/login', { headers: { 'accept-language': 'de', cookie: 'PARAGLIDE_LOCALE=sl' } });
    expect(await cookie.text()).toContain('lang="sl"');
  });
});

describe('sign-in with a provider', () => {
  it('sends the browser to Google with state and PKCE, keeping both in HttpOnly cookies', async () => {
    const response = await call('/auth/oauth/google?role=trainer');
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location')!);
    expect(location.origin).toBe('https://accounts.google.com');
    expect(location.searchParams.get('client_id')).toBe('test-google-client');
    expect(location.searchParams.get('state')).toMatch(/.{20,}/);
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('redirect_uri')).toMatch(/\/auth\/oauth\/google\/callback$/);
    const cookies = response.headers.getSetCookie().join('\n');
    expect(cookies).toMatch(/oauth_state=[^;]+;.*HttpOnly/i);
    expect(cookies).toMatch(/oauth_code_verifier=[^;]+;.*HttpOnly/i);
  });

  it('refuses a callback whose state is missing or does not match', async () => {
    const missing = await call('/auth/oauth/google/callback?code=abc&state=xyz');
    expect(missing.status).toBe(303);
    expect(missing.headers.get('location')).toBe('/auth/login?error=auth_error_oauth_failed&provider=Google');
    const wrong = await call('/auth/oauth/google/callback?code=abc&state=xyz', { cookie: 'oauth_state=other' });
    expect(wrong.headers.get('location')).toContain('auth_error_oauth_failed');
    expect(sessionCookie(wrong)).toBeUndefined();
    const page = await call('/auth/login?error=auth_error_oauth_failed&provider=Google');
    expect(await page.text()).toContain('Signing in with Google did not work. Please try again.');
  });

  it('shows buttons only for configured providers and hides unknown ones', async () => {
    const html = await (await call('/auth/login')).text();
    expect(html).toContain('Continue with Google');
    expect(html).not.toContain('Continue with Facebook');
    expect((await call('/auth/oauth/facebook')).status).toBe(404);
    expect((await call('/auth/oauth/github')).status).toBe(404);
  });
});
