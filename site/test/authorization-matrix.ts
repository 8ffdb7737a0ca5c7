import type { Role } from '@spotter/domain';
import { accessFor, allows, type Access, type Method } from '#server/auth/policy.ts';
import { routeFiles, sectionPathsOf } from './helpers/routes.ts';

/**
 * Who may do what, written by hand from SPEC §2 and §6 and the product's intent, never derived
 * from the policy table it checks: a wrong edit of the table must disagree with this file.
 */

export type Actor = 'anonymous' | Role;
export const actors: readonly Actor[] = ['anonymous', 'client', 'trainer', 'admin'];

/** 'ok': the endpoint runs (any status but 401/403); 401: not signed in; 403: wrong role. */
export type ApiOutcome = 'ok' | 401 | 403;
/** 'ok': the page shows; 'login': sent to sign in; 'home': sent to the actor's own dashboard. */
export type PageOutcome = 'ok' | 'login' | 'home';

export const expectedApi: Record<string, Partial<Record<Method, Record<Actor, ApiOutcome>>>> = {
  // Creating an account and signing in come before any session exists.
  '/api/auth/register': { POST: { anonymous: 'ok', client: 'ok', trainer: 'ok', admin: 'ok' } },
  '/api/auth/login': { POST: { anonymous: 'ok', client: 'ok', trainer: 'ok', admin: 'ok' } },
  // Forgetting a password happens signed out; the emailed link is the proof, not a session.
  '/api/auth/forgot-password': { POST: { anonymous: 'ok', client: 'ok', trainer: 'ok', admin: 'ok' } },
  '/api/auth/reset-password': { POST: { anonymous: 'ok', client: 'ok', trainer: 'ok', admin: 'ok' } },
  // A new verification link goes to the signed-in account's own address.
  '/api/auth/resend-verification': { POST: { anonymous: 401, client: 'ok', trainer: 'ok', admin: 'ok' } },
  // Every account has its own email switches (an admin's list is empty).
  '/api/users/notifications': {
    GET: { anonymous: 401, client: 'ok', trainer: 'ok', admin: 'ok' },
    PUT: { anonymous: 401, client: 'ok', trainer: 'ok', admin: 'ok' },
  },
  // Only a session can be ended.
  '/api/auth/logout': { POST: { anonymous: 401, client: 'ok', trainer: 'ok', admin: 'ok' } },
  // Answers null when signed out (SPEC §3 user), so every caller may ask.
  '/api/auth/session': { GET: { anonymous: 'ok', client: 'ok', trainer: 'ok', admin: 'ok' } },
  // SPEC §6: signed-in users have their language saved to the server; the More menu's switcher is in every role's menu.
  '/api/users/update-language': { PATCH: { anonymous: 401, client: 'ok', trainer: 'ok', admin: 'ok' } },
  // SPEC §4 email change: a code to the new address, then its proof; any signed-in account has an email
  // (accounts of a provider are refused inside, SPEC §6).
  '/api/auth/send-verification-code': { POST: { anonymous: 401, client: 'ok', trainer: 'ok', admin: 'ok' } },
  '/api/auth/verify-code': { POST: { anonymous: 401, client: 'ok', trainer: 'ok', admin: 'ok' } },
  // SPEC §7: the trainer's own account update; a client's is theirs alone; admins have no settings panel of either.
  '/api/users/trainer': { PUT: { anonymous: 401, client: 403, trainer: 'ok', admin: 403 } },
  '/api/users/client': { PUT: { anonymous: 401, client: 'ok', trainer: 403, admin: 403 } },
  '/api/users/admin': { PUT: { anonymous: 401, client: 403, trainer: 403, admin: 'ok' } },
  // Everyone signed in sees and ends their own sessions (only their own: checked inside).
  '/api/auth/sessions': { GET: { anonymous: 401, client: 'ok', trainer: 'ok', admin: 'ok' } },
  '/api/auth/sessions/[id]': { DELETE: { anonymous: 401, client: 'ok', trainer: 'ok', admin: 'ok' } },
  '/api/auth/sessions/sign-out-others': { POST: { anonymous: 401, client: 'ok', trainer: 'ok', admin: 'ok' } },
  // Load balancers ask without an account.
  '/api/health': { GET: { anonymous: 'ok', client: 'ok', trainer: 'ok', admin: 'ok' } },
  // SPEC §6: only clients see level, progress, achievements and membership (§7: the client More menu).
  '/api/progress/dashboard': { GET: { anonymous: 401, client: 'ok', trainer: 403, admin: 403 } },
  // SPEC §7 ?role=trainer: the trainer's own clients; admins oversee requests through their own stats.
  '/api/coaching-requests/count': { GET: { anonymous: 401, client: 403, trainer: 'ok', admin: 403 } },
  // SPEC §1: clients ask for coaching, trainers answer, admins oversee every request; each sees only their own.
  '/api/coaching-requests': {
    GET: { anonymous: 401, client: 'ok', trainer: 'ok', admin: 'ok' },
    POST: { anonymous: 401, client: 'ok', trainer: 403, admin: 403 },
  },
  // Only the trainer asked answers a request; only the client who asked withdraws it.
  '/api/coaching-requests/[id]/accept': { POST: { anonymous: 401, client: 403, trainer: 'ok', admin: 403 } },
  '/api/coaching-requests/[id]/decline': { POST: { anonymous: 401, client: 403, trainer: 'ok', admin: 403 } },
  '/api/coaching-requests/[id]/withdraw': { POST: { anonymous: 401, client: 'ok', trainer: 403, admin: 403 } },
  // Only a client who is or was coached by the trainer reviews them (checked inside); the trainer replies to their own.
  '/api/trainers/[id]/review': { PUT: { anonymous: 401, client: 'ok', trainer: 403, admin: 403 } },
  '/api/reviews/[id]/reply': { POST: { anonymous: 401, client: 403, trainer: 'ok', admin: 403 } },
  // A listed trainer's reviews are public, as their page is.
  '/api/trainers/[id]/reviews': { GET: { anonymous: 'ok', client: 'ok', trainer: 'ok', admin: 'ok' } },
  // SPEC §6: each role has its own stats; these are the trainer's sessions and rating.
  '/api/users/trainer/stats': { GET: { anonymous: 401, client: 403, trainer: 'ok', admin: 403 } },
  // SPEC §1: brand customisation belongs to the trainer's profile.
  '/api/users/trainer/branding': {
    GET: { anonymous: 401, client: 403, trainer: 'ok', admin: 403 },
    PUT: { anonymous: 401, client: 403, trainer: 'ok', admin: 403 },
  },
  // SPEC §1: admins oversee users, requests and support; these figures are theirs alone.
  '/api/admin/stats': { GET: { anonymous: 401, client: 403, trainer: 403, admin: 'ok' } },
  // SPEC §2: every role's navigation carries unread badges.
  '/api/messages/unread-count': { GET: { anonymous: 401, client: 'ok', trainer: 'ok', admin: 'ok' } },
  // SPEC §6: clients upload a profile photo, trainers their profile media; admins edit no profile (each purpose is checked by role inside).
  '/api/upload': { POST: { anonymous: 401, client: 'ok', trainer: 'ok', admin: 403 } },
  // SPEC §6: only trainers see availability, gyms, gallery, certifications and ID verification.
  '/api/users/trainer/gallery': {
    GET: { anonymous: 401, client: 403, trainer: 'ok', admin: 403 },
    PUT: { anonymous: 401, client: 403, trainer: 'ok', admin: 403 },
  },
  // SPEC §3 profileImage is a client's or trainer's; SPEC §6: admin has no edit-profile button, so no photo.
  '/api/users/profile-photo': {
    GET: { anonymous: 401, client: 'ok', trainer: 'ok', admin: 403 },
    PUT: { anonymous: 401, client: 'ok', trainer: 'ok', admin: 403 },
  },
  // SPEC §2: each role edits only its own profile; admins have no profile editor.
  '/api/users/trainer/profile/[section]': {
    GET: { anonymous: 401, client: 403, trainer: 'ok', admin: 403 },
    PUT: { anonymous: 401, client: 403, trainer: 'ok', admin: 403 },
  },
  '/api/users/client/profile/[section]': {
    GET: { anonymous: 401, client: 'ok', trainer: 403, admin: 403 },
    PUT: { anonymous: 401, client: 'ok', trainer: 403, admin: 403 },
  },
  // SPEC §2: certifications are the trainer's own section; admins review them in their own queue.
  '/api/users/trainer/certifications': {
    GET: { anonymous: 401, client: 403, trainer: 'ok', admin: 403 },
    POST: { anonymous: 401, client: 403, trainer: 'ok', admin: 403 },
  },
  '/api/users/trainer/certifications/[id]': {
    PUT: { anonymous: 401, client: 403, trainer: 'ok', admin: 403 },
    DELETE: { anonymous: 401, client: 403, trainer: 'ok', admin: 403 },
  },
  // SPEC §2/§6: ID verification is the trainer's own section; its documents reach admins only
  // through the review queue, which is theirs alone.
  '/api/users/trainer/verification': {
    GET: { anonymous: 401, client: 403, trainer: 'ok', admin: 403 },
    POST: { anonymous: 401, client: 403, trainer: 'ok', admin: 403 },
  },
  '/api/admin/verifications': { GET: { anonymous: 401, client: 403, trainer: 403, admin: 'ok' } },
  '/api/admin/verifications/[trainerId]': { GET: { anonymous: 401, client: 403, trainer: 403, admin: 'ok' } },
  '/api/admin/verifications/[trainerId]/decision': {
    POST: { anonymous: 401, client: 403, trainer: 403, admin: 'ok' },
  },
  // SPEC §3 Certification: status starts pending and only an admin changes it, from the same review queue.
  '/api/admin/certifications': { GET: { anonymous: 401, client: 403, trainer: 403, admin: 'ok' } },
  '/api/admin/certifications/[id]/decision': { POST: { anonymous: 401, client: 403, trainer: 403, admin: 'ok' } },
  // A trainer's clients and the end of a coaching are the trainer's own; admins see requests, not client lists.
  '/api/users/trainer/clients': { GET: { anonymous: 401, client: 403, trainer: 'ok', admin: 403 } },
  '/api/users/trainer/clients/[clientId]/end': { POST: { anonymous: 401, client: 403, trainer: 'ok', admin: 403 } },
  // SPEC §2: health data is private to the client and their connected trainers; no admin listing, no other API.
  '/api/users/trainer/clients/[clientId]/health': {
    GET: { anonymous: 401, client: 403, trainer: 'ok', admin: 403 },
  },
  // SPEC §2 location form: anyone with a profile fills a location; the search is for signed-in users only.
  '/api/places/cities': { GET: { anonymous: 401, client: 'ok', trainer: 'ok', admin: 'ok' } },
  '/api/places/details': { GET: { anonymous: 401, client: 'ok', trainer: 'ok', admin: 'ok' } },
  // SPEC §5 Gyms: the directory is read by signed-in users; only trainers add a gym missing from it.
  '/api/places/gyms': {
    GET: { anonymous: 401, client: 'ok', trainer: 'ok', admin: 'ok' },
    POST: { anonymous: 401, client: 403, trainer: 'ok', admin: 403 },
  },
  // The marketplace search is public: cards carry public fields only.
  '/api/trainers': { GET: { anonymous: 'ok', client: 'ok', trainer: 'ok', admin: 'ok' } },
  // SPEC §2 Account Management: a card for trainers or for clients, each ending only its own account; admins have none.
  '/api/users/trainer/deactivate': { POST: { anonymous: 401, client: 403, trainer: 'ok', admin: 403 } },
  '/api/users/client/deactivate': { POST: { anonymous: 401, client: 'ok', trainer: 403, admin: 403 } },
  '/api/users/trainer/delete': { DELETE: { anonymous: 401, client: 403, trainer: 'ok', admin: 403 } },
  '/api/users/client/delete': { DELETE: { anonymous: 401, client: 'ok', trainer: 403, admin: 403 } },
  // Everyone signed in may download what Spotter holds about them; only clients and trainers upload media.
  '/api/users/export': { GET: { anonymous: 401, client: 'ok', trainer: 'ok', admin: 'ok' } },
  '/api/users/export/media': { GET: { anonymous: 401, client: 'ok', trainer: 'ok', admin: 403 } },
  // SPEC §2: clients and trainers each have an exercise library in their menu (clients read the library
  // and their plans' exercises, checked inside); only trainers write their own exercises (SPEC §3 trainerInfo).
  '/api/exercises': {
    GET: { anonymous: 401, client: 'ok', trainer: 'ok', admin: 403 },
    POST: { anonymous: 401, client: 403, trainer: 'ok', admin: 403 },
  },
  '/api/exercises/[id]': {
    GET: { anonymous: 401, client: 'ok', trainer: 'ok', admin: 403 },
    PUT: { anonymous: 401, client: 403, trainer: 'ok', admin: 403 },
    DELETE: { anonymous: 401, client: 403, trainer: 'ok', admin: 403 },
  },
  '/api/exercises/[id]/archive': { POST: { anonymous: 401, client: 403, trainer: 'ok', admin: 403 } },
  '/api/exercises/[id]/copy': { POST: { anonymous: 401, client: 403, trainer: 'ok', admin: 403 } },
  // SPEC §2: plans are the trainer's menu item; a client reads only the copies assigned to them (checked inside).
  '/api/plans': {
    GET: { anonymous: 401, client: 'ok', trainer: 'ok', admin: 403 },
    POST: { anonymous: 401, client: 403, trainer: 'ok', admin: 403 },
  },
  '/api/plans/current': { GET: { anonymous: 401, client: 'ok', trainer: 403, admin: 403 } },
  '/api/plans/[id]': {
    GET: { anonymous: 401, client: 'ok', trainer: 'ok', admin: 403 },
    PUT: { anonymous: 401, client: 403, trainer: 'ok', admin: 403 },
    DELETE: { anonymous: 401, client: 403, trainer: 'ok', admin: 403 },
  },
  '/api/plans/[id]/duplicate': { POST: { anonymous: 401, client: 403, trainer: 'ok', admin: 403 } },
  '/api/plans/[id]/assign': { POST: { anonymous: 401, client: 403, trainer: 'ok', admin: 403 } },
  // Sessions are between a trainer and a client (SPEC §2 upcoming trainings, both roles); a trainer
  // schedules and moves them, a client asks for one; either side cancels or answers (who may is
  // checked inside); admins have no sessions.
  '/api/sessions': {
    GET: { anonymous: 401, client: 'ok', trainer: 'ok', admin: 403 },
    POST: { anonymous: 401, client: 403, trainer: 'ok', admin: 403 },
  },
  '/api/sessions/request': { POST: { anonymous: 401, client: 'ok', trainer: 403, admin: 403 } },
  '/api/sessions/feed': {
    GET: { anonymous: 401, client: 'ok', trainer: 'ok', admin: 403 },
    POST: { anonymous: 401, client: 'ok', trainer: 'ok', admin: 403 },
    DELETE: { anonymous: 401, client: 'ok', trainer: 'ok', admin: 403 },
  },
  '/api/sessions/[id]': { GET: { anonymous: 401, client: 'ok', trainer: 'ok', admin: 403 } },
  '/api/sessions/[id]/cancel': { POST: { anonymous: 401, client: 'ok', trainer: 'ok', admin: 403 } },
  '/api/sessions/[id]/reschedule': { POST: { anonymous: 401, client: 403, trainer: 'ok', admin: 403 } },
  '/api/sessions/[id]/respond': { POST: { anonymous: 401, client: 'ok', trainer: 'ok', admin: 403 } },
  // A phone's calendar sends no cookie: the secret token in the address is the key (checked inside).
  '/api/calendar/[token]': { GET: { anonymous: 'ok', client: 'ok', trainer: 'ok', admin: 'ok' } },
};

