import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoUserId } from '#server/db/seed-data.ts';
import { baseUrl, demo, freshIp } from '../helpers/http.ts';

/**
 * Every input the server validates, refused in the reader's language: invalid payloads posted to
 * each endpoint and form page with Accept-Language bs and de must answer with no English text in
 * `error` or in any `fieldErrors` message (issue 11: no zod English reaches a user).
 */

type Catalog = Record<string, string>;
/** A message as the catalog holds it: text, or variants by plural form (`[{ match: { … } }]`). */
type Stored = string | Array<{ match: Record<string, string> }>;
const messagesDir = path.resolve(import.meta.dirname, '../../../packages/i18n/messages');
/** Each message as one text; one with plural variants (no error answer uses those) as its variants joined. */
const catalogOf = (locale: string): Catalog =>
  Object.fromEntries(
    Object.entries(
      JSON.parse(readFileSync(path.join(messagesDir, `${locale}.json`), 'utf8')) as Record<string, Stored>,
    ).map(([key, stored]) => [
      key,
      typeof stored === 'string' ? stored : stored.flatMap((variant) => Object.values(variant.match)).join(' | '),
    ]),
  );
const english = catalogOf('en');

/** Words of zod's own English messages ('Invalid input: expected string, received number'). */
const zodEnglish = [
  /invalid input/i,
  /\bexpected\b/i,
  /too big/i,
  /too small/i,
  /\brequired\b/i,
  /\bmust\b/i,
  /\breceived\b/i,
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A catalog message as a pattern of the whole text, its `{param}`s matching any value. */
function messagePattern(text: string): RegExp {
  const literals = text.split(/\{\w+\}/).map(escapeRegExp);
  return new RegExp(`^${literals.join('.+')}$`, 'u');
}

/**
 * The English catalog's messages as patterns, except those the locale's own catalog words
 * identically for the same key, and those with hardly any words.
 */
function englishPatternsFor(locale: string): RegExp[] {
  const own = catalogOf(locale);
  return Object.entries(english)
    .filter(([key, text]) => key !== '$schema' && own[key] !== text)
    .filter(([, text]) => text.replace(/\{\w+\}/g, '').replace(/[^\p{L}]/gu, '').length >= 4)
    .map(([, text]) => messagePattern(text));
}

function expectNotEnglish(texts: string[], patterns: RegExp[]): void {
  expect(texts.length).toBeGreaterThan(0);
  for (const text of texts) {
    expect(text.trim(), 'an empty message').not.toBe('');
    for (const pattern of [...patterns, ...zodEnglish]) expect(text, `English: ${text}`).not.toMatch(pattern);
  }
}

/** `error` and every field message of an error answer. */
async function messagesOf(response: Response): Promise<string[]> {
  const body = (await response.json()) as { error?: unknown; fieldErrors?: Record<string, unknown> };
  expect(typeof body.error).toBe('string');
  const fieldMessages = Object.values(body.fieldErrors ?? {}).flat();
  for (const message of fieldMessages) expect(typeof message).toBe('string');
  return [body.error as string, ...(fieldMessages as string[])];
}

/** The text nodes of a page's sign-in or registration form (its error banner and field errors included). */
function formTexts(html: string): string[] {
  const form = /<form\b[^>]*action="\/auth\/[\s\S]*?<\/form>/.exec(html)?.[0] ?? '';
  return form
    .replace(/<(script|style|svg)\b[\s\S]*?<\/\1>/g, '')
    .split(/<[^>]+>/)
    .map((text) => text.replace(/&[a-z]+;|&#\d+;/g, ' ').trim())
    .filter(Boolean);
}

type Actor = 'anonymous' | 'client' | 'trainer';

interface Attempt {
  name: string;
  actor: Actor;
  method: string;
  path: string;
  body?: string | FormData;
  contentType?: string;
  /** The page the request comes from; our own origin unless set. */
  origin?: string;
  /** The refusal expected (so a missing session's 401 cannot pass for a translated validation error). */
  status: number;
  /** For a page: the message key its form must show (in the reader's language). */
  shows?: string;
}

/** Invalid JSON bodies for one endpoint, each refused with 400. */
const invalidJson = (actor: Actor, method: string, route: string, cases: Record<string, unknown>): Attempt[] =>
  Object.entries(cases).map(([name, body]) => ({
    name: `${method} ${route}: ${name}`,
    actor,
    method,
    path: route,
    body: JSON.stringify(body),
    contentType: 'application/json',
    status: 400,
  }));

const uuid = () => crypto.randomUUID();
const sameId = '00000000-0000-4000-8000-000000000000';
const galleryImage = (change: Record<string, unknown> = {}) => ({
  mediaId: uuid(),
  isHighlighted: false,
  description: '',
  ...change,
});

const jsonAttempts: Attempt[] = [
  ...invalidJson('anonymous', 'POST', '/api/auth/login', {
    'null body': null,
    'a list': [1, 2],
    'missing fields': {},
    'wrong types': { email: 42, password: true },
    'a bad email and no password': { email: 'nope', password: '' },
    'a password too long': { email: 'someone@example.com', password: 'p'.repeat(129) },
  }),
  ...invalidJson('anonymous', 'POST', '/api/auth/register', {
    'null body': null,
    'missing fields': {},
    'wrong types': { email: [], password: {}, role: 5 },
    'admin role and a short password': { email: 'someone@example.com', password: 'short', role: 'admin' },
    'an email too long': { email: `${'a'.repeat(300)}@example.com`, password: 'long enough', role: 'client' },
  }),
  ...invalidJson('client', 'PATCH', '/api/users/update-language', {
    'a string body': 'bs',
    'missing language': {},
    'an unknown language': { language: 'fr' },
    'a number': { language: 7 },
  }),
  ...invalidJson('client', 'PUT', '/api/users/profile-photo', {
    'null body': null,
    'missing media id': {},
    'not a uuid': { mediaId: 'photo.jpg' },
    'a number': { mediaId: 5 },
  }),
  ...invalidJson('trainer', 'PUT', '/api/users/trainer/branding', {
    'null body': null,
    'missing fields': {},
    'wrong types everywhere': {
      useCustomLogo: 'yes',
      hideLogoImage: 1,
      customLogoTitle: 7,
      customLogoTagline: [],
      logoTitleColor: 5,
      logoTaglineColor: 'red',
      customLogoMediaId: 'logo.png',
    },
    'texts too long': {
      useCustomLogo: true,
      hideLogoImage: false,
      customLogoTitle: 't'.repeat(61),
      customLogoTagline: 't'.repeat(121),
    },
  }),
  ...invalidJson('trainer', 'PUT', '/api/users/trainer/gallery', {
    'null body': null,
    'missing images': {},
    'images not a list': { images: 'all of them' },
    'an image not an object': { images: ['x'] },
    'wrong types in an image': { images: [{ mediaId: 'x', isHighlighted: 'yes', description: 5 }] },
    'a description too long': { images: [galleryImage({ description: 'd'.repeat(501) })] },
    'the same image twice': { images: [galleryImage({ mediaId: sameId }), galleryImage({ mediaId: sameId })] },
    'more images than allowed': { images: Array.from({ length: 51 }, () => galleryImage()) },
    'more highlights than allowed': { images: Array.from({ length: 7 }, () => galleryImage({ isHighlighted: true })) },
  }),
  ...invalidJson('client', 'PUT', `/api/trainers/${sameId}/review`, {
    'null body': null,
    'missing fields': {},
    'a rating out of range and an empty text': { rating: 6, body: '' },
    'a rating in words and a text too long': { rating: '5', body: 'x'.repeat(2001) },
    'half a star': { rating: 2.5, body: 'Good' },
  }),
  ...invalidJson('trainer', 'POST', `/api/reviews/${sameId}/reply`, {
    'null body': null,
    'no reply': {},
    'an empty reply': { reply: '   ' },
    'a reply too long': { reply: 'x'.repeat(2001) },
  }),
  {
    name: 'GET /api/trainers/[id]/reviews: a page size out of range',
    actor: 'anonymous',
    method: 'GET',
    path: `/api/trainers/${sameId}/reviews?limit=0`,
    status: 400,
  },
  {
    name: 'PUT /api/trainers/[id]/review: an id that is not one',
    actor: 'client',
    method: 'PUT',
    path: '/api/trainers/not-an-id/review',
    body: JSON.stringify({ rating: 5, body: 'Good' }),
    contentType: 'application/json',
    status: 400,
  },
  {
    name: 'PUT /api/trainers/[id]/review: a trainer who does not exist',
    actor: 'client',
    method: 'PUT',
    path: `/api/trainers/${sameId}/review`,
    body: JSON.stringify({ rating: 5, body: 'Good' }),
    contentType: 'application/json',
    status: 404,
  },
  {
    name: 'PUT /api/trainers/[id]/review: a client the trainer never coached',
    actor: 'client',
    method: 'PUT',
    path: `/api/trainers/${demoUserId(demo.trainer)}/review`,
    body: JSON.stringify({ rating: 5, body: 'Good' }),
    contentType: 'application/json',
    status: 403,
  },
  {
    name: 'POST /api/auth/login: invalid JSON',
    actor: 'anonymous',
    method: 'POST',
    path: '/api/auth/login',
    body: '{"email": ',
    contentType: 'application/json',
    status: 400,
  },
  {
    name: 'POST /api/auth/register: plain text',
    actor: 'anonymous',
    method: 'POST',
    path: '/api/auth/register',
    body: 'email=a',
    contentType: 'text/plain',
    status: 415,
  },
  {
    name: 'PUT /api/users/trainer/gallery: a body too large',
    actor: 'trainer',
    method: 'PUT',
    path: '/api/users/trainer/gallery',
    body: JSON.stringify({ images: [], padding: 'x'.repeat(70_000) }),
    contentType: 'application/json',
    status: 413,
  },
  {
    name: 'GET /api/coaching-requests/count: another role',
    actor: 'trainer',
    method: 'GET',
    path: '/api/coaching-requests/count?role=client',
    status: 400,
  },
  {
    name: 'GET /api/coaching-requests/count: no role',
    actor: 'trainer',
    method: 'GET',
    path: '/api/coaching-requests/count',
    status: 400,
  },
  {
    name: 'PUT /api/users/trainer/gallery: from another site',
    actor: 'trainer',
    method: 'PUT',
    path: '/api/users/trainer/gallery',
    body: '{}',
    contentType: 'application/json',
    origin: 'https://evil.example',
    status: 403,
  },
  {
    name: 'DELETE /api/users/trainer/gallery: a method it does not answer',
    actor: 'trainer',
    method: 'DELETE',
    path: '/api/users/trainer/gallery',
    status: 405,
  },
];

/** A multipart body with one small file under the given field name (the upload's purpose). */
const file = (field: string) => {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }), 'logo.png');
  return form;
};

