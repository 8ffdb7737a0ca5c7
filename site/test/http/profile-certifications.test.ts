import { beforeAll, describe, expect, it } from 'vitest';
import { certificationLimits } from '@spotter/domain';
import { baseUrl, call, freshIp, json, signIn, signInAs } from '../helpers/http.ts';
import { registerAt, uploadTo } from '../helpers/media.ts';

interface Certification {
  id: string;
  name: string;
  issuer: string | null;
  expiryDate: string | null;
  status: string;
  hidden: boolean;
  documents: Array<{ id: string; url: string; contentType: string; byteSize: number }>;
  version: number;
}
interface Answer<T> {
  data?: T;
  error?: string;
  fieldErrors?: Record<string, string[]>;
}

const base = '/api/users/trainer/certifications';
const register = (role: 'trainer' | 'client') => registerAt(baseUrl(), role, freshIp());
const pdf = () => Buffer.from(`%PDF-1.4\n% ${crypto.randomUUID()}\n%%EOF\n`);

async function uploadDocument(cookie: string): Promise<string> {
  const response = await uploadTo(baseUrl(), cookie, 'certificateDocument', [
    { name: 'certificate.pdf', type: 'application/pdf', body: pdf() },
  ]);
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { media: Array<{ id: string }> } }).data.media[0]!.id;
}

async function list(cookie: string): Promise<Certification[]> {
  const response = await call(base, { cookie });
  expect(response.status).toBe(200);
  return ((await response.json()) as Answer<Certification[]>).data!;
}

async function send<T = Certification>(cookie: string, method: string, path: string, body?: unknown) {
  const response = await call(path, { method, cookie, ...(body === undefined ? {} : json(body)) });
  return { status: response.status, body: (await response.json()) as Answer<T> };
}

const valid = { name: 'Kettlebell Instructor', issuer: 'StrongFirst', expiryDate: '2030-05-31', hidden: false };

let trainer: string;
let other: string;

beforeAll(async () => {
  [trainer, other] = await Promise.all([register('trainer'), register('trainer')]);
});