// SPEC §6: each role has its own navigation; another role's area sends the actor to their own dashboard.
const clientArea: Record<Actor, PageOutcome> = { anonymous: 'login', client: 'ok', trainer: 'home', admin: 'home' };
const trainerArea: Record<Actor, PageOutcome> = { anonymous: 'login', client: 'home', trainer: 'ok', admin: 'home' };
const adminArea: Record<Actor, PageOutcome> = { anonymous: 'login', client: 'home', trainer: 'home', admin: 'ok' };
const open: Record<Actor, PageOutcome> = { anonymous: 'ok', client: 'ok', trainer: 'ok', admin: 'ok' };

/** Every route outside /api, dynamic sections written out (SPEC §2 routes and each role's navigation). */
export const expectedPages: Record<string, Record<Actor, PageOutcome>> = {
  '/': open,
  '/404': open,
  '/auth/login': open,
  '/auth/register': open,
  '/auth/clientLogin': open,
  '/auth/logout': open,
  // Emailed links open signed out (a reset) or in (verification); the forms come before a session.
  '/auth/forgot-password': open,
  '/auth/reset-password': open,
  '/auth/verify-email': open,
  // Development only (404 in production): the messages the server kept instead of sending.
  '/dev/mailbox': open,
  '/dev/mailbox/[id]': open,
  '/auth/oauth/[provider]': open,
  '/auth/oauth/[provider]/callback': open,
  // SPEC §2: a trainer's public page, where the mobile-menu logout lands.
  '/page/[from]': open,
  '/privacy': open,
  '/terms': open,
  // The marketplace and trainers' public pages, for search engines too.
  '/trainers': open,
  '/trainers/[slug]': open,
  '/sitemap.xml': open,
  '/robots.txt': open,
  // Public media; private objects are checked by owner inside the route.
  '/media/[...key]': open,

  '/client/dashboard': clientArea,
  '/client/dashboard/trainwithcoach': clientArea,
  '/client/dashboard/upcoming-trainings': clientArea,
  '/client/dashboard/trainings': clientArea,
  '/client/dashboard/progress': clientArea,
  '/client/dashboard/diet-tracker': clientArea,
  '/client/dashboard/exercises': clientArea,
  '/client/dashboard/exercises/[id]': clientArea,
  '/client/dashboard/trainings/[id]': clientArea,
  '/client/dashboard/health': clientArea,
  '/client/dashboard/messages': clientArea,
  '/client/dashboard/support': clientArea,
  '/client/dashboard/settings': clientArea,
  '/client/dashboard/edit': clientArea,

  '/trainer/dashboard': trainerArea,
  '/trainer/dashboard/new-clients': trainerArea,
  '/trainer/dashboard/clients': trainerArea,
  '/trainer/dashboard/upcoming-trainings': trainerArea,
  '/trainer/dashboard/plans': trainerArea,
  '/trainer/dashboard/exercises': trainerArea,
  '/trainer/dashboard/exercises/new': trainerArea,
  '/trainer/dashboard/exercises/[id]': trainerArea,
  '/trainer/dashboard/exercises/[id]/edit': trainerArea,
  '/trainer/dashboard/plans/[id]': trainerArea,
  '/trainer/dashboard/meals': trainerArea,
  '/trainer/dashboard/brand-customization': trainerArea,
  '/trainer/dashboard/pricingplans': trainerArea,
  '/trainer/dashboard/invite-clients': trainerArea,
  '/trainer/dashboard/messages': trainerArea,
  '/trainer/dashboard/support': trainerArea,
  '/trainer/dashboard/settings': trainerArea,
  '/trainer/dashboard/edit': trainerArea,

  '/admin/dashboard': adminArea,
  '/admin/users': adminArea,
  '/admin/trainers': adminArea,
  '/admin/clients': adminArea,
  '/admin/coaching-requests': adminArea,
  // Identity documents and certificates are private: their review queue and each case are the admins'.
  '/admin/verifications': adminArea,
  '/admin/verifications/[trainerId]': adminArea,
  '/admin/support': adminArea,
  '/admin/settings': adminArea,
};

