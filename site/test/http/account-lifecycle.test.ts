import { existsSync } from 'node:fs';
import path from 'node:path';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { m } from '@spotter/i18n';
import { baseUrl, call, freshIp, json, signInAs } from '../helpers/http.ts';
import { uploadTo, type UploadedMedia } from '../helpers/media.ts';

/**
 * Deactivate, delete and download my data against the built server: sessions end (old cookies
 * fail on pages and API), a deactivated trainer leaves the marketplace at once and comes back by
 * signing in, a deleted one answers 410 and their clients read that they left, files leave
 * DATA_DIR/media, ratings are recomputed, the address registers again, and the exports hold the
 * person's data and nothing of others.
 */

type Role = 'trainer' | 'client';
const PASSWORD = 'a strong password';
let png: Buffer;

interface Account {
  email: string;
  cookie: string;
  id: string;
}

async function registerWith(email: string, role: Role): Promise<Response> {
  return call('/api/auth/register', {
    method: 'POST',
    ...json({ email, password: PASSWORD, role }),
    headers: { 'x-forwarded-for': freshIp(), 'accept-language': 'en' },
  });
}

const sessionCookie = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((c) => c.includes('spotter_session='))
    ?.split(';')[0];

async function account(role: Role, email = `${role}.${crypto.randomUUID()}@example.test`): Promise<Account> {
  const registered = await registerWith(email, role);
  expect(registered.status).toBe(201);
  const cookie = sessionCookie(registered) ?? (await signInAs(email, PASSWORD));
  const session = (await (await call('/api/auth/session', { cookie })).json()) as { data: { user: { id: string } } };
  return { email, cookie, id: session.data.user.id };
}

async function send(cookie: string, method: string, url: string, body?: unknown) {
  const response = await call(url, { method, cookie, ...(body === undefined ? {} : json(body)) });
  return { status: response.status, body: (await response.json()) as { data?: unknown; error?: string } };
}

async function saveSection(cookie: string, role: Role, section: string, values: Record<string, unknown>) {
  const url = `/api/users/${role}/profile/${section}`;
  const read = (await (await call(url, { cookie })).json()) as { data: { version: number } };
  const saved = await send(cookie, 'PUT', url, { ...values, version: read.data.version });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

/** A trainer the marketplace lists, with a name nobody else has; their slug comes from it. */
async function listedTrainer(): Promise<Account & { lastName: string; slug: string }> {
  const trainer = await account('trainer');
  const lastName = `Zed${crypto
    .randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 8)}`;
  await saveSection(trainer.cookie, 'trainer', 'basic-info', {
    firstName: 'Petra',
    lastName,
    dateOfBirth: '1990-05-04',
    gender: 'female',
    trainerSince: 2016,
    shortdescription: 'Strength and mobility for every age.',
    description: 'I coach strength with kettlebells and bodyweight.',
    contactEmail: `contact.${trainer.id}@example.test`,
    contactPhone: '+387 61 765 432',
  });
  await saveSection(trainer.cookie, 'trainer', 'specialties', {
    specialties: ['strength'],
    trainingTypes: ['weight_training'],
    trainingModes: ['inPerson'],
    trainingEnvironments: ['home'],
    serviceFeatures: [],
    nutritionExtras: [],
  });
  const found = (await (await call(`/api/trainers?q=${lastName}`)).json()) as {
    data: { items: Array<{ id: string; slug: string }> };
  };
  const slug = found.data.items.find((item) => item.id === trainer.id)?.slug;
  expect(slug).toBeTruthy();
  return { ...trainer, lastName, slug: slug! };
}

/** The client asks the trainer and the trainer accepts: the two are connected. */
async function connect(client: Account, trainer: Account, firstName = 'Lana'): Promise<void> {
  const asked = await send(client.cookie, 'POST', '/api/coaching-requests', {
    trainerId: trainer.id,
    message: 'I would like to get stronger.',
    goal: 'strength',
    source: 'trainers-marketplace',
    firstName,
    lastName: 'Client',
  });
  expect(asked.status).toBe(201);
  const id = (asked.body.data as { id: string }).id;
  expect((await send(trainer.cookie, 'POST', `/api/coaching-requests/${id}/accept`)).status).toBe(200);
}

async function upload(cookie: string, field: string): Promise<UploadedMedia> {
  const response = await uploadTo(baseUrl(), cookie, field, [{ name: 'a.png', type: 'image/png', body: png }]);
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { media: UploadedMedia[] } }).data.media[0]!;
}

