import type { Role } from '@spotter/domain';

/** Who may call a route: anyone, any signed-in user, or the listed roles. */
export type Access = 'public' | 'signed-in' | readonly Role[];
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type PolicyRow = Partial<Record<Method, Access>>;

const policy = {
  '/api/auth/register': { POST: 'public' },
  '/api/auth/login': { POST: 'public' },
  '/api/auth/logout': { POST: 'signed-in' },
  '/api/auth/session': { GET: 'public' },
  '/api/auth/forgot-password': { POST: 'public' },
  '/api/auth/reset-password': { POST: 'public' },
  '/api/auth/resend-verification': { POST: 'signed-in' },
  '/api/users/notifications': { GET: 'signed-in', PUT: 'signed-in' },
  '/api/users/update-language': { PATCH: 'signed-in' },
  '/api/auth/send-verification-code': { POST: 'signed-in' },
  '/api/auth/verify-code': { POST: 'signed-in' },
  '/api/users/trainer': { PUT: ['trainer'] },
  '/api/users/client': { PUT: ['client'] },
  '/api/users/admin': { PUT: ['admin'] },
  '/api/auth/sessions': { GET: 'signed-in' },
  '/api/auth/sessions/[id]': { DELETE: 'signed-in' },
  '/api/auth/sessions/sign-out-others': { POST: 'signed-in' },
  '/api/health': { GET: 'public' },
  '/api/progress/dashboard': { GET: ['client'] },
  '/api/coaching-requests/count': { GET: ['trainer'] },
  '/api/coaching-requests': { GET: 'signed-in', POST: ['client'] },
  '/api/coaching-requests/[id]/accept': { POST: ['trainer'] },
  '/api/coaching-requests/[id]/decline': { POST: ['trainer'] },
  '/api/coaching-requests/[id]/withdraw': { POST: ['client'] },
  '/api/trainers/[id]/review': { PUT: ['client'] },
  '/api/trainers/[id]/reviews': { GET: 'public' },
  '/api/reviews/[id]/reply': { POST: ['trainer'] },
  '/api/users/trainer/stats': { GET: ['trainer'] },
  '/api/users/trainer/branding': { GET: ['trainer'], PUT: ['trainer'] },
  '/api/admin/stats': { GET: ['admin'] },
  '/api/messages/unread-count': { GET: 'signed-in' },
  '/api/upload': { POST: ['client', 'trainer'] },
  '/api/users/trainer/gallery': { GET: ['trainer'], PUT: ['trainer'] },
  '/api/users/profile-photo': { GET: ['client', 'trainer'], PUT: ['client', 'trainer'] },
  '/api/users/trainer/profile/[section]': { GET: ['trainer'], PUT: ['trainer'] },
  '/api/users/client/profile/[section]': { GET: ['client'], PUT: ['client'] },
  '/api/users/trainer/certifications': { GET: ['trainer'], POST: ['trainer'] },
  '/api/users/trainer/certifications/[id]': { PUT: ['trainer'], DELETE: ['trainer'] },
  '/api/users/trainer/verification': { GET: ['trainer'], POST: ['trainer'] },
  '/api/admin/verifications': { GET: ['admin'] },
  '/api/admin/verifications/[trainerId]': { GET: ['admin'] },
  '/api/admin/verifications/[trainerId]/decision': { POST: ['admin'] },
  '/api/admin/certifications': { GET: ['admin'] },
  '/api/admin/certifications/[id]/decision': { POST: ['admin'] },
  '/api/users/trainer/clients': { GET: ['trainer'] },
  '/api/users/trainer/clients/[clientId]/health': { GET: ['trainer'] },
  '/api/users/trainer/clients/[clientId]/end': { POST: ['trainer'] },
  '/api/places/cities': { GET: 'signed-in' },
  '/api/places/details': { GET: 'signed-in' },
  '/api/places/gyms': { GET: 'signed-in', POST: ['trainer'] },
  '/api/trainers': { GET: 'public' },
  '/api/users/trainer/deactivate': { POST: ['trainer'] },
  '/api/users/client/deactivate': { POST: ['client'] },
  '/api/users/trainer/delete': { DELETE: ['trainer'] },
  '/api/users/client/delete': { DELETE: ['client'] },
  '/api/users/export': { GET: 'signed-in' },
  '/api/users/export/media': { GET: ['client', 'trainer'] },
  '/api/exercises': { GET: ['client', 'trainer'], POST: ['trainer'] },
  '/api/exercises/[id]': { GET: ['client', 'trainer'], PUT: ['trainer'], DELETE: ['trainer'] },
  '/api/exercises/[id]/archive': { POST: ['trainer'] },
  '/api/exercises/[id]/copy': { POST: ['trainer'] },
  '/api/sessions': { GET: ['client', 'trainer'], POST: ['trainer'] },
  '/api/sessions/request': { POST: ['client'] },
  '/api/sessions/feed': { GET: ['client', 'trainer'], POST: ['client', 'trainer'], DELETE: ['client', 'trainer'] },
  '/api/sessions/[id]': { GET: ['client', 'trainer'] },
  '/api/sessions/[id]/cancel': { POST: ['client', 'trainer'] },
  '/api/sessions/[id]/reschedule': { POST: ['trainer'] },
  '/api/sessions/[id]/respond': { POST: ['client', 'trainer'] },
  '/api/calendar/[token]': { GET: 'public' },
  '/api/plans': { GET: ['client', 'trainer'], POST: ['trainer'] },
  '/api/plans/current': { GET: ['client'] },
  '/api/plans/[id]': { GET: ['client', 'trainer'], PUT: ['trainer'], DELETE: ['trainer'] },
  '/api/plans/[id]/duplicate': { POST: ['trainer'] },
  '/api/plans/[id]/assign': { POST: ['trainer'] },
} as const satisfies Record<string, PolicyRow>;

