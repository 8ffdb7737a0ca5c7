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
import { translateKey, type Locale } from '@spotter/i18n';
import { baseUrl, call, cookieFor, json, type Actor } from '../helpers/http.ts';
import { pagePath } from '../helpers/routes.ts';

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

/** What an endpoint answers an allowed caller who sends nothing (`{}`, route parameters left as `[id]`). */
interface OkAnswer {
  status: number;
  /** The message key of `error` (4xx). */
  error?: string;
  params?: Record<string, string>;
  /** Each field's message keys (4xx with field errors). */
  fields?: Record<string, string[]>;
  /** The content type of a download (not JSON). */
  type?: string;
}

const checkFields = (fields: Record<string, string[]>): OkAnswer => ({
  status: 400,
  error: 'error_validation',
  fields,
});
const notFound: OkAnswer = { status: 404, error: 'error_not_found' };
/** A call that takes no body (`noBody`) refuses the `{}` sent here before doing anything. */
const bodyRefused: OkAnswer = { status: 400, error: 'error_body_unexpected' };

/**
 * Written from the contracts' rules, one row per method and route: a route parameter that is not
 * an id is a bad address (400) or nothing there (404); a body or query that is missing is refused
 * field by field. An answer the rule does not give (a 500 among them) fails.
 */
