import { describe, expect, inject, it } from 'vitest';
import { accountLimits, type CoachingRequest } from '@spotter/domain';
import { baseUrl, call, demo, freshIp, json, registerThenSignIn } from '../helpers/http.ts';
import { linkIn, mailsIn, waitForMail } from '../helpers/mail.ts';

/** Registration, verification, password reset and notifications, with mail read from a real SMTP server. */

const mailDir = inject('mailDir');
const unique = (label: string) =>
  `${label}.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 8)}@example.test`;

const register = (email: string, language = 'en', password = 'a strong password') =>
  call('/api/auth/register', {
    method: 'POST',
    ...json({ email, password, role: 'client' }),
    headers: { 'x-forwarded-for': freshIp(), 'accept-language': language },
  });

const login = (email: string, password: string) =>
  call('/api/auth/login', { method: 'POST', ...json({ email, password }), headers: { 'x-forwarded-for': freshIp() } });

const sessionCookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((c) => c.includes('spotter_session='))
    ?.split(';')[0];

async function sessionUser(cookie: string) {
  const response = await call('/api/auth/session', { cookie });
  return ((await response.json()) as { data: { user: { id: string; emailVerified: boolean } | null } }).data.user;
}

/** The path and query of an emailed link, to open on the server under test. */
const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

