import { endpoint } from '#server/http/handler.ts';
import { ok } from '#server/http/responses.ts';
import { getDb } from '#server/db/index.ts';
import { clientProgress } from '#server/repos/stats.ts';

/** SPEC §7: the client More menu's figures. */
export const GET = endpoint(async (context) => ok(await clientProgress(await getDb(), context.locals.user!.id)));
