import { defineEndpoint } from '#server/http/endpoint.ts';
import { requestIdOf } from '#server/http/coaching.ts';
import { ok } from '#server/http/responses.ts';
import { endCoaching } from '#server/repos/coaching.ts';

/** The trainer ends the coaching of one of their clients (404 for anyone who is not). */
export const POST = defineEndpoint(
  { route: '/api/users/trainer/clients/[clientId]/end', method: 'POST', noBody: true },
  async ({ context, user, db }) => {
    const clientId = requestIdOf(context.params.clientId);
    await endCoaching(db, user.id, clientId);
    return ok({ clientId });
  },
);
