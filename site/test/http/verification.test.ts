import { beforeAll, describe, expect, inject, it } from 'vitest';
import { baseUrl, call, freshIp, json, signIn } from '../helpers/http.ts';
import { identityPhoto, identityPhotoPng } from '../helpers/identity-images.ts';
import { waitForMail } from '../helpers/mail.ts';
import { registerAt, uploadTo } from '../helpers/media.ts';

/** Identity verification: quality checks, the status machine, private documents and the admin's review. */

interface Answer<T> {
  success?: boolean;
  data?: T;
  error?: string;
  fieldErrors?: Record<string, string[]>;
}
interface Verification {
  status: string;
  documentType: string | null;
  documentParts: Array<{ type: string; url: string }>;
  rejectionReason: string | null;
}
interface Case {
  trainerId: string;
  email: string;
  verification: Verification;
  accessLog: Array<{ adminName: string | null; part: string | null; mediaId: string }>;
  history: Array<{ decision: string; reason: string | null }>;
}

const mailDir = inject('mailDir');
const route = '/api/users/trainer/verification';
const register = (role: 'trainer' | 'client') => registerAt(baseUrl(), role, freshIp());

async function upload(cookie: string, field: string, body: Buffer, type = 'image/jpeg') {
  const response = await uploadTo(baseUrl(), cookie, field, [{ name: 'photo.jpg', type, body }]);
  return { status: response.status, body: (await response.json()) as Answer<{ urls: Record<string, string> }> };
}

async function uploadPart(cookie: string, field: string): Promise<string> {
  const { status, body } = await upload(cookie, field, await identityPhoto('sharp'));
  expect(status, JSON.stringify(body)).toBe(201);
  return body.data!.urls[field]!;
}

async function send<T>(cookie: string, method: string, path: string, body?: unknown) {
  const response = await call(path, { method, cookie, ...(body === undefined ? {} : json(body)) });
  return { status: response.status, body: (await response.json()) as Answer<T> };
}

const verificationOf = async (cookie: string) => (await send<Verification>(cookie, 'GET', route)).body.data!;
const emailOf = async (cookie: string) =>
  ((await (await call('/api/auth/session', { cookie })).json()) as { data: { user: { id: string; email: string } } })
    .data.user;

let admin: string;
beforeAll(async () => {
  admin = await signIn('admin');
});

describe('identity images are checked before they are accepted', () => {
  let trainer: string;
  beforeAll(async () => {
    trainer = await register('trainer');
  });

  it.each([
    ['blurry', 'This photo is blurry.'],
    ['dark', 'This photo is too dark.'],
    ['bright', 'This photo is too bright.'],
    ['small', 'This photo is too small. Take it again so it is at least 640 × 480 pixels.'],
  ] as const)('refuses a %s photo with its own message', async (kind, message) => {
    const { status, body } = await upload(trainer, 'idVerificationFront', await identityPhoto(kind));
    expect(status).toBe(422);
    expect(body.error).toContain(message);
    expect(body.fieldErrors?.idVerificationFront?.[0]).toContain(message);
    expect((await verificationOf(trainer)).status).toBe('not_started');
  });

  it('accepts a sharp JPEG or PNG, re-encoded, and the first one starts the verification', async () => {
    const url = await uploadPart(trainer, 'idVerificationFront');
    expect(url).toMatch(/^\/media\/identity_document\/[0-9a-f-]{36}\.jpg$/);
    expect((await verificationOf(trainer)).status).toBe('started');
    const png = await upload(trainer, 'idVerificationBack', await identityPhotoPng(), 'image/png');
    expect(png.status).toBe(201);
  });
});

