import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startServer, type RunningServer } from '../../scripts/harness.ts';
import { accountLimits, type AccountSessionDto } from '@spotter/domain';
import { translateKey, type Locale } from '@spotter/i18n';
import { call, freePort, freshIp, json, ownServerTest, registerThenSignIn, signInAs } from '../helpers/http.ts';
import { codeIn, waitForMail } from '../helpers/mail.ts';

/**
 * Changing the email and the password of an account, and ending sessions, against the built
 * server: codes are read from the mail the real SMTP server received.
 */

const mailDir = inject('mailDir');
const onPostgres = inject('database') === 'postgres';
const PASSWORD = 'correct horse battery';
const unique = (prefix = 'acct') =>
  `${prefix}.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 8)}@example.test`;
const t = (key: string, locale: Locale = 'en', params: Record<string, unknown> = {}) =>
  translateKey(key, params, locale);

interface Account {
  id: string;
  email: string;
  cookie: string;
  ip: string;
}

function sessionCookieOf(response: Response): string {
  const cookie = response.headers.getSetCookie().find((c) => /spotter_session=[a-z2-7]{32}/.test(c));
  if (!cookie) throw new Error(`no session cookie (${response.status})`);
  return cookie.split(';')[0]!;
}

/** A fresh account (its own address, so sign-in limits of one test never touch another), signed in. */
async function register(role: 'client' | 'trainer' = 'client', language: Locale = 'en'): Promise<Account> {
  const email = unique(role);
  const ip = freshIp();
  const cookie = await registerThenSignIn(
    inject('baseUrl'),
    { email, password: PASSWORD, role },
    {
      'x-forwarded-for': ip,
      'accept-language': language,
    },
  );
  const session = (await (await call('/api/auth/session', { cookie })).json()) as { data: { user: { id: string } } };
  return { id: session.data.user.id, email, cookie, ip };
}

async function signInAgain(account: Account, password = PASSWORD): Promise<string> {
  const response = await call('/api/auth/login', {
    method: 'POST',
    ...json({ email: account.email, password }),
    headers: { 'x-forwarded-for': account.ip },
  });
  expect(response.status).toBe(200);
  return sessionCookieOf(response);
}

async function post(path: string, cookie: string, body: unknown, method = 'POST', ip?: string): Promise<Response> {
  return call(path, { method, cookie, ...json(body), headers: ip ? { 'x-forwarded-for': ip } : {} });
}

/** Asks for a code to `email` and reads it from the mail that arrived there. */
async function codeFor(account: Account, email: string): Promise<string> {
  const since = Date.now();
  const response = await post('/api/auth/send-verification-code', account.cookie, { email, mode: 'update' });
  expect(response.status).toBe(200);
  return codeIn(await waitForMail(mailDir, email, { since }));
}

const verify = (account: Account, value: string, code: string, userId = account.id) =>
  post('/api/auth/verify-code', account.cookie, { type: 'email', code, value, userId });
const wrong = (code: string) => `${code.slice(0, 5)}${(Number(code[5]) + 1) % 10}`;

/** Whether a session cookie still signs anyone in: the session call, a page and a write. */
async function expectSignedOut(cookie: string, role: 'client' | 'trainer' = 'client'): Promise<void> {
  const session = (await (await call('/api/auth/session', { cookie })).json()) as { data: { user: unknown } };
  expect(session.data.user).toBeNull();
  const page = await call(`/${role}/dashboard`, { cookie });
  expect(page.status).toBe(303);
  expect(page.headers.get('location')).toMatch(/^\/auth\/login/);
  const write = await post('/api/users/update-language', cookie, { language: 'de' }, 'PATCH');
  expect(write.status).toBe(401);
}

async function fieldErrors(response: Response): Promise<{ error: string; fieldErrors?: Record<string, string[]> }> {
  return (await response.json()) as { error: string; fieldErrors?: Record<string, string[]> };
}

