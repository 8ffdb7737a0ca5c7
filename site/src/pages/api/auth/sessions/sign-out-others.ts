import { invalidateOtherSessions } from '#server/auth/session.ts';
import { defineEndpoint } from '#server/http/endpoint.ts';
import { HttpError, ok } from '#server/http/responses.ts';

/** Ends every session of the user but this one, on every instance. It takes no body. */
export const POST = defineEndpoint(
  { route: '/api/auth/sessions/sign-out-others', method: 'POST', noBody: true },
  async ({ context, user, db }) => {
    const current = context.locals.session;
    if (!current) throw new HttpError(401, 'error_unauthorized');
    return ok({ ended: await invalidateOtherSessions(db, user.id, current.id) });
  },
);
