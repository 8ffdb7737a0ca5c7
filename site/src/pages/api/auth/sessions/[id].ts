import { endSession } from '#server/auth/sessions.ts';
import { deleteSessionCookie } from '#server/auth/cookies.ts';
import { defineEndpoint } from '#server/http/endpoint.ts';
import { uuidParam } from '#server/http/params.ts';
import { HttpError, ok } from '#server/http/responses.ts';

/** Ends one of the user's own sessions, by its handle, on every instance; another user's is 404. */
export const DELETE = defineEndpoint(
  { route: '/api/auth/sessions/[id]', method: 'DELETE', noBody: true },
  async ({ context, user, db }) => {
    const current = context.locals.session;
    if (!current) throw new HttpError(401, 'error_unauthorized');
    const wasCurrent = await endSession(db, user.id, uuidParam(context.params.id), current.id);
    if (wasCurrent) deleteSessionCookie(context.cookies);
    return ok({ ended: 1, current: wasCurrent });
  },
);