describe('changing the email', () => {
  it('mails a code to the new address in the account language, proves it, applies it and ends every session', async () => {
    const account = await register('client', 'de');
    const other = await signInAgain(account);
    const next = unique('next');
    const since = Date.now();
    const sent = await post('/api/auth/send-verification-code', account.cookie, { email: next, mode: 'update' });
    expect(sent.status).toBe(200);
    expect(await sent.json()).toEqual({ success: true });
    const mail = await waitForMail(mailDir, next, { since });
    expect(mail.subject).toBe(t('account_mail_code_subject', 'de'));
    const code = codeIn(mail);
    expect(mail.html).toContain(code);

    expect((await verify(account, next, code)).status).toBe(200);
    // A proven code is used: proving it again fails.
    const replay = await verify(account, next, code);
    expect(replay.status).toBe(400);

    const changed = await post('/api/users/client', account.cookie, { email: next, emailVerified: true }, 'PUT');
    expect(changed.status).toBe(200);
    expect(await changed.json()).toEqual({ success: true });
    expect(changed.headers.getSetCookie().join(';')).toMatch(/spotter_session=;/);

    // Not one session survives, this browser's nor the other.
    await expectSignedOut(account.cookie);
    await expectSignedOut(other);

    // The old address hears of it, with where to turn if it was not them.
    const notice = await waitForMail(mailDir, account.email, {
      since,
      match: (m) => m.subject === t('account_mail_changed_subject', 'de'),
    });
    expect(notice.text).toContain('support@spotter.test');
    expect(notice.text).not.toContain(next);

    // The new address signs in; the old one no longer does.
    const moved = { ...account, email: next };
    const fresh = await signInAgain(moved);
    const me = (await (await call('/api/auth/session', { cookie: fresh })).json()) as {
      data: { user: { email: string; emailVerified: boolean } };
    };
    expect(me.data.user).toMatchObject({ email: next, emailVerified: true });
    const old = await call('/api/auth/login', {
      method: 'POST',
      ...json({ email: account.email, password: PASSWORD }),
      headers: { 'x-forwarded-for': account.ip },
    });
    expect(old.status).toBe(400);

    // The proof was used up with the change.
    const again = await post('/api/users/client', fresh, { email: next, emailVerified: true }, 'PUT');
    expect(again.status).toBe(400);
  });

  it('refuses an email that was not proven with a code', async () => {
    const account = await register();
    const response = await post('/api/users/client', account.cookie, { email: unique(), emailVerified: true }, 'PUT');
    expect(response.status).toBe(400);
    expect((await fieldErrors(response)).fieldErrors?.email).toEqual([t('account_email_not_verified')]);
    // Nothing ended.
    expect((await call('/client/dashboard', { cookie: account.cookie })).status).toBe(200);
  });

  it('kills a code after five wrong tries, so that the right one fails too', async () => {
    const account = await register();
    const next = unique('next');
    const code = await codeFor(account, next);
    for (let i = 0; i < accountLimits.codeMaxAttempts; i += 1) {
      const response = await verify(account, next, wrong(code));
      expect(response.status).toBe(400);
      expect((await fieldErrors(response)).fieldErrors?.code).toEqual([t('account_code_invalid')]);
    }
    expect((await verify(account, next, code)).status).toBe(400);
    expect((await post('/api/users/client', account.cookie, { email: next, emailVerified: true }, 'PUT')).status).toBe(
      400,
    );
  });

  it("takes neither another user's code nor another user's id", async () => {
    const owner = await register();
    const stranger = await register();
    const next = unique('next');
    const code = await codeFor(owner, next);
    // The stranger types the owner's code for the owner's new address.
    expect((await verify(stranger, next, code)).status).toBe(400);
    // …or names the owner in the call.
    const foreign = await verify(stranger, next, code, owner.id);
    expect(foreign.status).toBe(403);
    // The owner's code still works for the owner.
    expect((await verify(owner, next, code)).status).toBe(200);
  });

  it('refuses the current address, and does not say whether a new one has an account until it is proven', async () => {
    const account = await register();
    const same = await post('/api/auth/send-verification-code', account.cookie, {
      email: account.email.toUpperCase(),
      mode: 'update',
    });
    expect(same.status).toBe(400);
    expect((await fieldErrors(same)).fieldErrors?.email).toEqual([t('account_email_same')]);

    const taken = await register();
    const since = Date.now();
    const asked = await post('/api/auth/send-verification-code', account.cookie, {
      email: taken.email,
      mode: 'update',
    });
    expect(asked.status).toBe(200);
    expect(await asked.json()).toEqual({ success: true });
    const code = codeIn(await waitForMail(mailDir, taken.email, { since }));
    expect((await verify(account, taken.email, code)).status).toBe(200);
    const clash = await post('/api/users/client', account.cookie, { email: taken.email, emailVerified: true }, 'PUT');
    expect(clash.status).toBe(409);
    expect((await fieldErrors(clash)).error).toBe(t('account_email_taken'));
    // Refused, so nothing ended.
    expect((await call('/client/dashboard', { cookie: account.cookie })).status).toBe(200);
  });

  it('limits the codes one user asks for, and the codes one address receives', async () => {
    const account = await register();
    for (let i = 0; i < accountLimits.codeSendsPerUser; i += 1) await codeFor(account, unique('many'));
    const over = await post('/api/auth/send-verification-code', account.cookie, { email: unique(), mode: 'update' });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await fieldErrors(over)).error).toBe(
      t('account_code_rate_limited', 'en', { minutes: Math.ceil(Number(over.headers.get('retry-after')) / 60) }),
    );

    const target = unique('target');
    for (let i = 0; i < accountLimits.codeSendsPerAddress; i += 1) await codeFor(await register(), target);
    const flooded = await post('/api/auth/send-verification-code', (await register()).cookie, {
      email: target,
      mode: 'update',
    });
    expect(flooded.status).toBe(429);
  });
});