/** Where an upload (and its thumbnail) is kept on the server's disk. */
const filesOf = (media: UploadedMedia) =>
  [media.url, media.thumbnailUrl]
    .filter((url): url is string => url !== null)
    .map((url) => path.join(inject('dataDir'), 'media', url.replace(/^\/media\//, '')));

/** What an old cookie gets: no user from the API, the sign-in page instead of the dashboard. */
async function expectSignedOut(cookie: string, role: Role): Promise<void> {
  const session = (await (await call('/api/auth/session', { cookie })).json()) as { data: { user: unknown } };
  expect(session.data.user).toBeNull();
  const api = role === 'trainer' ? '/api/users/trainer/stats' : '/api/progress/dashboard';
  expect((await call(api, { cookie })).status).toBe(401);
  const page = await call(`/${role}/dashboard`, { cookie });
  expect(page.status).toBe(303);
  expect(page.headers.get('location')).toMatch(/^\/auth\/login/);
}

const status = async (url: string, headers: Record<string, string> = {}) => (await call(url, { headers })).status;

beforeAll(async () => {
  png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#22c55e' } })
    .png()
    .toBuffer();
});

describe('who may end an account', () => {
  it('each role ends only its own kind of account; nobody signed out does', async () => {
    const [trainer, client] = await Promise.all([account('trainer'), account('client')]);
    expect((await call('/api/users/trainer/deactivate', { method: 'POST', cookie: client.cookie })).status).toBe(403);
    expect((await call('/api/users/trainer/delete', { method: 'DELETE', cookie: client.cookie })).status).toBe(403);
    expect((await call('/api/users/client/deactivate', { method: 'POST', cookie: trainer.cookie })).status).toBe(403);
    expect((await call('/api/users/client/delete', { method: 'DELETE', cookie: trainer.cookie })).status).toBe(403);
    expect((await call('/api/users/client/delete', { method: 'DELETE' })).status).toBe(401);
    // SPEC §7: no payload; one sent anyway is refused before any work.
    const withBody = await call('/api/users/client/delete', { method: 'DELETE', cookie: client.cookie, ...json({}) });
    expect(withBody.status).toBe(400);
    expect(((await withBody.json()) as { error: string }).error).toBe(m.error_body_unexpected());
    // Both are still signed in.
    for (const [who, role] of [
      [trainer, 'trainer'],
      [client, 'client'],
    ] as const) {
      const session = (await (await call('/api/auth/session', { cookie: who.cookie })).json()) as {
        data: { user: { role: string } | null };
      };
      expect(session.data.user?.role).toBe(role);
    }
  });
});

describe('deactivation', () => {
  it('hides a trainer at once, ends every session, marks them for their clients, and signing in brings them back', async () => {
    const trainer = await listedTrainer();
    const client = await account('client');
    await connect(client, trainer);
    const second = await signInAs(trainer.email, PASSWORD);
    expect((await send(trainer.cookie, 'PATCH', '/api/users/update-language', { language: 'de' })).status).toBe(200);
    // Read (and so cached) while listed.
    expect(await status(`/trainers/${trainer.slug}`)).toBe(200);
    expect(await (await call('/sitemap.xml')).text()).toContain(`/trainers/${trainer.slug}`);
    expect(await (await call(`/trainers?q=${trainer.lastName}`)).text()).toContain(trainer.lastName);

    const answer = await call('/api/users/trainer/deactivate', { method: 'POST', cookie: trainer.cookie });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ success: true });

    for (const cookie of [trainer.cookie, second]) await expectSignedOut(cookie, 'trainer');
    const search = (await (await call(`/api/trainers?q=${trainer.lastName}`)).json()) as { data: { items: unknown[] } };
    expect(search.data.items).toEqual([]);
    expect(await (await call(`/trainers?q=${trainer.lastName}`)).text()).not.toContain(`/trainers/${trainer.slug}`);
    expect(await (await call('/sitemap.xml')).text()).not.toContain(`/trainers/${trainer.slug}`);
    expect(await status(`/trainers/${trainer.slug}`)).toBe(410);

    const coachPage = await (await call('/client/dashboard/trainwithcoach', { cookie: client.cookie })).text();
    expect(coachPage).toContain(m.coaching_page_coach_deactivated());
    expect(coachPage).toContain(`Petra ${trainer.lastName}`);
    expect(coachPage).not.toContain(`href="/trainers/${trainer.slug}"`);

    // Signing in again reactivates, says so once on the dashboard in the trainer's language, and lists them again.
    const login = await call('/api/auth/login', {
      method: 'POST',
      ...json({ email: trainer.email, password: PASSWORD }),
      headers: { 'x-forwarded-for': freshIp() },
    });
    expect(login.status).toBe(200);
    expect(((await login.json()) as { data: { reactivated: boolean } }).data.reactivated).toBe(true);
    const cookies = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0]!)
      .join('; ');
    const dashboard = await call('/trainer/dashboard', { cookie: cookies });
    expect(dashboard.status).toBe(200);
    const html = await dashboard.text();
    expect(html).toContain(m.auth_reactivated({}, { locale: 'de' }));
    expect(html).toContain('data-notice="reactivated"');
    const cleared = dashboard.headers.getSetCookie().find((c) => c.includes('spotter_notice='));
    expect(cleared).toMatch(/Max-Age=0/i);
    const again = await call('/trainer/dashboard', { cookie: sessionCookie(login)! });
    expect(again.status).toBe(200);
    expect(await again.text()).not.toContain('data-notice="reactivated"');

    expect(await status(`/trainers/${trainer.slug}`)).toBe(200);
    const back = (await (await call(`/api/trainers?q=${trainer.lastName}`)).json()) as {
      data: { items: Array<{ id: string }> };
    };
    expect(back.data.items.map((item) => item.id)).toEqual([trainer.id]);
  });

  it('a client deactivates: every session ends and signing in brings the account back', async () => {
    const client = await account('client');
    const second = await signInAs(client.email, PASSWORD);
    expect((await call('/api/users/client/deactivate', { method: 'POST', cookie: client.cookie })).status).toBe(200);
    for (const cookie of [client.cookie, second]) await expectSignedOut(cookie, 'client');
    const login = await call('/api/auth/login', {
      method: 'POST',
      ...json({ email: client.email, password: PASSWORD }),
      headers: { 'x-forwarded-for': freshIp() },
    });
    expect(login.status).toBe(200);
    expect(((await login.json()) as { data: { reactivated: boolean } }).data.reactivated).toBe(true);
  });
});

