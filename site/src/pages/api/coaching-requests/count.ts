import { requestCountQuerySchema } from '@spotter/domain';
import { endpoint } from '#server/http/handler.ts';
import { validate } from '#server/http/body.ts';
import { ok } from '#server/http/responses.ts';
import { getDb } from '#server/db/index.ts';
import { trainerRequestCounts } from '#server/repos/stats.ts';

/** SPEC §7 GET /api/coaching-requests/count?role=trainer: the trainer's clients and waiting requests. */
export const GET = endpoint(async (context) => {
  validate(requestCountQuerySchema, Object.fromEntries(context.url.searchParams));
  return ok(await trainerRequestCounts(await getDb(), context.locals.user!.id));
});
