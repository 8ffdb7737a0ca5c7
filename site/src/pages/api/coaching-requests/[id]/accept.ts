import { defineEndpoint } from '#server/http/endpoint.ts';
import { requestIdOf } from '#server/http/coaching.ts';
import { ok } from '#server/http/responses.ts';
import { acceptCoachingRequest } from '#server/repos/coaching.ts';
import { notifyRequestAnswered } from '#server/mail/notify.ts';

/** The trainer accepts a waiting request: the client becomes their client in the same transaction. */
export const POST = defineEndpoint(
  { route: '/api/coaching-requests/[id]/accept', method: 'POST', noBody: true },
  async ({ context, user, db }) => {
    const request = await acceptCoachingRequest(db, user.id, requestIdOf(context.params.id));
    notifyRequestAnswered(db, request);
    return ok(request);
  },
);