describe('deletion', () => {
  it('a trainer: sessions end, files go, the page answers 410, clients read that they left, the address registers again', async () => {
    const trainer = await listedTrainer();
    const [client, asking] = await Promise.all([account('client'), account('client')]);
    await connect(client, trainer);
    const waiting = await send(asking.cookie, 'POST', '/api/coaching-requests', {
      trainerId: trainer.id,
      message: 'Are you free on Mondays?',
      firstName: 'Nina',
      lastName: 'Asker',
    });
    expect(waiting.status).toBe(201);
    const photo = await upload(trainer.cookie, 'profileImage');
    expect((await send(trainer.cookie, 'PUT', '/api/users/profile-photo', { mediaId: photo.id })).status).toBe(200);
    const image = await upload(trainer.cookie, 'galleryImage');
    const gallery = await send(trainer.cookie, 'PUT', '/api/users/trainer/gallery', {
      images: [{ mediaId: image.id, isHighlighted: true, description: 'Outdoor session' }],
    });
    expect(gallery.status).toBe(200);
    const files = [...filesOf(photo), ...filesOf(image)];
    expect(files.length).toBeGreaterThanOrEqual(2);
    for (const file of files) expect(existsSync(file), file).toBe(true);
    const second = await signInAs(trainer.email, PASSWORD);
    expect(await status(`/trainers/${trainer.slug}`)).toBe(200);

    const answer = await call('/api/users/trainer/delete', { method: 'DELETE', cookie: trainer.cookie });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ success: true });

    for (const cookie of [trainer.cookie, second]) await expectSignedOut(cookie, 'trainer');
    for (const file of files) expect(existsSync(file), file).toBe(false);
    expect(await status(photo.url)).toBe(404);

    const gone = await call(`/trainers/${trainer.slug}`, { headers: { 'accept-language': 'de' } });
    expect(gone.status).toBe(410);
    expect(await gone.text()).toContain(m.trainer_page_gone_title({}, { locale: 'de' }));
    const search = (await (await call(`/api/trainers?q=${trainer.lastName}`)).json()) as { data: { items: unknown[] } };
    expect(search.data.items).toEqual([]);
    expect(await (await call('/sitemap.xml')).text()).not.toContain(`/trainers/${trainer.slug}`);

    const coachPage = await (await call('/client/dashboard/trainwithcoach', { cookie: client.cookie })).text();
    expect(coachPage).toContain(m.coaching_page_coach_left());
    expect(coachPage).toContain(
      m.coaching_page_coach_left_notice({ name: `Petra ${trainer.lastName}` }).replaceAll("'", '&#39;'),
    );
    const requests = (await send(asking.cookie, 'GET', '/api/coaching-requests')).body.data as {
      items: Array<{ status: string }>;
    };
    expect(requests.items.map((item) => item.status)).toEqual(['declined']);

    // The password no longer signs in; the address registers again and signs in with the new account.
    const old = await call('/api/auth/login', {
      method: 'POST',
      ...json({ email: trainer.email, password: PASSWORD }),
      headers: { 'x-forwarded-for': freshIp() },
    });
    // As for any unknown address or wrong password (auth.test.ts): refused, nobody signed in.
    expect(old.status).toBe(400);
    expect(sessionCookie(old)).toBeUndefined();
    expect((await registerWith(trainer.email, 'client')).status).toBe(201);
    const fresh = await signInAs(trainer.email, PASSWORD);
    const session = (await (await call('/api/auth/session', { cookie: fresh })).json()) as {
      data: { user: { id: string; role: string } };
    };
    expect(session.data.user.role).toBe('client');
    expect(session.data.user.id).not.toBe(trainer.id);
  });

  it('a client: training data, reviews and files go, and the trainers’ ratings are recomputed', async () => {
    const trainer = await listedTrainer();
    const [leaving, staying] = [await account('client'), await account('client')];
    await connect(leaving, trainer, 'Leona');
    await connect(staying, trainer, 'Stella');
    expect(
      (await send(leaving.cookie, 'PUT', `/api/trainers/${trainer.id}/review`, { rating: 1, body: 'No.' })).status,
    ).toBe(200);
    expect(
      (await send(staying.cookie, 'PUT', `/api/trainers/${trainer.id}/review`, { rating: 5, body: 'Yes!' })).status,
    ).toBe(200);
    const stats = async () =>
      ((await send(trainer.cookie, 'GET', '/api/users/trainer/stats')).body.data as { averageRating: number })
        .averageRating;
    expect(await stats()).toBe(3);
    const photo = await upload(leaving.cookie, 'profileImage');
    expect((await send(leaving.cookie, 'PUT', '/api/users/profile-photo', { mediaId: photo.id })).status).toBe(200);
    const files = filesOf(photo);
    for (const file of files) expect(existsSync(file)).toBe(true);
    const second = await signInAs(leaving.email, PASSWORD);

    expect((await call('/api/users/client/delete', { method: 'DELETE', cookie: leaving.cookie })).status).toBe(200);

    for (const cookie of [leaving.cookie, second]) await expectSignedOut(cookie, 'client');
    for (const file of files) expect(existsSync(file), file).toBe(false);
    expect(await stats()).toBe(5);
    const reviews = (await (await call(`/api/trainers/${trainer.id}/reviews`)).json()) as {
      data: { items: Array<{ body: string }> };
    };
    expect(reviews.data.items.map((item) => item.body)).toEqual(['Yes!']);
    const clients = (await send(trainer.cookie, 'GET', '/api/users/trainer/clients')).body.data as Array<{
      id: string;
    }>;
    expect(clients.map((c) => c.id)).toEqual([staying.id]);
  });
});

