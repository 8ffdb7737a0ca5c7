import { endpoint } from '#server/http/handler.ts';
import { ok } from '#server/http/responses.ts';
import { getDb } from '#server/db/index.ts';
import { trainerStats } from '#server/repos/stats.ts';

/** SPEC §7: total sessions and average rating of the signed-in trainer. */
export const GET = endpoint(async (context) => ok(await trainerStats(await getDb(), context.locals.user!.id)));