/** The table with its exact rows, so an endpoint's declared route and method give its caller's type. */
export type ApiPolicy = typeof policy;
export type ApiRoute = keyof ApiPolicy;

/**
 * The authorization table of every API endpoint, keyed by route pattern and method. The
 * middleware enforces it before an endpoint runs, and each endpoint declares its row (see
 * http/endpoint.ts); a route or method missing here is refused, and a test fails when an
 * endpoint file has no row.
 */
export const apiPolicy: Record<string, PolicyRow> = policy;

/**
 * The methods of every route outside /api, keyed by route pattern. Pages not listed answer GET
 * and HEAD only; anything else is a 405 before the route runs. A test compares this table with
 * the methods each route file exports.
 */
const pageRouteMethods = {
  '/auth/login': ['GET', 'POST'],
  '/auth/register': ['GET', 'POST'],
  '/auth/logout': ['POST'],
  '/auth/forgot-password': ['GET', 'POST'],
  '/auth/reset-password': ['GET', 'POST'],
  '/auth/verify-email': ['GET', 'POST'],
  '/auth/oauth/[provider]': ['GET'],
  '/auth/oauth/[provider]/callback': ['GET'],
  '/media/[...key]': ['GET'],
  '/sitemap.xml': ['GET'],
  '/robots.txt': ['GET'],
} as const satisfies Record<string, readonly Method[]>;

/** The routes outside /api that are not pages, with the methods each answers. */
export type PageRoutes = typeof pageRouteMethods;
export const routeMethods: Record<string, readonly Method[]> = pageRouteMethods;

const pageMethods: readonly string[] = ['GET', 'HEAD'];

/** The methods a non-API route pattern answers. */
export function methodsOf(routePattern: string): readonly string[] {
  const methods = Object.hasOwn(routeMethods, routePattern) ? routeMethods[routePattern]! : pageMethods;
  return methods.includes('GET') && !methods.includes('HEAD') ? [...methods, 'HEAD'] : methods;
}

/** The API policy row of a route pattern (own rows only). */
export function policyOf(routePattern: string): PolicyRow | undefined {
  return Object.hasOwn(apiPolicy, routePattern) ? apiPolicy[routePattern] : undefined;
}

/** The access a policy row grants a request method (own entries only: the method comes from the client). */
export function accessFor(row: PolicyRow, method: string): Access | undefined {
  return Object.hasOwn(row, method) ? row[method as Method] : undefined;
}

/** Page areas by path prefix; the first match wins, anything else is public. */
export const pageAreas: ReadonlyArray<{ prefix: string; access: Access }> = [
  { prefix: '/client/', access: ['client'] },
  { prefix: '/trainer/', access: ['trainer'] },
  { prefix: '/admin/', access: ['admin'] },
];

export function pageAccess(pathname: string): Access {
  const path = pathname.endsWith('/') ? pathname : `${pathname}/`;
  return pageAreas.find((area) => path.startsWith(area.prefix))?.access ?? 'public';
}

export function allows(access: Access | undefined, role: Role | null): 'ok' | 'unauthenticated' | 'forbidden' {
  if (access === undefined) return role ? 'forbidden' : 'unauthenticated';
  if (access === 'public') return 'ok';
  if (!role) return 'unauthenticated';
  if (access === 'signed-in') return 'ok';
  return access.includes(role) ? 'ok' : 'forbidden';
}
