import { coachingDeclineSchema } from '@spotter/domain';
import { defineEndpoint } from '#server/http/endpoint.ts';
import { requestIdOf } from '#server/http/coaching.ts';
import { ok } from '#server/http/responses.ts';
import { declineCoachingRequest } from '#server/repos/coaching.ts';
import { notifyRequestAnswered } from '#server/mail/notify.ts';

/** The trainer declines a waiting request, with an optional reason the client reads. */
export const POST = defineEndpoint(
  { route: '/api/coaching-requests/[id]/decline', method: 'POST', body: coachingDeclineSchema },
  async ({ context, user, body, db }) => {
    const request = await declineCoachingRequest(db, user.id, requestIdOf(context.params.id), body);
    notifyRequestAnswered(db, request);
    return ok(request);
  },
);
