import type { APIContext, APIRoute } from 'astro';
import type { z } from 'zod';
import type { Locale, Role } from '@spotter/domain';
import {
  accessFor,
  allows,
  apiPolicy,
  pageAccess,
  type ApiPolicy,
  type ApiRoute,
  type PageRoutes,
} from '../auth/policy.ts';
import type { SessionUser } from '../auth/session.ts';
import { getDb, type DB } from '../db/index.ts';
import { logger } from '../log.ts';
import { parseBody, refuseBody, validate } from './body.ts';
import { refusalOf } from './errors.ts';
import { faultResponse, isDatabaseUnavailable, unavailable } from './faults.ts';
import { HttpError } from './responses.ts';

/** Every route an endpoint file can declare: the API table's rows, and the other non-page routes. */
type Route = ApiRoute | keyof PageRoutes;
type MethodOf<R extends Route> = R extends ApiRoute
  ? keyof ApiPolicy[R] & string
  : R extends keyof PageRoutes
    ? PageRoutes[R][number]
    : never;
type AccessOf<R extends Route, M> = R extends ApiRoute
  ? M extends keyof ApiPolicy[R]
    ? ApiPolicy[R][M]
    : never
  : 'public';

/** The caller a route's access lets through: nobody or anybody when public, a user of the listed roles otherwise. */
export type CallerOf<A> = A extends 'public'
  ? SessionUser | null
  : A extends 'signed-in'
    ? SessionUser
    : A extends readonly (infer R extends Role)[]
      ? SessionUser & { role: R }
      : never;

type Schema = z.ZodType | undefined;
type Parsed<S extends Schema> = S extends z.ZodType ? z.infer<S> : undefined;

export interface EndpointSpec<R extends Route, M extends MethodOf<R>, B extends Schema, Q extends Schema> {
  /** The route pattern of the file, as in the policy table (a test checks it matches the file). */
  route: R;
  method: M;
  /** The JSON body's schema; the handler gets the parsed body. */
  body?: B;
  /** True: the call takes no body, and one sent (or a content type) is refused with 400. */
  noBody?: boolean;
  /** The query string's schema; the handler gets the parsed query. */
  query?: Q;
  /** True: the handler's `db` is one transaction, committed when it answers and rolled back when it throws. */
  transaction?: boolean;
}

export interface EndpointCall<R extends Route, M extends MethodOf<R>, B extends Schema, Q extends Schema> {
  context: APIContext;
  /** The signed-in user; never null where the policy asks for a role or a session. */
  user: CallerOf<AccessOf<R, M>>;
  body: Parsed<B>;
  query: Parsed<Q>;
  locale: Locale;
  /** The database, or the request's transaction when the spec asks for one. */
  db: DB;
}

/**
 * Defines a route handler: who may call it comes from the policy table (the middleware enforces
 * the same row first), then the query and the body are validated, then the handler works, inside
 * one transaction when asked. Guards in order: 401 → 403 → 400 (schemas) → work → answer. A
 * refusal thrown on the way (HttpError or a domain error) becomes its status and
 * `{ error, fieldErrors? }` in the reader's language, a database that is away a 503, anything
 * else a logged 500. Sign-in limits are counted by the sign-in work itself (they need the email).
 */
export function defineEndpoint<
  R extends Route,
  M extends MethodOf<R>,
  B extends Schema = undefined,
  Q extends Schema = undefined,
>(spec: EndpointSpec<R, M, B, Q>, handler: (call: EndpointCall<R, M, B, Q>) => Promise<Response> | Response): APIRoute {
  const row = Object.hasOwn(apiPolicy, spec.route) ? apiPolicy[spec.route] : undefined;
  const access = row ? accessFor(row, spec.method) : pageAccess(spec.route);
  return async (context) => {
    try {
      const verdict = allows(access, context.locals.user?.role ?? null);
      if (verdict === 'unauthenticated') throw new HttpError(401, 'error_unauthorized');
      if (verdict === 'forbidden') throw new HttpError(403, 'error_forbidden');
      const query = spec.query && validate(spec.query, Object.fromEntries(context.url.searchParams));
      if (spec.noBody) await refuseBody(context.request);
      const body = spec.body && (await parseBody(context.request, spec.body));
      const work = async (db: DB) =>
        handler({
          context,
          // The verdict above is what the type promises: a signed-in user of an allowed role.
          user: context.locals.user as CallerOf<AccessOf<R, M>>,
          body: body as Parsed<B>,
          query: query as Parsed<Q>,
          locale: context.locals.locale,
          db,
        });
      const db = await getDb();
      return await (spec.transaction ? db.transaction().execute(work) : work(db));
    } catch (error) {
      return errorAnswer(error, context);
    }
  };
}

/** The answer to an error thrown below a route: its refusal, 503 while the database is away, else 500. */
export function errorAnswer(error: unknown, context: APIContext): Response {
  const { pathname } = context.url;
  const locale = context.locals.locale;
  const refusal = refusalOf(error);
  if (refusal) return faultResponse(pathname, refusal.status, refusal.key, locale, refusal.options);
  if (isDatabaseUnavailable(error)) {
    logger.warn({ err: error, path: pathname }, 'database unavailable');
    return unavailable(pathname, locale);
  }
  logger.error({ err: error, path: pathname }, 'unhandled endpoint error');
  return faultResponse(pathname, 500, 'error_generic', locale);
}