const okAnswers: Record<string, OkAnswer> = {
  'POST /api/auth/register': checkFields({
    email: ['validation_email_required'],
    password: ['validation_password_required'],
    role: ['validation_role_required'],
  }),
  'POST /api/auth/login': checkFields({
    email: ['validation_email_required'],
    password: ['validation_password_required'],
  }),
  'GET /api/auth/session': { status: 200 },
  'PATCH /api/users/update-language': checkFields({ language: ['validation_language_invalid'] }),
  'GET /api/health': { status: 200 },
  'GET /api/progress/dashboard': { status: 200 },
  // The count is asked for with ?role=trainer.
  'GET /api/coaching-requests/count': checkFields({ role: ['validation_invalid'] }),
  'GET /api/coaching-requests': { status: 200 },
  'POST /api/coaching-requests': checkFields({ trainerId: ['validation_invalid'], message: ['validation_required'] }),
  'POST /api/coaching-requests/[id]/decline': notFound,
  'PUT /api/trainers/[id]/review': checkFields({ rating: ['validation_required'], body: ['validation_required'] }),
  'POST /api/reviews/[id]/reply': checkFields({ reply: ['validation_required'] }),
  'GET /api/trainers/[id]/reviews': { status: 400, error: 'error_bad_request' },
  'GET /api/users/trainer/verification': { status: 200 },
  'POST /api/users/trainer/verification': checkFields({
    documentType: ['validation_required'],
    documentParts: ['verification_error_missing_images'],
  }),
  'GET /api/admin/verifications': { status: 200 },
  'GET /api/admin/verifications/[trainerId]': { status: 400, error: 'error_bad_request' },
  'POST /api/admin/verifications/[trainerId]/decision': checkFields({ decision: ['validation_option_invalid'] }),
  'GET /api/admin/certifications': { status: 200 },
  'POST /api/admin/certifications/[id]/decision': checkFields({ decision: ['validation_option_invalid'] }),
  'GET /api/users/trainer/stats': { status: 200 },
  'GET /api/users/trainer/branding': { status: 200 },
  'PUT /api/users/trainer/branding': checkFields({
    useCustomLogo: ['validation_invalid'],
    hideLogoImage: ['validation_invalid'],
  }),
  'GET /api/admin/stats': { status: 200 },
  'GET /api/messages/unread-count': { status: 200 },
  'POST /api/upload': { status: 415, error: 'error_unsupported_media_type', params: { type: 'multipart/form-data' } },
  'GET /api/users/trainer/gallery': { status: 200 },
  'PUT /api/users/trainer/gallery': checkFields({ images: ['validation_required'] }),
  'GET /api/users/profile-photo': { status: 200 },
  'PUT /api/users/profile-photo': checkFields({ mediaId: ['validation_invalid'] }),
  'GET /api/users/trainer/profile/[section]': notFound,
  'PUT /api/users/trainer/profile/[section]': notFound,
  'GET /api/users/client/profile/[section]': notFound,
  'PUT /api/users/client/profile/[section]': notFound,
  'GET /api/users/trainer/certifications': { status: 200 },
  'POST /api/users/trainer/certifications': checkFields({ name: ['validation_required'] }),
  'PUT /api/users/trainer/certifications/[id]': checkFields({
    name: ['validation_required'],
    version: ['validation_invalid'],
  }),
  'DELETE /api/users/trainer/certifications/[id]': checkFields({ version: ['validation_invalid'] }),
  'GET /api/users/trainer/clients': { status: 200 },
  'GET /api/users/trainer/clients/[clientId]/health': notFound,
  'GET /api/places/cities': checkFields({ q: ['validation_required'] }),
  'GET /api/places/details': checkFields({ id: ['validation_required'] }),
  'GET /api/places/gyms': checkFields({ lat: ['validation_invalid'], lon: ['validation_invalid'] }),
  'POST /api/places/gyms': checkFields({
    name: ['validation_required'],
    address: ['validation_required'],
    lat: ['validation_invalid'],
    lon: ['validation_invalid'],
  }),
  'GET /api/trainers': { status: 200 },
  'POST /api/auth/forgot-password': checkFields({ email: ['validation_email_required'] }),
  'POST /api/auth/reset-password': checkFields({
    token: ['validation_required'],
    newPassword: ['validation_password_required'],
    confirmPassword: ['validation_required'],
  }),
  'GET /api/users/notifications': { status: 200 },
  'PUT /api/users/notifications': { status: 200 },
  'POST /api/auth/send-verification-code': checkFields({
    email: ['validation_email_required'],
    mode: ['validation_invalid'],
  }),
  'POST /api/auth/verify-code': checkFields({
    type: ['validation_invalid'],
    code: ['account_code_required'],
    value: ['validation_email_required'],
    userId: ['validation_invalid'],
  }),
  // Neither an email change nor a password change.
  'PUT /api/users/trainer': checkFields({ _: ['validation_invalid'] }),
  'PUT /api/users/client': checkFields({ _: ['validation_invalid'] }),
  'PUT /api/users/admin': checkFields({ _: ['validation_invalid'] }),
  'GET /api/auth/sessions': { status: 200 },
  // These take no body (`noBody`): the `{}` every call here sends is refused before their work, so
  // no shared account is closed, no session ended and no request answered.
  'POST /api/auth/sessions/sign-out-others': bodyRefused,
  'DELETE /api/auth/sessions/[id]': bodyRefused,
  'POST /api/auth/logout': bodyRefused,
  'POST /api/auth/resend-verification': bodyRefused,
  'POST /api/coaching-requests/[id]/accept': bodyRefused,
  'POST /api/coaching-requests/[id]/withdraw': bodyRefused,
  'POST /api/users/trainer/clients/[clientId]/end': bodyRefused,
  'POST /api/users/trainer/deactivate': bodyRefused,
  'POST /api/users/client/deactivate': bodyRefused,
  'DELETE /api/users/trainer/delete': bodyRefused,
  'DELETE /api/users/client/delete': bodyRefused,
  'GET /api/users/export': { status: 200, type: 'application/json' },
  'GET /api/users/export/media': { status: 200, type: 'application/zip' },
  'GET /api/exercises': { status: 200 },
  'POST /api/exercises': checkFields({
    name: ['validation_required'],
    category: ['validation_required'],
    primaryMuscles: ['validation_required'],
    level: ['validation_required'],
    measure: ['validation_required'],
    language: ['validation_required'],
  }),
  'GET /api/exercises/[id]': { status: 400, error: 'error_bad_request' },
  'PUT /api/exercises/[id]': checkFields({
    name: ['validation_required'],
    category: ['validation_required'],
    primaryMuscles: ['validation_required'],
    level: ['validation_required'],
    measure: ['validation_required'],
    language: ['validation_required'],
  }),
  'DELETE /api/exercises/[id]': checkFields({ version: ['validation_invalid'] }),
  'POST /api/exercises/[id]/archive': checkFields({ archived: ['validation_invalid'] }),
  'POST /api/exercises/[id]/copy': bodyRefused,
  'GET /api/plans': { status: 200 },
  'POST /api/plans': checkFields({ name: ['validation_required'], weeks: ['validation_required'] }),
  'GET /api/plans/current': { status: 200 },
  'GET /api/plans/[id]': { status: 400, error: 'error_bad_request' },
  'PUT /api/plans/[id]': checkFields({ name: ['validation_required'], weeks: ['validation_required'] }),
  'DELETE /api/plans/[id]': checkFields({ version: ['validation_invalid'] }),
  'POST /api/plans/[id]/duplicate': bodyRefused,
  'POST /api/plans/[id]/assign': checkFields({
    clientIds: ['validation_required'],
    startDate: ['validation_date_invalid'],
  }),
  'GET /api/sessions': checkFields({ from: ['validation_date_invalid'], to: ['validation_date_invalid'] }),
  'POST /api/sessions': checkFields({
    clientId: ['sessions_error_choose_client'],
    date: ['validation_date_invalid'],
    time: ['validation_invalid'],
    minutes: ['validation_invalid'],
    place: ['sessions_error_place_invalid'],
  }),
  'POST /api/sessions/request': checkFields({
    trainerId: ['validation_invalid'],
    date: ['validation_date_invalid'],
    time: ['validation_invalid'],
  }),
  'GET /api/sessions/feed': { status: 200 },
  'POST /api/sessions/feed': bodyRefused,
  'DELETE /api/sessions/feed': bodyRefused,
  'GET /api/sessions/[id]': { status: 400, error: 'error_bad_request' },
  'POST /api/sessions/[id]/cancel': checkFields({ version: ['validation_invalid'], reason: ['validation_required'] }),
  'POST /api/sessions/[id]/reschedule': checkFields({
    version: ['validation_invalid'],
    date: ['validation_date_invalid'],
    time: ['validation_invalid'],
  }),
  'POST /api/sessions/[id]/respond': checkFields({ action: ['validation_invalid'] }),
  'GET /api/calendar/[token]': { status: 404, error: 'sessions_error_feed_not_found' },
};

