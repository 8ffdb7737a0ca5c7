import { endpoint } from '#server/http/handler.ts';
import { ok } from '#server/http/responses.ts';
import { getDb } from '#server/db/index.ts';
import { adminStats } from '#server/repos/stats.ts';

/** The admin's figures: active users, open coaching requests, verifications awaiting review. */
export const GET = endpoint(async () => ok(await adminStats(await getDb())));
