import { describe, expect, it } from 'vitest';
import { allows, apiPolicy, pageAccess } from '#server/auth/policy.ts';
import {
  actors,
  discoverEndpoints,
  discoverPages,
  expectedApi,
  expectedPages,
  type ApiOutcome,
  type PageOutcome,
} from '../authorization-matrix.ts';
import { uploadFieldPurposes } from '@spotter/domain';
import { baseUrl, call, cookieFor, json, type Actor } from '../helpers/http.ts';

const endpoints = discoverEndpoints();
const protectedPages = discoverPages().filter((route) => pageAccess(route) !== 'public');

/** One sign-in per actor for the whole file (sign-in is rate-limited, and slow). */
const sessions = new Map<Actor, Promise<string | undefined>>();
function sessionOf(actor: Actor): Promise<string | undefined> {
  if (!sessions.has(actor)) sessions.set(actor, cookieFor(actor));
  return sessions.get(actor)!;
}

/** Signing out ends the session it is sent with, so it gets a session of its own. */
function cookieForCall(route: string, actor: Actor): Promise<string | undefined> {
  return route === '/api/auth/logout' ? cookieFor(actor) : sessionOf(actor);
}

describe('the policy table covers every endpoint', () => {
  it.each(endpoints.map((e) => [e.route, e] as const))(
    '%s has a row for each method it exports',
    (_route, endpoint) => {
      const row = apiPolicy[endpoint.route];
      expect(row, `${endpoint.route} is missing from apiPolicy`).toBeDefined();
      expect(endpoint.methods.length).toBeGreaterThan(0);
      for (const method of endpoint.methods) expect(row?.[method], `${method} ${endpoint.route}`).toBeDefined();
      expect(Object.keys(row ?? {}).sort()).toEqual([...endpoint.methods].sort());
    },
  );

  it('has no rows for endpoints that do not exist', () => {
    const routes = new Set(endpoints.map((e) => e.route));
    expect(Object.keys(apiPolicy).filter((route) => !routes.has(route))).toEqual([]);
  });
});

const roleOf = (actor: Actor) => (actor === 'anonymous' ? null : actor);
const apiOutcomes = { ok: 'ok', unauthenticated: 401, forbidden: 403 } as const;
const pageOutcomes = { ok: 'ok', unauthenticated: 'login', forbidden: 'home' } as const;

async function callAs(route: string, method: string, actor: Actor): Promise<Response> {
  const cookie = await cookieForCall(route, actor);
  return call(route, { method, cookie, ...(method === 'GET' ? {} : json({})) });
}

/** Endpoints whose work answers a download of another type (their refusals are JSON like any other). */
const downloads: Record<string, string> = { '/api/users/export/media': 'application/zip' };

function expectApiOutcome(response: Response, outcome: ApiOutcome, route: string): void {
  if (outcome === 'ok') expect([401, 403]).not.toContain(response.status);
  else expect(response.status).toBe(outcome);
  expect(response.status).toBeLessThan(500);
  const type = response.ok && Object.hasOwn(downloads, route) ? downloads[route]! : 'application/json';
  expect(response.headers.get('content-type')).toContain(type);
}

function expectPageOutcome(response: Response, route: string, actor: Actor, outcome: PageOutcome): void {
  if (outcome === 'login') {
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/auth/login?returnTo=${encodeURIComponent(route)}`);
  } else if (outcome === 'home') {
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/${actor}/dashboard`);
  } else {
    expect(response.status).toBe(200);
  }
}

const matrixApiCases = Object.entries(expectedApi).flatMap(([route, row]) =>
  Object.entries(row).flatMap(([method, outcomes]) =>
    actors.map((actor) => ({ route, method, actor, outcome: outcomes[actor] })),
  ),
);

describe('every endpoint answers each actor as the hand-written matrix says', () => {
  it.each(matrixApiCases)('$method $route as $actor: $outcome', async ({ route, method, actor, outcome }) => {
    expectApiOutcome(await callAs(route, method, actor), outcome, route);
  });
});

const isProtected = (route: string) => actors.some((actor) => expectedPages[route]![actor] !== 'ok');
const matrixPageCases = Object.keys(expectedPages)
  .filter(isProtected)
  .flatMap((route) => actors.map((actor) => ({ route, actor, outcome: expectedPages[route]![actor] })));
const openRoutes = Object.keys(expectedPages).filter((route) => !isProtected(route) && !route.includes('['));

