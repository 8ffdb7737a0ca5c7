import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, call, freshIp, json, signIn } from '../helpers/http.ts';
import { identityPhoto } from '../helpers/identity-images.ts';
import { registerAt, uploadTo } from '../helpers/media.ts';

/** The admin's review queue: pending certifications decided over the API, and the two review pages. */

interface Answer<T> {
  success?: boolean;
  data?: T;
  error?: string;
  fieldErrors?: Record<string, string[]>;
}
interface Pending {
  id: string;
  trainerId: string;
  trainerName: string;
  trainerEmail: string;
  name: string;
  issuer: string | null;
  documents: Array<{ id: string; url: string; contentType: string }>;
  version: number;
}
interface Certification {
  id: string;
  name: string;
  status: string;
  version: number;
}

const list = '/api/admin/certifications';
const decision = (id: string) => `/api/admin/certifications/${id}/decision`;
const register = (role: 'trainer' | 'client') => registerAt(baseUrl(), role, freshIp());

async function send<T>(cookie: string | undefined, method: string, path: string, body?: unknown) {
  const response = await call(path, { method, cookie, ...(body === undefined ? {} : json(body)) });
  return { status: response.status, body: (await response.json()) as Answer<T> };
}

async function userOf(cookie: string): Promise<{ id: string; email: string }> {
  const session = (await (await call('/api/auth/session', { cookie })).json()) as {
    data: { user: { id: string; email: string } };
  };
  return session.data.user;
}

/** A new trainer with a name no other test uses. */
async function namedTrainer(): Promise<{ cookie: string; id: string; name: string }> {
  const cookie = await register('trainer');
  const lastName = `Reviewed${crypto
    .randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 8)}`;
  const url = '/api/users/trainer/profile/basic-info';
  const read = (await (await call(url, { cookie })).json()) as { data: { version: number } };
  const saved = await send(cookie, 'PUT', url, {
    firstName: 'Vesna',
    lastName,
    dateOfBirth: '1991-03-14',
    gender: 'female',
    trainerSince: 2015,
    contactEmail: `contact.${lastName.toLowerCase()}@example.test`,
    version: read.data.version,
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return { cookie, id: (await userOf(cookie)).id, name: `Vesna ${lastName}` };
}

async function uploadDocument(cookie: string, kind: 'pdf' | 'image'): Promise<string> {
  const file =
    kind === 'pdf'
      ? {
          name: 'certificate.pdf',
          type: 'application/pdf',
          body: Buffer.from(`%PDF-1.4\n% ${crypto.randomUUID()}\n%%EOF\n`),
        }
      : { name: 'certificate.jpg', type: 'image/jpeg', body: await identityPhoto('sharp', 1200, 900) };
  const response = await uploadTo(baseUrl(), cookie, 'certificateDocument', [file]);
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { media: Array<{ id: string }> } }).data.media[0]!.id;
}

async function addCertification(cookie: string, name: string): Promise<Certification> {
  const documentIds = [await uploadDocument(cookie, 'pdf'), await uploadDocument(cookie, 'image')];
  const created = await send<Certification>(cookie, 'POST', '/api/users/trainer/certifications', {
    name,
    issuer: 'European Register of Exercise Professionals',
    expiryDate: '2031-06-30',
    documentIds,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.data!;
}

async function statusOf(cookie: string, id: string): Promise<Certification | undefined> {
  const mine = await send<Certification[]>(cookie, 'GET', '/api/users/trainer/certifications');
  return mine.body.data!.find((certification) => certification.id === id);
}

async function pending(admin: string): Promise<Pending[]> {
  const answer = await send<Pending[]>(admin, 'GET', list);
  expect(answer.status).toBe(200);
  return answer.body.data!;
}

async function uploadPart(cookie: string, field: string): Promise<string> {
  const response = await uploadTo(baseUrl(), cookie, field, [
    { name: 'photo.jpg', type: 'image/jpeg', body: await identityPhoto('sharp') },
  ]);
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { urls: Record<string, string> } }).data.urls[field]!;
}