describe('certifications', () => {
  it('adds one pending, with its documents served privately', async () => {
    const documents = [await uploadDocument(trainer), await uploadDocument(trainer)];
    const { status, body } = await send(trainer, 'POST', base, { ...valid, documentIds: documents });
    expect(status).toBe(201);
    const created = body.data!;
    expect(created).toMatchObject({ ...valid, status: 'pending', version: 0 });
    expect(created.documents.map((document) => document.id)).toEqual(documents);
    expect(await list(trainer)).toEqual([created]);

    const url = created.documents[0]!.url;
    expect(url).toMatch(/^\/media\//);
    const as = async (cookie?: string) => fetch(`${baseUrl()}${url}`, { headers: cookie ? { cookie } : {} });
    expect((await as(trainer)).status).toBe(200);
    expect((await as(await signIn('admin'))).status).toBe(200);
    expect((await as(other)).status).toBe(404);
    expect((await as()).status).toBe(404);
  });

  it('edits with the version read, drops removed documents, and answers 409 to a stale edit', async () => {
    const [first] = await list(trainer);
    const kept = first!.documents[1]!.id;
    const removed = first!.documents[0]!;
    const added = await uploadDocument(trainer);
    const edit = { ...valid, name: 'Kettlebell Instructor Level 2', hidden: true, documentIds: [added, kept] };
    const { status, body } = await send(trainer, 'PUT', `${base}/${first!.id}`, { ...edit, version: first!.version });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ name: edit.name, hidden: true, status: 'pending', version: first!.version + 1 });
    expect(body.data!.documents.map((document) => document.id)).toEqual([added, kept]);
    // The removed document is gone for its owner too.
    expect((await fetch(`${baseUrl()}${removed.url}`, { headers: { cookie: trainer } })).status).toBe(404);

    const stale = await send(trainer, 'PUT', `${base}/${first!.id}`, {
      ...valid,
      documentIds: [],
      version: first!.version,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatch(/changed elsewhere/);
    expect(await list(trainer)).toEqual([body.data]);
    const staleDelete = await send(trainer, 'DELETE', `${base}/${first!.id}?version=${first!.version}`);
    expect(staleDelete.status).toBe(409);
    const huge = await send(trainer, 'DELETE', `${base}/${first!.id}?version=${2 ** 31}`);
    expect(huge.status).toBe(409);
    const unversioned = await send(trainer, 'DELETE', `${base}/${first!.id}`);
    expect(unversioned.status).toBe(400);
    expect(Object.keys(unversioned.body.fieldErrors ?? {})).toEqual(['version']);
    expect(await list(trainer)).toEqual([body.data]);
  });

  it('puts an approved certification back to pending when it is edited', async () => {
    const nikola = await signInAs('nikola.jovanovic@spotter.test');
    const approved = (await list(nikola)).find((certification) => certification.status === 'approved')!;
    expect(approved).toBeDefined();
    const { status, body } = await send(nikola, 'PUT', `${base}/${approved.id}`, {
      name: approved.name,
      issuer: approved.issuer,
      expiryDate: '2028-06-30',
      hidden: approved.hidden,
      documentIds: [],
      version: approved.version,
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ status: 'pending', expiryDate: '2028-06-30' });
  });

  it("answers 404 for another trainer's certification and changes nothing", async () => {
    const [mine] = await list(trainer);
    const before = await list(trainer);
    const put = await send(other, 'PUT', `${base}/${mine!.id}`, { ...valid, documentIds: [], version: mine!.version });
    expect(put.status).toBe(404);
    expect((await send(other, 'DELETE', `${base}/${mine!.id}?version=${mine!.version}`)).status).toBe(404);
    expect((await send(other, 'PUT', `${base}/not-an-id`, { ...valid, version: 0 })).status).toBe(404);
    expect(await list(trainer)).toEqual(before);
  });

  it("refuses another trainer's document and a sixth document, and changes nothing", async () => {
    const before = await list(trainer);
    const theirs = await uploadDocument(other);
    const foreign = await send(trainer, 'POST', base, { ...valid, documentIds: [theirs] });
    expect(foreign.status).toBe(403);
    const six = Array.from({ length: 6 }, () => crypto.randomUUID());
    const tooMany = await send(trainer, 'POST', base, { ...valid, documentIds: six });
    expect(tooMany.status).toBe(400);
    expect(Object.keys(tooMany.body.fieldErrors ?? {})).toContain('documentIds');
    expect(await list(trainer)).toEqual(before);
  });

  it('refuses a document already attached to another certification', async () => {
    const [mine] = await list(trainer);
    const attached = mine!.documents[0]!.id;
    const { status, body } = await send(trainer, 'POST', base, { ...valid, documentIds: [attached] });
    expect(status).toBe(400);
    expect(Object.keys(body.fieldErrors ?? {})).toEqual(['documentIds']);
  });

  for (const [name, payload, field] of [
    ['a missing name', { ...valid, name: undefined }, 'name'],
    ['a blank name', { ...valid, name: '  ' }, 'name'],
    ['a name too long', { ...valid, name: 'x'.repeat(201) }, 'name'],
    ['an issuer too long', { ...valid, issuer: 'x'.repeat(201) }, 'issuer'],
    ['an expiry that is not a date', { ...valid, expiryDate: '31.05.2030' }, 'expiryDate'],
    ['hidden as text', { ...valid, hidden: 'yes' }, 'hidden'],
    ['a document id that is not an id', { ...valid, documentIds: ['x'] }, 'documentIds.0'],
  ] as const) {
    it(`refuses ${name}`, async () => {
      const before = await list(trainer);
      const { status, body } = await send(trainer, 'POST', base, payload);
      expect(status).toBe(400);
      expect(Object.keys(body.fieldErrors ?? {})).toContain(field);
      expect(await list(trainer)).toEqual(before);
    });
  }

  it('shows an expiry date in the past as given (the page marks it expired)', async () => {
    const { status, body } = await send(other, 'POST', base, { ...valid, expiryDate: '2020-01-31' });
    expect(status).toBe(201);
    expect(body.data!.expiryDate).toBe('2020-01-31');
  });

  it(`stops at ${certificationLimits.maxCertifications} certifications`, async () => {
    const fresh = await register('trainer');
    for (let index = 0; index < certificationLimits.maxCertifications; index += 1) {
      expect((await send(fresh, 'POST', base, { name: `Course ${index + 1}` })).status).toBe(201);
    }
    const over = await send(fresh, 'POST', base, { name: 'One too many' });
    expect(over.status).toBe(400);
    expect(over.body.error).toContain(String(certificationLimits.maxCertifications));
    expect(await list(fresh)).toHaveLength(certificationLimits.maxCertifications);
  });

  it('deletes with the version read, with its documents', async () => {
    const [mine] = await list(trainer);
    const urls = mine!.documents.map((document) => document.url);
    const { status } = await send(trainer, 'DELETE', `${base}/${mine!.id}?version=${mine!.version}`);
    expect(status).toBe(200);
    expect(await list(trainer)).toEqual([]);
    for (const url of urls)
      expect((await fetch(`${baseUrl()}${url}`, { headers: { cookie: trainer } })).status).toBe(404);
  });

  it('answers 401 to the anonymous and 403 to clients and admins', async () => {
    expect((await call(base)).status).toBe(401);
    for (const cookie of [await register('client'), await signIn('admin')]) {
      expect((await call(base, { cookie })).status).toBe(403);
      expect((await send(cookie, 'POST', base, valid)).status).toBe(403);
      expect((await send(cookie, 'PUT', `${base}/${crypto.randomUUID()}`, { ...valid, version: 0 })).status).toBe(403);
    }
  });
});
