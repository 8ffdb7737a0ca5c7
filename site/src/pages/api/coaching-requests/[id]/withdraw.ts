import { defineEndpoint } from '#server/http/endpoint.ts';
import { MAX_BODY_BYTES, readText } from '#server/http/body.ts';
import { requestIdOf } from '#server/http/coaching.ts';
import { ok } from '#server/http/responses.ts';
import { withdrawCoachingRequest } from '#server/repos/coaching.ts';

/** The client takes back a request that is still waiting. */
export const POST = defineEndpoint(
  { route: '/api/coaching-requests/[id]/withdraw', method: 'POST' },
  async ({ context, user, db }) => {
    await readText(context.request, MAX_BODY_BYTES);
    return ok(await withdrawCoachingRequest(db, user.id, requestIdOf(context.params.id)));
  },
);