describe('registration tells nobody who has an account', () => {
  it('answers a taken email exactly as a free one, and each address gets its own mail in its language', async () => {
    const owner = unique('owner');
    const first = await register(owner, 'de');
    expect(first.status).toBe(201);
    const welcome = await waitForMail(mailDir, owner);
    expect(welcome.subject).toBe('Willkommen bei Spotter: Bestätigen Sie Ihre E-Mail');
    expect(linkIn(welcome, `${baseUrl()}/auth/verify-email?token=`)).toMatch(/token=[a-z2-7]{32}$/);

    // Someone else, reading English, tries the owner's address; a free address is registered alongside.
    const since = Date.now();
    const free = unique('free');
    const [taken, fresh] = [await register(owner, 'en', 'someone else 1'), await register(free, 'en')];
    expect(taken.status).toBe(fresh.status);
    expect(await taken.json()).toEqual({ success: true, data: { email: owner } });
    expect(await fresh.json()).toEqual({ success: true, data: { email: free } });
    expect(taken.headers.getSetCookie()).toEqual([]);
    expect(fresh.headers.getSetCookie()).toEqual([]);

    // The owner hears of the attempt in their own language, with a way to sign in and to reset.
    const attempt = await waitForMail(mailDir, owner, { since });
    expect(attempt.subject).toBe('Jemand wollte sich mit Ihrer E-Mail registrieren');
    expect(linkIn(attempt, `${baseUrl()}/auth/login`)).toBe(`${baseUrl()}/auth/login`);
    expect(attempt.text).toContain(`${baseUrl()}/auth/forgot-password`);
    const freeWelcome = await waitForMail(mailDir, free, { since });
    expect(freeWelcome.subject).toBe('Welcome to Spotter: confirm your email');
    // The attempt changed nothing: the owner's password still signs in, the stranger's does not.
    expect((await login(owner, 'a strong password')).status).toBe(200);
    expect((await login(owner, 'someone else 1')).status).toBe(400);
  });

  it('answers the register page form with "Check your inbox" naming the address, keeping the way back', async () => {
    const email = unique('page');
    const response = await call('/auth/register?returnTo=%2Ftrainers', {
      method: 'POST',
      body: new URLSearchParams({ email, password: 'a strong password', role: 'client' }).toString(),
      contentType: 'application/x-www-form-urlencoded',
      headers: { 'x-forwarded-for': freshIp(), 'accept-language': 'en' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().filter((c) => c.includes('spotter_session='))).toEqual([]);
    const html = await response.text();
    expect(html).toContain('Check your inbox');
    expect(html).toContain(email);
    expect(html).toContain('href="/auth/login?returnTo=%2Ftrainers"');
  });
});

describe('the verification link', () => {
  it('verifies the address once; a replay and another token do not', async () => {
    const email = unique('verify');
    const cookie = await registerThenSignIn(
      baseUrl(),
      { email, password: 'a strong password', role: 'client' },
      { 'x-forwarded-for': freshIp(), 'accept-language': 'en' },
    );
    expect((await sessionUser(cookie))!.emailVerified).toBe(false);
    const link = pathOf(linkIn(await waitForMail(mailDir, email), `${baseUrl()}/auth/verify-email?token=`));

    const opened = await call(link);
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain('Your email address is confirmed.');
    expect((await sessionUser(cookie))!.emailVerified).toBe(true);

    const replay = await call(link);
    expect(replay.status).toBe(400);
    expect(await replay.text()).toContain('This link does not work');
    expect((await call(`/auth/verify-email?token=${'q'.repeat(32)}`)).status).toBe(400);
    expect((await call('/auth/verify-email?token=%00%3Cscript%3E')).status).toBe(400);
  });

  it('sends a new link to a signed-in account that asks, until the limit', async () => {
    const email = unique('resend');
    const cookie = await registerThenSignIn(
      baseUrl(),
      { email, password: 'a strong password', role: 'client' },
      { 'x-forwarded-for': freshIp() },
    );
    const first = linkIn(await waitForMail(mailDir, email), `${baseUrl()}/auth/verify-email?token=`);
    const since = Date.now();
    const resent = await call('/api/auth/resend-verification', { method: 'POST', cookie });
    expect(resent.status).toBe(200);
    expect(await resent.json()).toEqual({ success: true, data: { sent: true } });
    const again = await waitForMail(mailDir, email, { since });
    expect(again.subject).toBe('Confirm your email');
    const second = linkIn(again, `${baseUrl()}/auth/verify-email?token=`);
    // The newer link replaces the older one.
    expect((await call(pathOf(first))).status).toBe(400);
    for (let i = 1; i < accountLimits.codeSendsPerUser; i += 1) {
      expect((await call('/api/auth/resend-verification', { method: 'POST', cookie })).status).toBe(200);
    }
    const limited = await call('/api/auth/resend-verification', { method: 'POST', cookie });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(second).not.toBe(first);
    expect((await call('/api/auth/resend-verification', { method: 'POST' })).status).toBe(401);
  });
});

describe('forgot password', () => {
  const forgot = (email: string, ip = freshIp()) =>
    call('/api/auth/forgot-password', { method: 'POST', ...json({ email }), headers: { 'x-forwarded-for': ip } });

  it('answers alike for any address; the link sets a new password once and ends every session', async () => {
    const email = unique('reset');
    const account = { email, password: 'the old password', role: 'client' as const };
    // Two devices signed in.
    const first = await registerThenSignIn(baseUrl(), account, { 'x-forwarded-for': freshIp() });
    const second = sessionCookieOf(await login(email, 'the old password'))!;
    const since = Date.now();

    const known = await forgot(email);
    const unknown = await forgot(unique('nobody'));
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await known.json()).toEqual(await unknown.json());

    const mail = await waitForMail(mailDir, email, { since });
    expect(mail.subject).toBe('Reset your Spotter password');
    const link = pathOf(linkIn(mail, `${baseUrl()}/auth/reset-password?token=`));
    const token = new URLSearchParams(link.split('?')[1]).get('token')!;
    const page = await call(link);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('name="confirmPassword"');

    const mismatch = await call('/api/auth/reset-password', {
      method: 'POST',
      ...json({ token, newPassword: 'the new password', confirmPassword: 'something else' }),
    });
    expect(mismatch.status).toBe(400);
    expect(((await mismatch.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors.confirmPassword).toEqual([
      'Passwords do not match',
    ]);

    const reset = await call('/api/auth/reset-password', {
      method: 'POST',
      ...json({ token, newPassword: 'the new password', confirmPassword: 'the new password' }),
    });
    expect(reset.status).toBe(200);
    expect(await reset.json()).toEqual({ success: true, data: { redirectTo: '/auth/login?notice=password-changed' } });
    for (const cookie of [first, second]) expect(await sessionUser(cookie)).toBeNull();
    expect((await login(email, 'the old password')).status).toBe(400);
    expect((await login(email, 'the new password')).status).toBe(200);

    const replay = await call('/api/auth/reset-password', {
      method: 'POST',
      ...json({ token, newPassword: 'a third password', confirmPassword: 'a third password' }),
    });
    expect(replay.status).toBe(400);
    expect((await call(link)).status).toBe(400);
    const notice = await call('/auth/login?notice=password-changed');
    expect(await notice.text()).toContain('Password changed. Sign in with your new password.');
  });

  it('answers the page form with the same notice, and limits links per address and per client address', async () => {
    const page = await call('/auth/forgot-password', {
      method: 'POST',
      body: new URLSearchParams({ email: demo.trainer }).toString(),
      contentType: 'application/x-www-form-urlencoded',
      headers: { 'x-forwarded-for': freshIp(), 'accept-language': 'en' },
    });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('If an account exists for that address, we sent a link.');

    const address = unique('limited');
    for (let i = 0; i < accountLimits.resetSendsPerAddress; i += 1) expect((await forgot(address)).status).toBe(200);
    const limited = await forgot(address);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);

    const ip = freshIp();
    let status = 200;
    for (let i = 0; i < 20 && status === 200; i += 1) status = (await forgot(unique('many'), ip)).status;
    expect(status).toBe(429);
  });
});

describe('coaching notifications', () => {
  async function account(role: 'trainer' | 'client', language: string) {
    const email = unique(role);
    const cookie = await registerThenSignIn(
      baseUrl(),
      { email, password: 'a strong password', role },
      { 'x-forwarded-for': freshIp(), 'accept-language': language },
    );
    return { email, cookie, id: (await sessionUser(cookie))!.id };
  }
  const ask = (client: { cookie: string }, trainerId: string) =>
    call('/api/coaching-requests', {
      method: 'POST',
      cookie: client.cookie,
      ...json({
        trainerId,
        message: 'I would like to train for a half marathon in spring.',
        goal: 'endurance',
        source: 'trainers-marketplace',
        firstName: 'Lejla',
        lastName: 'Hadžić',
      }),
    });
  const settings = async (cookie: string, body?: unknown) => {
    const response = await call('/api/users/notifications', {
      method: body === undefined ? 'GET' : 'PUT',
      cookie,
      ...(body === undefined ? {} : json(body)),
    });
    return { status: response.status, body: (await response.json()) as { data?: unknown; fieldErrors?: unknown } };
  };

  it('mails the trainer a new request and the client the answer, each in their language', async () => {
    const [trainer, client] = await Promise.all([account('trainer', 'hr'), account('client', 'de')]);
    const asked = await ask(client, trainer.id);
    expect(asked.status).toBe(201);
    const request = ((await asked.json()) as { data: CoachingRequest }).data;
    const received = await waitForMail(mailDir, trainer.email, { match: (m) => m.subject.includes('Lejla') });
    expect(received.subject).toBe('Novi zahtjev za treniranje od Lejla Hadžić');
    expect(received.text).toContain('half marathon in spring');
    expect(received.text).toContain(`${baseUrl()}/trainer/dashboard/new-clients`);

    const declined = await call(`/api/coaching-requests/${request.id}/decline`, {
      method: 'POST',
      cookie: trainer.cookie,
      ...json({ reason: 'My calendar is full until summer.' }),
    });
    expect(declined.status).toBe(200);
    const answer = await waitForMail(mailDir, client.email, { match: (m) => m.subject.includes('abgelehnt') });
    expect(answer.text).toContain('My calendar is full until summer.');
    expect(answer.text).toContain(`${baseUrl()}/client/dashboard/trainwithcoach`);
  });

  it('sends nothing to a trainer or a client who switched the kind off', async () => {
    const [trainer, client] = await Promise.all([account('trainer', 'en'), account('client', 'en')]);
    expect(await settings(trainer.cookie)).toEqual({
      status: 200,
      body: { success: true, data: { coachingRequestReceived: true } },
    });
    expect(await settings(client.cookie)).toEqual({
      status: 200,
      body: { success: true, data: { coachingRequestAnswered: true } },
    });
    // A switch of another role is refused by name.
    const foreign = await settings(trainer.cookie, { coachingRequestAnswered: false });
    expect(foreign.status).toBe(400);
    expect(foreign.body.fieldErrors).toHaveProperty('coachingRequestAnswered');
    expect((await settings(client.cookie, { coachingRequestAnswered: 'no' })).status).toBe(400);
    expect(await settings(trainer.cookie, { coachingRequestReceived: false })).toEqual({
      status: 200,
      body: { success: true, data: { coachingRequestReceived: false } },
    });
    expect((await settings(client.cookie, { coachingRequestAnswered: false })).status).toBe(200);
    expect(await settings(client.cookie)).toEqual({
      status: 200,
      body: { success: true, data: { coachingRequestAnswered: false } },
    });

    const since = Date.now();
    const asked = await ask(client, trainer.id);
    expect(asked.status).toBe(201);
    const request = ((await asked.json()) as { data: CoachingRequest }).data;
    expect(
      (await call(`/api/coaching-requests/${request.id}/accept`, { method: 'POST', cookie: trainer.cookie })).status,
    ).toBe(200);

    // A later mail to each, through the same server, shows that nothing was queued before it.
    const marker = Date.now();
    await call('/api/auth/forgot-password', {
      method: 'POST',
      ...json({ email: trainer.email }),
      headers: { 'x-forwarded-for': freshIp() },
    });
    await call('/api/auth/forgot-password', {
      method: 'POST',
      ...json({ email: client.email }),
      headers: { 'x-forwarded-for': freshIp() },
    });
    await waitForMail(mailDir, trainer.email, { since: marker });
    await waitForMail(mailDir, client.email, { since: marker });
    const after = mailsIn(mailDir).filter((m) => m.receivedAt >= since);
    expect(after.filter((m) => m.to.includes(trainer.email)).map((m) => m.subject)).toEqual([
      'Reset your Spotter password',
    ]);
    expect(after.filter((m) => m.to.includes(client.email)).map((m) => m.subject)).toEqual([
      'Reset your Spotter password',
    ]);
  });
});

describe('the development mailbox', () => {
  it('does not exist in production', async () => {
    expect((await call('/dev/mailbox')).status).toBe(404);
    expect((await call('/dev/mailbox/1700000000000-abcdef12')).status).toBe(404);
  });
});
