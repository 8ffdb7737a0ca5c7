import { listSessions } from '#server/auth/sessions.ts';
import { defineEndpoint } from '#server/http/endpoint.ts';
import { HttpError, ok } from '#server/http/responses.ts';

/** The signed-in user's sessions, this one marked current (the Sessions card). */
export const GET = defineEndpoint({ route: '/api/auth/sessions', method: 'GET' }, async ({ context, user, db }) => {
  const current = context.locals.session;
  if (!current) throw new HttpError(401, 'error_unauthorized');
  return ok(await listSessions(db, user.id, current.id));
});