/** The language the answers speak to each actor: the account's own, English without one. */
const languages = new Map<Actor, Promise<Locale>>();
function languageOf(actor: Actor): Promise<Locale> {
  if (!languages.has(actor)) {
    languages.set(
      actor,
      sessionOf(actor).then(async (cookie) => {
        if (!cookie) return 'en';
        const session = (await (await call('/api/auth/session', { cookie })).json()) as {
          data: { user: { language: Locale } };
        };
        return session.data.user.language;
      }),
    );
  }
  return languages.get(actor)!;
}

async function expectApiOutcome(
  response: Response,
  outcome: ApiOutcome,
  request: { route: string; method: string; actor: Actor },
): Promise<void> {
  const locale = await languageOf(request.actor);
  const expected: OkAnswer =
    outcome === 'ok'
      ? (okAnswers[`${request.method} ${request.route}`] ?? { status: 0 })
      : { status: outcome, error: outcome === 401 ? 'error_unauthorized' : 'error_forbidden' };
  expect(expected.status, `no answer written for ${request.method} ${request.route}`).not.toBe(0);
  expect(response.status).toBe(expected.status);
  // A download answers its own type; its refusals are JSON like any other answer.
  if (expected.type) {
    expect(response.headers.get('content-type')).toContain(expected.type);
    await response.body?.cancel();
    return;
  }
  expect(response.headers.get('content-type')).toContain('application/json');
  const body = (await response.json()) as { error?: string; fieldErrors?: Record<string, string[]> };
  if (expected.error) expect(body.error).toBe(translateKey(expected.error, expected.params ?? {}, locale));
  if (expected.fields) {
    const messages = Object.fromEntries(
      Object.entries(expected.fields).map(([field, keys]) => [field, keys.map((key) => translateKey(key, {}, locale))]),
    );
    expect(body.fieldErrors).toEqual(messages);
  } else {
    expect(body.fieldErrors).toBeUndefined();
  }
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
    await expectApiOutcome(await callAs(route, method, actor), outcome, { route, method, actor });
  });
});

const isProtected = (route: string) => actors.some((actor) => expectedPages[route]![actor] !== 'ok');
const matrixPageCases = Object.keys(expectedPages)
  .filter(isProtected)
  .flatMap((route) => actors.map((actor) => ({ route, actor, outcome: expectedPages[route]![actor] })));
const openRoutes = Object.keys(expectedPages).filter((route) => !isProtected(route) && !route.includes('['));

/** The open pages that are no page to show: the not-found page itself, and signing out (a form's POST). */
const openPageStatus: Record<string, number> = {
  '/404': 404,
  '/auth/logout': 405,
  // An emailed-link page opened without its link's token is a bad address.
  '/auth/reset-password': 400,
  '/auth/verify-email': 400,
  // The development mailbox does not exist in production.
  '/dev/mailbox': 404,
};

describe('every page answers each actor as the hand-written matrix says', () => {
  it.each(matrixPageCases)('$route as $actor: $outcome', async ({ route, actor, outcome }) => {
    const path = pagePath(route);
    expectPageOutcome(await call(path, { cookie: await sessionOf(actor) }), path, actor, outcome);
  });

  it.each(openRoutes)('%s does not send a visitor to sign in', async (route) => {
    const response = await call(route);
    expect(response.headers.get('location') ?? '').not.toMatch(/^\/auth\/login\?returnTo=/);
    expect(response.status).toBe(openPageStatus[route] ?? 200);
  });
});

const apiCases = endpoints.flatMap((endpoint) =>
  endpoint.methods.flatMap((method) => actors.map((actor) => ({ route: endpoint.route, method, actor }))),
);

describe('every endpoint answers each actor as the policy says', () => {
  it.each(apiCases)('$method $route as $actor', async ({ route, method, actor }) => {
    const response = await callAs(route, method, actor);
    await expectApiOutcome(response, apiOutcomes[allows(apiPolicy[route]?.[method], roleOf(actor))], {
      route,
      method,
      actor,
    });
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
    const path = pagePath(route);
    const response = await call(path, { cookie: await sessionOf(actor) });
    expectPageOutcome(response, path, actor, pageOutcomes[allows(pageAccess(route), roleOf(actor))]);
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
