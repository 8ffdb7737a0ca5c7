import { defineEndpoint } from '#server/http/endpoint.ts';
import { ok } from '#server/http/responses.ts';
import { trainerStats } from '#server/repos/stats.ts';

/** SPEC §7: total sessions and average rating of the signed-in trainer. */
export const GET = defineEndpoint({ route: '/api/users/trainer/stats', method: 'GET' }, async ({ user, db }) =>
  ok(await trainerStats(db, user.id)),
);
