import { reviewWriteSchema } from '@spotter/domain';
import { defineEndpoint } from '#server/http/endpoint.ts';
import { uuidParam } from '#server/http/params.ts';
import { ok } from '#server/http/responses.ts';
import { writeReview } from '#server/repos/reviews.ts';

/**
 * The signed-in client's one review of a trainer they are or were coached by, created or edited;
 * the trainer's average and count change in the same transaction (403 when not connected).
 */
export const PUT = defineEndpoint(
  { route: '/api/trainers/[id]/review', method: 'PUT', body: reviewWriteSchema, transaction: true },
  async ({ context, user, body, db }) => ok(await writeReview(db, user.id, uuidParam(context.params.id), body)),
);