describe('download my data', () => {
  it('the JSON holds the person’s data and nothing of others; the ZIP lists their files', async () => {
    const trainer = await listedTrainer();
    const client = await account('client');
    await connect(client, trainer, 'Klara');
    const [first, secondImage] = [
      await upload(trainer.cookie, 'galleryImage'),
      await upload(trainer.cookie, 'galleryImage'),
    ];
    expect(
      (
        await send(trainer.cookie, 'PUT', '/api/users/trainer/gallery', {
          images: [first, secondImage].map((image) => ({ mediaId: image.id, isHighlighted: false, description: '' })),
        })
      ).status,
    ).toBe(200);
    const clientPhoto = await upload(client.cookie, 'profileImage');

    const answer = await call('/api/users/export', { cookie: trainer.cookie });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toMatch(
      /^attachment; filename="spotter-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const text = await answer.text();
    const data = JSON.parse(text) as {
      account: { id: string; email: string };
      profile: { lastName: string; contactPhone: string };
      coachingConnections: Array<{ with: { id: string; name: string } }>;
      coachingRequests: unknown[];
      media: Array<{ id: string }>;
      sessions: Array<Record<string, unknown>>;
    };
    expect(data.account).toMatchObject({ id: trainer.id, email: trainer.email });
    expect(data.profile).toMatchObject({ lastName: trainer.lastName, contactPhone: '+38761765432' });
    expect(data.coachingConnections).toEqual([
      expect.objectContaining({ with: { id: client.id, name: 'Klara Client' } }),
    ]);
    expect(data.coachingRequests).toHaveLength(1);
    expect(data.media.map((item) => item.id).sort()).toEqual([first.id, secondImage.id].sort());
    expect(data.sessions.length).toBeGreaterThanOrEqual(1);
    for (const leaked of [client.email, clientPhoto.id, 'password', 'hash', trainer.cookie.split('=')[1]!])
      expect(text, leaked).not.toContain(leaked);

    const zip = await call('/api/users/export/media', { cookie: trainer.cookie });
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    const entries = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    expect(Object.keys(entries).sort()).toEqual([`gallery/${first.id}.png`, `gallery/${secondImage.id}.png`].sort());
    const stored = await fetch(`${baseUrl()}${first.url}`);
    expect(Buffer.from(entries[`gallery/${first.id}.png`]!)).toEqual(Buffer.from(await stored.arrayBuffer()));

    const own = (await (await call('/api/users/export/media', { cookie: client.cookie })).arrayBuffer()) as ArrayBuffer;
    expect(Object.keys(unzipSync(new Uint8Array(own)))).toEqual([`profile_photo/${clientPhoto.id}.png`]);
  });

  it('an admin downloads their account data; a reader who goes away mid-archive leaves the server serving', async () => {
    const admin = await signInAs('admin@spotter.test', 'spotter-demo-2026');
    const data = (await (await call('/api/users/export', { cookie: admin })).json()) as {
      account: { role: string };
      profile: unknown;
    };
    expect(data).toMatchObject({ account: { role: 'admin' }, profile: null });
    expect((await call('/api/users/export/media', { cookie: admin })).status).toBe(403);
    expect((await call('/api/users/export')).status).toBe(401);

    const trainer = await account('trainer');
    for (let i = 0; i < 3; i += 1) await upload(trainer.cookie, 'galleryImage');
    const controller = new AbortController();
    const response = await fetch(`${baseUrl()}/api/users/export/media`, {
      headers: { cookie: trainer.cookie },
      signal: controller.signal,
    });
    const reader = response.body!.getReader();
    await reader.read();
    controller.abort();
    await reader.cancel().catch(() => {});
    expect((await call('/api/health')).status).toBe(200);
  });
});