const upload = (name: string, actor: Actor, body: FormData | string, status: number): Attempt => ({
  name: `POST /api/upload: ${name}`,
  actor,
  method: 'POST',
  path: '/api/upload',
  body,
  ...(typeof body === 'string' ? { contentType: 'application/json' } : {}),
  status,
});

const uploadAttempts: Attempt[] = [
  upload('an unknown purpose', 'trainer', file('bogusPurpose'), 400),
  upload('a purpose not for the role', 'client', file('brandLogo'), 403),
  upload('no file', 'trainer', new FormData(), 400),
  upload('a file that is not an image', 'trainer', file('galleryImage'), 415),
  upload('JSON instead of a form', 'trainer', '{}', 415),
];

const formPost = (page: string, name: string, body: string, status = 400, shows = 'error_validation'): Attempt => ({
  name: `POST ${page}: ${name}`,
  actor: 'anonymous',
  method: 'POST',
  path: page,
  body,
  contentType: 'application/x-www-form-urlencoded',
  status,
  shows,
});
const fields = (values: Record<string, string>) => new URLSearchParams(values).toString();

const pageAttempts: Attempt[] = [
  formPost('/auth/login', 'a bad email and no password', fields({ email: 'nope', password: '' })),
  formPost('/auth/login', 'nothing', ''),
  {
    ...formPost('/auth/login', 'not a form', '{}', 415, 'error_unsupported_media_type'),
    contentType: 'application/json',
  },
  formPost(
    '/auth/register',
    'admin role, short password, no email',
    fields({ email: '', password: 'short', role: 'admin' }),
  ),
  formPost(
    '/auth/register',
    'an email and a password too long',
    fields({ email: `${'a'.repeat(300)}@example.com`, password: 'p'.repeat(129), role: 'trainer' }),
  ),
  {
    name: 'GET /auth/login after a provider sign-in failed',
    actor: 'anonymous',
    method: 'GET',
    path: '/auth/login?error=auth_error_oauth_failed&provider=Google',
    status: 200,
    shows: 'auth_error_oauth_failed',
  },
];

