import { defineEndpoint } from '#server/http/endpoint.ts';
import { requestIdOf } from '#server/http/coaching.ts';
import { ok } from '#server/http/responses.ts';
import { withdrawCoachingRequest } from '#server/repos/coaching.ts';

/** The client takes back a request that is still waiting. */
export const POST = defineEndpoint(
  { route: '/api/coaching-requests/[id]/withdraw', method: 'POST', noBody: true },
  async ({ context, user, db }) => {
    return ok(await withdrawCoachingRequest(db, user.id, requestIdOf(context.params.id)));
  },
);
