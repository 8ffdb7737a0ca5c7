import { requestCountQuerySchema } from '@spotter/domain';
import { defineEndpoint } from '#server/http/endpoint.ts';
import { ok } from '#server/http/responses.ts';
import { trainerRequestCounts } from '#server/repos/stats.ts';

/** SPEC §7 GET /api/coaching-requests/count?role=trainer: the trainer's clients and waiting requests. */
export const GET = defineEndpoint(
  { route: '/api/coaching-requests/count', method: 'GET', query: requestCountQuerySchema },
  async ({ user, db }) => ok(await trainerRequestCounts(db, user.id)),
);