describe.each(['bs', 'de'])('errors in %s', (locale) => {
  const patterns = englishPatternsFor(locale);
  const catalog = catalogOf(locale);

  /** The texts of a page's form: in this language, and showing the message `key`. */
  function expectFormShows(html: string, key: string): void {
    const texts = formTexts(html);
    expectNotEnglish(texts, patterns);
    expect(
      texts.some((text) => messagePattern(catalog[key]!).test(text)),
      `${key} shown`,
    ).toBe(true);
  }
  const cookies: Partial<Record<Actor, string>> = {};

  /** A request from one of our pages by a reader of `locale`. */
  function send(attempt: Omit<Attempt, 'name' | 'status'>) {
    const headers: Record<string, string> = {
      origin: attempt.origin ?? baseUrl(),
      'sec-fetch-site': attempt.origin ? 'cross-site' : 'same-origin',
      'accept-language': locale,
      'x-forwarded-for': freshIp(),
    };
    if (attempt.contentType) headers['content-type'] = attempt.contentType;
    const cookie = attempt.actor === 'anonymous' ? undefined : cookies[attempt.actor];
    if (cookie) headers.cookie = cookie;
    return fetch(`${baseUrl()}${attempt.path}`, {
      method: attempt.method,
      headers,
      body: attempt.body ?? null,
      redirect: 'manual',
    });
  }

  beforeAll(async () => {
    // Fresh accounts registered in this language: a signed-in user's saved language wins over Accept-Language.
    for (const role of ['client', 'trainer'] as const) {
      const account = { email: `${role}-${locale}-${uuid()}@spotter.test`, password: 'long enough password' };
      const registered = await send({
        actor: 'anonymous',
        method: 'POST',
        path: '/api/auth/register',
        body: JSON.stringify({ ...account, role }),
        contentType: 'application/json',
      });
      expect(registered.status).toBe(201);
      // Registering does not sign in; the new account signs in with its password.
      const response = await send({
        actor: 'anonymous',
        method: 'POST',
        path: '/api/auth/login',
        body: JSON.stringify(account),
        contentType: 'application/json',
      });
      expect(response.status).toBe(200);
      cookies[role] = response.headers
        .getSetCookie()
        .find((c) => c.includes('spotter_session='))
        ?.split(';')[0];
    }
  });

  it.each([...jsonAttempts, ...uploadAttempts])('$name', async (attempt) => {
    const response = await send(attempt);
    expect(response.status).toBe(attempt.status);
    expectNotEnglish(await messagesOf(response), patterns);
  });

  it.each(pageAttempts)('$name', async (attempt) => {
    const response = await send(attempt);
    expect(response.status).toBe(attempt.status);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expectFormShows(await response.text(), attempt.shows!);
  });

  it('a provider sign-in that fails sends to a page that says so in this language', async () => {
    const refused = await send({
      actor: 'anonymous',
      method: 'GET',
      path: '/auth/oauth/google/callback?code=abc&state=xyz',
    });
    expect(refused.status).toBe(303);
    const page = await send({ actor: 'anonymous', method: 'GET', path: refused.headers.get('location')! });
    expectFormShows(await page.text(), 'auth_error_oauth_failed');
  });
});
