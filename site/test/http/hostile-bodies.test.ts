import { afterAll, describe, expect, it } from 'vitest';
import { actorFor, routes, writes } from '../helpers/routes.ts';
import { malformedForms, malformedJson, malformedMultipart } from '../helpers/malformed.ts';
import { alive, expectErrorShape, freshAccounts, send, sendAll, tempFiles } from '../helpers/hostile.ts';

/**
 * Every route against what it does not accept (methods, content types) and every unsafe endpoint
 * against hundreds of malformed bodies: no answer may be a 5xx, and the server keeps serving.
 */

const { cookieFor } = freshAccounts();

/** Form posts of pages that read no field: they do their one thing whatever the body says. */
const bodilessPages: Record<string, number[]> = {
  // Signed out (or not signed in), back to the home page.
  'POST /auth/logout': [303],
  // A signed-out visitor is sent to sign in.
  'POST /auth/verify-email': [303],
};

describe('every route refuses what it does not accept with a 4xx', () => {
  const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
  const wrongMethods = routes.flatMap((route) =>
    methods.filter((m) => !route.methods.includes(m)).map((method) => ({ ...route, method })),
  );
  it.each(wrongMethods.map((r) => [`${r.method} ${r.pattern}`, r] as const))('method %s', async (_name, route) => {
    const actor = actorFor(route, route.methods[0] ?? 'GET');
    const cookie = await cookieFor(actor, route);
    const response = await send(route.path, {
      method: route.method,
      cookie,
      ...(route.method === 'GET' ? {} : { body: '{}', contentType: 'application/json' }),
    });
    // Signed in (or a page): 405. An anonymous caller of an API route is told to sign in first.
    expect(actor === 'anonymous' && route.api ? [401, 405] : [405]).toContain(response.status);
  });

  const contentTypes: Array<string | undefined> = [
    undefined,
    'text/plain',
    'application/xml',
    'multipart/form-data',
    'application/json',
    'application/x-www-form-urlencoded',
    'application/octet-stream',
    'image/png',
    'application/json-patch+json',
    ';;;',
  ];
  const accepted: Record<string, string> = {
    json: 'application/json',
    form: 'application/x-www-form-urlencoded',
    multipart: 'multipart/form-data; boundary=x',
  };
  const wrongTypes = writes.flatMap((route) =>
    contentTypes
      .filter((type) => route.body === null || type !== accepted[route.body])
      .map((type) => ({ route, type })),
  );
  it.each(
    wrongTypes.map((c) => [`${c.route.method} ${c.route.pattern} with ${c.type ?? 'no content type'}`, c] as const),
  )('%s', async (_name, { route, type }) => {
    const cookie = await cookieFor(actorFor(route, route.method), route);
    const response = await send(route.path, {
      method: route.method,
      body: 'email=a%40b.co&password=x',
      contentType: type,
      cookie,
    });
    const key = `${route.method} ${route.pattern}`;
    if (route.refusesBody) expect(response.status).toBe(400);
    else if (route.body === null)
      expect(Object.hasOwn(bodilessPages, key) ? bodilessPages[key] : []).toContain(response.status);
    else expect([400, 415]).toContain(response.status);
    expectErrorShape(route, response.status, await response.text());
  });
});

/**
 * What else a route answers some payloads of the corpus, because they happen to be valid for it
 * (unknown keys are ignored) or because of what an earlier payload did.
 */
const alsoAnswered: Record<string, number[]> = {
  // The first payload signs the session out; the later ones find none.
  'POST /api/auth/logout': [200, 401],
  'POST /auth/logout': [303],
  // "valid neighbours" is a valid registration; a taken email is answered alike ("Check your inbox").
  'POST /api/auth/register': [201],
  'POST /auth/register': [200],
  // A valid address gets the same answer whether it has an account, until its reset links are limited.
  'POST /api/auth/forgot-password': [200, 429],
  'POST /auth/forgot-password': [200, 429],
  // A new verification link needs no body; the signed-in account asks again and again.
  'POST /api/auth/resend-verification': [200, 429],
  'POST /auth/verify-email': [200, 303, 429],
  // `{}` changes no switch.
  'PUT /api/users/notifications': [200],
  // Enough failed sign-ins from one address are limited.
  'POST /auth/login': [429],
  'POST /api/auth/login': [401, 429],
  // The reason is optional: the request of the sample id is not there.
  'POST /api/coaching-requests/[id]/decline': [404],
  // JSON sent to the upload is not from the signed-in owner's form (403) or not a file (422).
  'POST /api/upload': [403, 422],
  // `{"mediaId": null}` removes the photo, `{"images": []}` empties the gallery, `"language":"en"` is one.
  'PUT /api/users/profile-photo': [200],
  'PUT /api/users/trainer/gallery': [200],
  'PATCH /api/users/update-language': [200],
};

/**
 * The answers a malformed body may get from a route: refused as invalid (400), too large (413) or
 * of a type the route does not read (415), a route without a body of its own 404 for the sample
 * id, and what `alsoAnswered` names. Never a 5xx, and never anything else.
 */
function refusalsOf(route: { body: string | null; refusesBody: boolean; method: string; pattern: string }): number[] {
  const base = route.refusesBody ? [400, 413] : route.body === null ? [400, 404, 413, 415] : [400, 413, 415];
  return [...base, ...(alsoAnswered[`${route.method} ${route.pattern}`] ?? [])];
}

describe('at least 200 malformed payloads per unsafe endpoint: the expected 4xx, the server keeps serving', () => {
  const corpora = { json: malformedJson(), form: malformedForms(), multipart: malformedMultipart() };
  it.each(writes.map((w) => [`${w.method} ${w.pattern}`, w] as const))(
    '%s',
    async (_name, route) => {
      const payloads =
        route.body === 'multipart'
          ? [...corpora.multipart, ...corpora.json.slice(0, 40)]
          : route.body === 'form'
            ? [...corpora.form, ...corpora.json]
            : [...corpora.json, ...corpora.form];
      expect(payloads.length).toBeGreaterThanOrEqual(200);
      const before = tempFiles();
      const results = await sendAll(route, payloads, await cookieFor(actorFor(route, route.method), route));
      const unexpected = results
        .filter((r) => !refusalsOf(route).includes(r.status))
        .map((r) => `${r.status} ${r.name}: ${r.body.slice(0, 120)}`);
      expect(unexpected).toEqual([]);
      for (const result of results) expectErrorShape(route, result.status, result.body);
      expect(tempFiles()).toEqual(before);
      await alive();
    },
    180_000,
  );
});

afterAll(async () => {
  await alive();
});
