import { reviewListQuerySchema } from '@spotter/domain';
import { defineEndpoint } from '#server/http/endpoint.ts';
import { HttpError, ok } from '#server/http/responses.ts';
import { uuidParam } from '#server/http/params.ts';
import { isListedTrainer, reviewsOf } from '#server/repos/reviews.ts';

/**
 * A listed trainer's reviews for anyone, newest first, a page at a time; 404 for a trainer not
 * listed, except to that trainer (their dashboard pages through their own reviews).
 */
export const GET = defineEndpoint(
  { route: '/api/trainers/[id]/reviews', method: 'GET', query: reviewListQuerySchema },
  async ({ context, user, query, db }) => {
    const trainerId = uuidParam(context.params.id);
    if (user?.id !== trainerId && !(await isListedTrainer(db, trainerId))) throw new HttpError(404, 'error_not_found');
    return ok(await reviewsOf(db, trainerId, query));
  },
);