describe('changing the password', () => {
  it("refuses an admin's change without the current password, and anyone else's call (PUT /api/users/admin)", async () => {
    const admin = await signInAs('admin@spotter.test');
    const missing = await post('/api/users/admin', admin, { newPassword: 'a brand new secret' }, 'PUT');
    expect(missing.status).toBe(400);
    expect((await fieldErrors(missing)).fieldErrors?.currentPassword).toEqual([t('account_current_password_required')]);
    const client = await register('client');
    const refused = await post('/api/users/admin', client.cookie, { newPassword: 'a brand new secret' }, 'PUT');
    expect(refused.status).toBe(403);
  });

  it('needs the current password, then ends every session; the new password signs in', async () => {
    const account = await register('trainer');
    const other = await signInAgain(account);
    const missing = await post('/api/users/trainer', account.cookie, { newPassword: 'a brand new secret' }, 'PUT');
    expect(missing.status).toBe(400);
    expect((await fieldErrors(missing)).fieldErrors?.currentPassword).toEqual([t('account_current_password_required')]);
    const incorrect = await post(
      '/api/users/trainer',
      account.cookie,
      { newPassword: 'a brand new secret', currentPassword: 'not my password' },
      'PUT',
      account.ip,
    );
    expect(incorrect.status).toBe(400);
    expect((await fieldErrors(incorrect)).fieldErrors?.currentPassword).toEqual([
      t('account_current_password_incorrect'),
    ]);
    expect((await call('/trainer/dashboard', { cookie: account.cookie })).status).toBe(200);

    const changed = await post(
      '/api/users/trainer',
      account.cookie,
      { newPassword: 'a brand new secret', currentPassword: PASSWORD },
      'PUT',
      account.ip,
    );
    expect(changed.status).toBe(200);
    expect(await changed.json()).toEqual({ success: true });
    await expectSignedOut(account.cookie, 'trainer');
    await expectSignedOut(other, 'trainer');
    const old = await call('/api/auth/login', {
      method: 'POST',
      ...json({ email: account.email, password: PASSWORD }),
      headers: { 'x-forwarded-for': account.ip },
    });
    expect(old.status).toBe(400);
    await signInAgain(account, 'a brand new secret');
  });

  it('limits wrong current passwords as sign-in failures are limited', async () => {
    const account = await register('trainer');
    const ip = freshIp();
    let status = 0;
    for (let i = 0; i < 10 && status !== 429; i += 1) {
      const response = await post(
        '/api/users/trainer',
        account.cookie,
        { newPassword: 'a brand new secret', currentPassword: `wrong ${i}` },
        'PUT',
        ip,
      );
      status = response.status;
      if (status === 429) expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      else expect(status).toBe(400);
    }
    expect(status).toBe(429);
    // The right password from that address waits too.
    const right = await post(
      '/api/users/trainer',
      account.cookie,
      { newPassword: 'a brand new secret', currentPassword: PASSWORD },
      'PUT',
      ip,
    );
    expect(right.status).toBe(429);
  });

  it("refuses a client calling the trainer's endpoint", async () => {
    const client = await register('client');
    const response = await post(
      '/api/users/trainer',
      client.cookie,
      { newPassword: 'a brand new secret', currentPassword: PASSWORD },
      'PUT',
    );
    expect(response.status).toBe(403);
    expect((await call('/client/dashboard', { cookie: client.cookie })).status).toBe(200);
  });
});