describe('every page answers each actor as the hand-written matrix says', () => {
  it.each(matrixPageCases)('$route as $actor: $outcome', async ({ route, actor, outcome }) => {
    expectPageOutcome(await call(route, { cookie: await sessionOf(actor) }), route, actor, outcome);
  });

  it.each(openRoutes)('%s does not send a visitor to sign in', async (route) => {
    const response = await call(route);
    expect(response.headers.get('location') ?? '').not.toMatch(/^\/auth\/login\?returnTo=/);
    expect(response.status).toBeLessThan(500);
  });
});

const apiCases = endpoints.flatMap((endpoint) =>
  endpoint.methods.flatMap((method) => actors.map((actor) => ({ route: endpoint.route, method, actor }))),
);

describe('every endpoint answers each actor as the policy says', () => {
  it.each(apiCases)('$method $route as $actor', async ({ route, method, actor }) => {
    const response = await callAs(route, method, actor);
    expectApiOutcome(response, apiOutcomes[allows(apiPolicy[route]?.[method], roleOf(actor))], route);
  });
});

const pageCases = protectedPages.flatMap((route) => actors.map((actor) => ({ route, actor })));

describe('protected pages are for their role only', () => {
  it('covers every route of SPEC §2 for its role', () => {
    expect(protectedPages).toEqual(
      expect.arrayContaining([
        '/client/dashboard',
        '/client/dashboard/edit',
        '/client/dashboard/messages',
        '/client/dashboard/settings',
        '/client/dashboard/exercises',
        '/client/dashboard/health',
        '/client/dashboard/support',
        '/trainer/dashboard',
        '/trainer/dashboard/edit',
        '/trainer/dashboard/messages',
        '/trainer/dashboard/settings',
        '/trainer/dashboard/exercises',
        '/trainer/dashboard/meals',
        '/trainer/dashboard/brand-customization',
        '/trainer/dashboard/pricingplans',
        '/trainer/dashboard/invite-clients',
        '/trainer/dashboard/support',
        '/admin/dashboard',
        '/admin/settings',
        '/admin/users',
        '/admin/trainers',
        '/admin/clients',
        '/admin/support',
      ]),
    );
  });

  it('answers 404 for an unknown section, even to its role', async () => {
    const response = await call('/client/dashboard/not-a-section', { cookie: await sessionOf('client') });
    expect(response.status).toBe(404);
  });

  it.each(pageCases)('$route as $actor', async ({ route, actor }) => {
    const response = await call(route, { cookie: await sessionOf(actor) });
    expectPageOutcome(response, route, actor, pageOutcomes[allows(pageAccess(route), roleOf(actor))]);
  });
});

describe('each upload purpose is for the roles that use it', () => {
  // Written by hand from SPEC §6: a client has only a profile photo; everything else is a trainer's.
  const expected: Record<string, { client: 'ok' | 403; trainer: 'ok' | 403 }> = {
    galleryImage: { client: 403, trainer: 'ok' },
    profileImage: { client: 'ok', trainer: 'ok' },
    exerciseImage: { client: 403, trainer: 'ok' },
    exerciseVideo: { client: 403, trainer: 'ok' },
    idVerificationFront: { client: 403, trainer: 'ok' },
    idVerificationBack: { client: 403, trainer: 'ok' },
    idSelfie: { client: 403, trainer: 'ok' },
    passportPage: { client: 403, trainer: 'ok' },
    certificateDocument: { client: 403, trainer: 'ok' },
    brandLogo: { client: 403, trainer: 'ok' },
  };

  it('covers every upload field', () => {
    expect(Object.keys(expected).sort()).toEqual(Object.keys(uploadFieldPurposes).sort());
  });

  const cases = Object.entries(expected).flatMap(([field, byRole]) =>
    (['client', 'trainer'] as const).map((role) => ({ field, role, outcome: byRole[role] })),
  );
  it.each(cases)('$field as $role: $outcome', async ({ field, role, outcome }) => {
    const form = new FormData();
    // Not an image: an allowed field gets past the role check and is then refused for its kind.
    form.append(field, new Blob(['not an image'], { type: 'image/png' }), 'x.png');
    const response = await fetch(`${baseUrl()}/api/upload`, {
      method: 'POST',
      body: form,
      headers: { origin: baseUrl(), cookie: (await sessionOf(role))! },
    });
    const body = (await response.json()) as { error: string; fieldErrors?: Record<string, string[]> };
    if (outcome === 403) {
      expect(response.status).toBe(403);
      expect(body.fieldErrors?.[field]).toHaveLength(1);
    } else {
      expect(response.status).toBe(415);
    }
  });
});
