import { defineEndpoint } from '#server/http/endpoint.ts';
import { ok } from '#server/http/responses.ts';
import { adminStats } from '#server/repos/stats.ts';

/** The admin's figures: active users, open coaching requests, verifications awaiting review. */
export const GET = defineEndpoint({ route: '/api/admin/stats', method: 'GET' }, async ({ db }) =>
  ok(await adminStats(db)),
);
