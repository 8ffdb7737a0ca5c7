import { defineEndpoint } from '#server/http/endpoint.ts';
import { MAX_BODY_BYTES, readText } from '#server/http/body.ts';
import { requestIdOf } from '#server/http/coaching.ts';
import { ok } from '#server/http/responses.ts';
import { acceptCoachingRequest } from '#server/repos/coaching.ts';
import { notifyRequestAnswered } from '#server/mail/notify.ts';

/** The trainer accepts a waiting request: the client becomes their client in the same transaction. */
export const POST = defineEndpoint(
  { route: '/api/coaching-requests/[id]/accept', method: 'POST' },
  async ({ context, user, db }) => {
    await readText(context.request, MAX_BODY_BYTES);
    const request = await acceptCoachingRequest(db, user.id, requestIdOf(context.params.id));
    notifyRequestAnswered(db, request);
    return ok(request);
  },
);