let admin: string;
let client: string;
beforeAll(async () => {
  [admin, client] = await Promise.all([signIn('admin'), signIn('client')]);
});

describe('certifications waiting for review', () => {
  let trainer: { cookie: string; id: string; name: string };
  let first: Certification;
  let second: Certification;
  beforeAll(async () => {
    trainer = await namedTrainer();
    first = await addCertification(trainer.cookie, 'Kettlebell Instructor');
    second = await addCertification(trainer.cookie, 'Pre- and Postnatal Coach');
  });

  it('lists each pending certification once, the longest waiting first, with its trainer and private documents', async () => {
    const waiting = await pending(admin);
    const ours = waiting.filter((item) => item.trainerId === trainer.id);
    expect(ours.map((item) => item.id)).toEqual([first.id, second.id]);
    expect(ours[0]).toMatchObject({
      name: 'Kettlebell Instructor',
      trainerName: trainer.name,
      trainerEmail: (await userOf(trainer.cookie)).email,
      issuer: 'European Register of Exercise Professionals',
      version: first.version,
    });
    expect(ours[0]!.documents.map((document) => document.contentType)).toEqual(['application/pdf', 'image/jpeg']);
    for (const document of ours[0]!.documents) {
      expect(document.url).toMatch(/^\/media\//);
      expect((await fetch(`${baseUrl()}${document.url}`, { headers: { cookie: admin } })).status).toBe(200);
      expect((await fetch(`${baseUrl()}${document.url}`)).status).toBe(404);
    }
    expect(waiting.every((item) => waiting.filter((other) => other.id === item.id).length === 1)).toBe(true);
  });

  it('approves once: the trainer sees it approved, it leaves the queue, and a second decision is 409', async () => {
    const approved = await send<{ status: string }>(admin, 'POST', decision(first.id), {
      decision: 'approve',
      version: first.version,
    });
    expect(approved).toMatchObject({ status: 200, body: { success: true, data: { status: 'approved' } } });
    expect(await statusOf(trainer.cookie, first.id)).toMatchObject({ status: 'approved' });
    expect((await pending(admin)).map((item) => item.id)).not.toContain(first.id);

    const again = await send(admin, 'POST', decision(first.id), { decision: 'reject' });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('This certification is not waiting for a review.');
    expect(await statusOf(trainer.cookie, first.id)).toMatchObject({ status: 'approved' });
  });

  it('refuses a decision on a version the trainer has edited since, then rejects the one shown', async () => {
    const current = (await statusOf(trainer.cookie, second.id))!;
    const edited = await send<Certification>(trainer.cookie, 'PUT', `/api/users/trainer/certifications/${second.id}`, {
      name: 'Pre- and Postnatal Coach (Level 2)',
      version: current.version,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const stale = await send(admin, 'POST', decision(second.id), { decision: 'reject', version: current.version });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toContain('changed this certification');

    const rejected = await send<{ status: string }>(admin, 'POST', decision(second.id), {
      decision: 'reject',
      version: edited.body.data!.version,
    });
    expect(rejected).toMatchObject({ status: 200, body: { data: { status: 'rejected' } } });
    expect(await statusOf(trainer.cookie, second.id)).toMatchObject({ status: 'rejected' });
  });

  it('answers 404 for an unknown certification, 400 for a malformed id or decision', async () => {
    const unknown = await send(admin, 'POST', decision(crypto.randomUUID()), { decision: 'approve' });
    expect(unknown).toMatchObject({ status: 404, body: { error: 'We could not find what you were looking for.' } });
    expect((await send(admin, 'POST', decision('not-an-id'), { decision: 'approve' })).status).toBe(400);
    const malformed = await send(admin, 'POST', decision(second.id), { decision: 'maybe' });
    expect(malformed.status).toBe(400);
    expect(Object.keys(malformed.body.fieldErrors ?? {})).toEqual(['decision']);
  });

  it('is for admins only: trainers and clients get 403, visitors 401', async () => {
    const third = await addCertification(trainer.cookie, 'Mobility Specialist');
    for (const cookie of [trainer.cookie, client]) {
      expect((await send(cookie, 'GET', list)).status).toBe(403);
      expect((await send(cookie, 'POST', decision(third.id), { decision: 'approve' })).status).toBe(403);
    }
    expect((await send(undefined, 'GET', list)).status).toBe(401);
    expect(await statusOf(trainer.cookie, third.id)).toMatchObject({ status: 'pending' });
  });
});

describe('the review pages', () => {
  let trainer: { cookie: string; id: string; name: string };
  let parts: string[];
  beforeAll(async () => {
    trainer = await namedTrainer();
    parts = [await uploadPart(trainer.cookie, 'passportPage'), await uploadPart(trainer.cookie, 'idSelfie')];
    const submitted = await send(trainer.cookie, 'POST', '/api/users/trainer/verification', {
      documentType: 'passport',
      documentParts: [
        { type: 'passport_page', url: parts[0] },
        { type: 'selfie', url: parts[1] },
      ],
    });
    expect(submitted.status).toBe(200);
    await addCertification(trainer.cookie, 'Olympic Lifting Coach');
  });

  const page = async (path: string, cookie?: string) => {
    const response = await call(path, { cookie });
    return { status: response.status, location: response.headers.get('location'), html: await response.text() };
  };

  it('the queue lists the waiting case, linked to its page, and the pending certification', async () => {
    const { status, html } = await page('/admin/verifications', admin);
    expect(status).toBe(200);
    expect(html).toContain(trainer.name);
    expect(html).toContain(`href="/admin/verifications/${trainer.id}"`);
    expect(html).toContain('Olympic Lifting Coach');
    expect(html).toContain('Identity checks waiting');
  });

  it('the case page shows the trainer, each document image named by its part, and the decision', async () => {
    const { status, html } = await page(`/admin/verifications/${trainer.id}`, admin);
    expect(status).toBe(200);
    expect(html).toContain(`Identity check: ${trainer.name}`);
    for (const url of parts) expect(html).toContain(`src="${url}"`);
    expect(html).toContain(`alt="Passport photo page – ${trainer.name}"`);
    expect(html).toContain(`alt="Selfie – ${trainer.name}"`);
    expect(html).toContain('Under review');
    expect(html).toContain('ReviewDecisionIsland');
  });

  it('after a rejection with a reason of several lines, the case shows it among the earlier decisions', async () => {
    const reason = 'The selfie is too dark.\nPlease take it again in daylight.';
    const rejected = await send(admin, 'POST', `/api/admin/verifications/${trainer.id}/decision`, {
      decision: 'reject',
      reason,
    });
    expect(rejected).toMatchObject({ status: 200, body: { data: { status: 'rejected' } } });
    const { html } = await page(`/admin/verifications/${trainer.id}`, admin);
    expect(html).toContain(reason);
    expect(html).toContain('Nothing to decide');
    expect(html).not.toContain('ReviewDecisionIsland');
    // Gone from the identity checks waiting (their certification still links to the case below).
    const queue = await page('/admin/verifications', admin);
    const identityList = queue.html.split('data-queue="certifications"')[0]!;
    expect(identityList).not.toContain(`href="/admin/verifications/${trainer.id}"`);
  });

  it('an unknown or malformed case is not found', async () => {
    expect((await page(`/admin/verifications/${crypto.randomUUID()}`, admin)).status).toBe(404);
    expect((await page('/admin/verifications/not-an-id', admin)).status).toBe(404);
  });

  it('sends everyone else away: visitors to sign in, trainers and clients to their dashboards', async () => {
    for (const path of ['/admin/verifications', `/admin/verifications/${trainer.id}`]) {
      expect(await page(path)).toMatchObject({
        status: 303,
        location: `/auth/login?returnTo=${encodeURIComponent(path)}`,
      });
      expect(await page(path, trainer.cookie)).toMatchObject({ status: 303, location: '/trainer/dashboard' });
      expect(await page(path, client)).toMatchObject({ status: 303, location: '/client/dashboard' });
    }
  });
});