describe('the upload reports its stages as they are done', () => {
  async function stagesOf(cookie: string, body: Buffer): Promise<Array<Record<string, unknown>>> {
    const form = new FormData();
    form.append('idVerificationFront', new Blob([new Uint8Array(body)], { type: 'image/jpeg' }), 'front.jpg');
    const response = await fetch(`${baseUrl()}/api/upload`, {
      method: 'POST',
      headers: { cookie, origin: baseUrl(), accept: 'application/x-ndjson' },
      body: form,
    });
    expect(response.headers.get('content-type')).toBe('application/x-ndjson');
    expect(response.headers.get('content-encoding')).toBeNull();
    return (await response.text())
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  }

  it('received, checked, then stored with the addresses; or failed with the refusal', async () => {
    const trainer = await register('trainer');
    const stored = await stagesOf(trainer, await identityPhoto('sharp'));
    expect(stored.map((line) => line.stage)).toEqual(['received', 'checked', 'stored']);
    expect(stored[2]).toMatchObject({
      status: 201,
      success: true,
      data: { urls: { idVerificationFront: expect.stringMatching(/^\/media\/identity_document\//) } },
    });
    const refused = await stagesOf(trainer, await identityPhoto('dark'));
    expect(refused.map((line) => line.stage)).toEqual(['received', 'failed']);
    expect(refused[1]).toMatchObject({ status: 422, error: expect.stringContaining('too dark') });
  });

  it('answers a refusal of the whole request with its own status', async () => {
    const client = await register('client');
    const form = new FormData();
    form.append('idSelfie', new Blob([new Uint8Array(await identityPhoto('sharp'))], { type: 'image/jpeg' }), 'a.jpg');
    const response = await fetch(`${baseUrl()}/api/upload`, {
      method: 'POST',
      headers: { cookie: client, origin: baseUrl(), accept: 'application/x-ndjson' },
      body: form,
    });
    expect(response.status).toBe(403);
    expect(response.headers.get('content-type')).toContain('application/json');
  });
});

describe('documents are private', () => {
  it('reaches only its trainer and admins, never stored by a shared cache, and each admin view is logged', async () => {
    const [trainer, other, client] = await Promise.all([register('trainer'), register('trainer'), register('client')]);
    const url = await uploadPart(trainer, 'idSelfie');
    const as = (cookie?: string) => fetch(`${baseUrl()}${url}`, { headers: cookie ? { cookie } : {} });
    const own = await as(trainer);
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    expect((await as()).status).toBe(404);
    expect((await as(client)).status).toBe(404);
    expect((await as(other)).status).toBe(404);

    const passport = await uploadPart(trainer, 'passportPage');
    expect(
      (
        await send(trainer, 'POST', route, {
          documentType: 'passport',
          documentParts: [
            { type: 'passport_page', url: passport },
            { type: 'selfie', url },
          ],
        })
      ).status,
    ).toBe(200);
    const { id } = await emailOf(trainer);
    const before = (await send<Case>(admin, 'GET', `/api/admin/verifications/${id}`)).body.data!;
    expect((await as(admin)).status).toBe(200);
    expect((await as(admin)).status).toBe(200);
    expect((await fetch(`${baseUrl()}${passport}`, { headers: { cookie: admin } })).status).toBe(200);
    const after = (await send<Case>(admin, 'GET', `/api/admin/verifications/${id}`)).body.data!;
    expect(after.accessLog.length - before.accessLog.length).toBe(3);
    expect(after.accessLog.slice(0, 3).map((entry) => entry.part)).toEqual(['passport_page', 'selfie', 'selfie']);
    expect(after.accessLog[0]!.adminName).toBe('admin@spotter.test');
    // The trainer's own views are not an admin's access.
    await as(trainer);
    const again = (await send<Case>(admin, 'GET', `/api/admin/verifications/${id}`)).body.data!;
    expect(again.accessLog).toHaveLength(after.accessLog.length);
  });
});

describe('submitting', () => {
  it('needs every part the type asks for, each uploaded by this trainer for verification', async () => {
    const [trainer, other] = await Promise.all([register('trainer'), register('trainer')]);
    const front = await uploadPart(trainer, 'idVerificationFront');
    const back = await uploadPart(trainer, 'idVerificationBack');
    const selfie = await uploadPart(trainer, 'idSelfie');
    const theirs = await uploadPart(other, 'idSelfie');

    const missing = await send(trainer, 'POST', route, {
      documentType: 'id_card',
      documentParts: [
        { type: 'front', url: front },
        { type: 'selfie', url: selfie },
      ],
    });
    expect(missing.status).toBe(400);
    expect(missing.body.fieldErrors?.documentParts).toEqual(['Please provide all required images before submitting.']);

    const stolen = await send(trainer, 'POST', route, {
      documentType: 'id_card',
      documentParts: [
        { type: 'front', url: front },
        { type: 'back', url: back },
        { type: 'selfie', url: theirs },
      ],
    });
    expect(stolen.status).toBe(400);
    expect(stolen.body.fieldErrors?.['documentParts.selfie']).toHaveLength(1);
    expect((await verificationOf(trainer)).status).toBe('started');

    const submitted = await send<{ status: string }>(trainer, 'POST', route, {
      documentType: 'id_card',
      documentParts: [
        { type: 'selfie', url: selfie },
        { type: 'front', url: front },
        { type: 'back', url: back },
      ],
    });
    expect(submitted).toMatchObject({ status: 200, body: { success: true, data: { status: 'in_progress' } } });
    expect(await verificationOf(trainer)).toMatchObject({
      status: 'in_progress',
      documentType: 'id_card',
      documentParts: [
        { type: 'front', url: front },
        { type: 'back', url: back },
        { type: 'selfie', url: selfie },
      ],
    });

    // In review: no new image, no new submission.
    const locked = await upload(trainer, 'idSelfie', await identityPhoto('sharp'));
    expect(locked.status).toBe(409);
    expect(locked.body.error).toContain('under review');
    expect((await send(trainer, 'POST', route, { documentType: 'id_card', documentParts: [] })).status).toBe(400);
    const again = await send(trainer, 'POST', route, {
      documentType: 'id_card',
      documentParts: [
        { type: 'front', url: front },
        { type: 'back', url: back },
        { type: 'selfie', url: selfie },
      ],
    });
    expect(again.status).toBe(409);
  });
});

describe('the admin review', () => {
  async function submittedTrainer(): Promise<{ cookie: string; id: string; email: string }> {
    const cookie = await register('trainer');
    const passport = await uploadPart(cookie, 'passportPage');
    const selfie = await uploadPart(cookie, 'idSelfie');
    const answer = await send(cookie, 'POST', route, {
      documentType: 'passport',
      documentParts: [
        { type: 'passport_page', url: passport },
        { type: 'selfie', url: selfie },
      ],
    });
    expect(answer.status).toBe(200);
    return { cookie, ...(await emailOf(cookie)) };
  }

  it('lists waiting cases oldest first, approves one and rejects another with a reason, and tells each trainer', async () => {
    const first = await submittedTrainer();
    const second = await submittedTrainer();
    const queue = (await send<Array<{ trainerId: string }>>(admin, 'GET', '/api/admin/verifications')).body.data!;
    const ids = queue.map((item) => item.trainerId);
    expect(ids.indexOf(first.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));

    const since = Date.now();
    const approve = await send<{ status: string }>(admin, 'POST', `/api/admin/verifications/${first.id}/decision`, {
      decision: 'approve',
    });
    expect(approve).toMatchObject({ status: 200, body: { data: { status: 'completed' } } });
    const noReason = await send(admin, 'POST', `/api/admin/verifications/${second.id}/decision`, {
      decision: 'reject',
      reason: ' ',
    });
    expect(noReason.status).toBe(400);
    const reject = await send<{ status: string }>(admin, 'POST', `/api/admin/verifications/${second.id}/decision`, {
      decision: 'reject',
      reason: 'The passport page is cut off at the bottom.',
    });
    expect(reject).toMatchObject({ status: 200, body: { data: { status: 'rejected' } } });
    expect(
      (await send(admin, 'POST', `/api/admin/verifications/${first.id}/decision`, { decision: 'approve' })).status,
    ).toBe(409);

    expect((await verificationOf(first.cookie)).status).toBe('completed');
    expect(await verificationOf(second.cookie)).toMatchObject({
      status: 'rejected',
      rejectionReason: 'The passport page is cut off at the bottom.',
    });
    const approvedMail = await waitForMail(mailDir, first.email, { since });
    expect(approvedMail.subject).toBe('Your identity is verified');
    const rejectedMail = await waitForMail(mailDir, second.email, { since });
    expect(rejectedMail.subject).toBe('We could not verify your identity');
    expect(rejectedMail.text).toContain('The passport page is cut off at the bottom.');

    // Verified is final; rejected may start again with a new image.
    expect((await upload(first.cookie, 'idSelfie', await identityPhoto('sharp'))).status).toBe(409);
    await uploadPart(second.cookie, 'idSelfie');
    expect((await verificationOf(second.cookie)).status).toBe('started');
    const history = (await send<Case>(admin, 'GET', `/api/admin/verifications/${second.id}`)).body.data!.history;
    expect(history).toMatchObject([{ decision: 'rejected', reason: 'The passport page is cut off at the bottom.' }]);
  });

  it('is the admin’s alone; an unknown case is 404, a malformed id 400', async () => {
    const trainer = await register('trainer');
    expect((await send(trainer, 'GET', '/api/admin/verifications')).status).toBe(403);
    expect((await send(admin, 'GET', `/api/admin/verifications/${crypto.randomUUID()}`)).status).toBe(404);
    expect((await send(admin, 'GET', '/api/admin/verifications/not-an-id')).status).toBe(400);
  });
});
