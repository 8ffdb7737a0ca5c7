import { reviewReplySchema } from '@spotter/domain';
import { defineEndpoint } from '#server/http/endpoint.ts';
import { uuidParam } from '#server/http/params.ts';
import { ok } from '#server/http/responses.ts';
import { replyToReview } from '#server/repos/reviews.ts';

/** The reviewed trainer's one reply to a review (404 when it is not theirs, 409 when replied already). */
export const POST = defineEndpoint(
  { route: '/api/reviews/[id]/reply', method: 'POST', body: reviewReplySchema, transaction: true },
  async ({ context, user, body, db }) => ok(await replyToReview(db, user.id, uuidParam(context.params.id), body.reply)),
);