describe('the sessions list', () => {
  it('lists the sessions, ends one by its handle and the others at once; never another user’s', async () => {
    const account = await register();
    const second = await signInAgain(account);
    const third = await signInAgain(account);
    const listed = await call('/api/auth/sessions', { cookie: account.cookie });
    expect(listed.status).toBe(200);
    const sessions = ((await listed.json()) as { data: AccountSessionDto[] }).data;
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(JSON.stringify(sessions)).not.toMatch(/[a-z2-7]{32}|[0-9a-f]{64}/);

    const stranger = await register();
    const foreign = await call(`/api/auth/sessions/${sessions[0]!.id}`, { method: 'DELETE', cookie: stranger.cookie });
    expect(foreign.status).toBe(404);

    // Find the second browser's handle from its own list.
    const secondsOwn = (
      (await (await call('/api/auth/sessions', { cookie: second })).json()) as {
        data: AccountSessionDto[];
      }
    ).data.find((s) => s.current)!;
    const ended = await call(`/api/auth/sessions/${secondsOwn.id}`, { method: 'DELETE', cookie: account.cookie });
    expect(ended.status).toBe(200);
    await expectSignedOut(second);
    expect((await call('/client/dashboard', { cookie: third })).status).toBe(200);

    const others = await call('/api/auth/sessions/sign-out-others', { method: 'POST', cookie: account.cookie });
    expect(others.status).toBe(200);
    expect(((await others.json()) as { data: { ended: number } }).data.ended).toBe(1);
    await expectSignedOut(third);
    expect((await call('/client/dashboard', { cookie: account.cookie })).status).toBe(200);

    const bad = await call('/api/auth/sessions/not-an-id', { method: 'DELETE', cookie: account.cookie });
    expect(bad.status).toBe(400);
  });
});

/** The throwaway database of the PostgreSQL run: the only one a test can write to beside the server. */
describe.skipIf(!onPostgres)(
  `accounts of a sign-in provider${onPostgres ? '' : ' (skipped: needs the database the server runs on, the PostgreSQL run)'}`,
  () => {
    it('refuses changing their email and their password', async () => {
      const account = await register('trainer');
      const client = new pg.Client({ connectionString: inject('databaseUrl') });
      await client.connect();
      try {
        await client.query(
          `insert into oauth_accounts (provider, provider_user_id, user_id, email) values ('google', $1, $2, $3)`,
          [`google-${account.id}`, account.id, account.email],
        );
      } finally {
        await client.end();
      }
      // A new session, so that no cached view of the account is read.
      const cookie = await signInAgain(account);
      const code = await post('/api/auth/send-verification-code', cookie, { email: unique(), mode: 'update' });
      expect(code.status).toBe(403);
      expect((await fieldErrors(code)).error).toBe(t('account_email_managed_by_provider'));
      const email = await post('/api/users/trainer', cookie, { email: unique(), emailVerified: true }, 'PUT');
      expect(email.status).toBe(403);
      const password = await post(
        '/api/users/trainer',
        cookie,
        { newPassword: 'a brand new secret', currentPassword: PASSWORD },
        'PUT',
      );
      expect(password.status).toBe(403);
      expect((await fieldErrors(password)).error).toBe(t('account_password_managed_by_provider'));
      expect((await call('/trainer/dashboard', { cookie })).status).toBe(200);
    });
  },
);

const unreachable = ownServerTest('a mail server that cannot be reached');
describe.skipIf(unreachable.skipped)(unreachable.title, () => {
  let server: RunningServer | undefined;
  beforeAll(async () => {
    // Nothing listens on port 1: every message fails to go out.
    server = await startServer(await freePort(), { env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
  }, 120_000);
  afterAll(async () => {
    const stray = server?.strayErrors() ?? '';
    await server?.stop();
    expect(stray).toBe('');
  });

  it("answers 502 with 'Failed to send verification code' under the new email", async () => {
    const url = server!.url;
    const headers = { origin: url, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' };
    const cookie = await registerThenSignIn(
      url,
      { email: unique(), password: PASSWORD, role: 'client' },
      {
        'x-forwarded-for': freshIp(),
      },
    );
    const next = unique('next');
    const sent = await fetch(`${url}/api/auth/send-verification-code`, {
      method: 'POST',
      headers: { ...headers, cookie },
      body: JSON.stringify({ email: next, mode: 'update' }),
    });
    expect(sent.status).toBe(502);
    const body = await fieldErrors(sent);
    expect(body.error).toBe(t('account_send_code_failed'));
    expect(body.fieldErrors?.email).toEqual([t('account_send_code_failed')]);
  });
});
