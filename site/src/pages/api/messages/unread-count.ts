import { endpoint } from '#server/http/handler.ts';
import { ok } from '#server/http/responses.ts';
import { getDb } from '#server/db/index.ts';
import { unreadCounts } from '#server/repos/stats.ts';

/** Badge counts by navigation item id for the signed-in user. */
export const GET = endpoint(async (context) => ok(await unreadCounts(await getDb(), context.locals.user!)));