export interface ExpectedMatrix {
  api: typeof expectedApi;
  pages: typeof expectedPages;
}

export const expectedMatrix: ExpectedMatrix = { api: expectedApi, pages: expectedPages };

const apiVerdicts: Record<ReturnType<typeof allows>, ApiOutcome> = { ok: 'ok', unauthenticated: 401, forbidden: 403 };
const pageVerdicts: Record<ReturnType<typeof allows>, PageOutcome> = {
  ok: 'ok',
  unauthenticated: 'login',
  forbidden: 'home',
};

const roleOf = (actor: Actor): Role | null => (actor === 'anonymous' ? null : actor);

/**
 * Every disagreement between a policy table (and page access) and the expected matrix: routes or
 * methods only one side has, and each actor whose verdict differs.
 */
export function matrixMismatches(
  policy: Record<string, Partial<Record<Method, Access>>>,
  accessOfPage: (pathname: string) => Access,
  expected: ExpectedMatrix = expectedMatrix,
): string[] {
  const mismatches: string[] = [];
  for (const [route, row] of Object.entries(policy)) {
    for (const method of Object.keys(row)) {
      if (!expected.api[route]?.[method as Method])
        mismatches.push(`${method} ${route}: in the policy, not in the matrix`);
    }
  }
  for (const [route, methods] of Object.entries(expected.api)) {
    const row = Object.hasOwn(policy, route) ? policy[route]! : {};
    for (const [method, outcomes] of Object.entries(methods)) {
      const access = accessFor(row, method);
      if (access === undefined) mismatches.push(`${method} ${route}: in the matrix, not in the policy`);
      for (const actor of actors) {
        const actual = apiVerdicts[allows(access, roleOf(actor))];
        if (actual !== outcomes[actor])
          mismatches.push(`${method} ${route} as ${actor}: expected ${outcomes[actor]}, policy gives ${actual}`);
      }
    }
  }
  for (const [page, outcomes] of Object.entries(expected.pages)) {
    for (const actor of actors) {
      const actual = pageVerdicts[allows(accessOfPage(page), roleOf(actor))];
      if (actual !== outcomes[actor])
        mismatches.push(`${page} as ${actor}: expected ${outcomes[actor]}, policy gives ${actual}`);
    }
  }
  return mismatches;
}

/** Every API endpoint file as its route pattern and the methods it exports. */
export function discoverEndpoints(): Array<{ route: string; methods: Method[] }> {
  return routeFiles
    .filter((route) => route.api && route.file.endsWith('.ts'))
    .map(({ pattern, exported }) => ({ route: pattern, methods: exported }));
}

/** Every route outside /api (pages and other routes), section routes expanded to their paths. */
export function discoverPages(): string[] {
  const pages = routeFiles
    .filter((route) => !route.api)
    .flatMap((route) => (route.pattern.includes('[section]') ? sectionPathsOf(route.pattern) : [route.pattern]));
  return [...new Set(pages)].sort();
}
