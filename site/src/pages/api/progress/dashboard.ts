import { defineEndpoint } from '#server/http/endpoint.ts';
import { ok } from '#server/http/responses.ts';
import { clientProgress } from '#server/repos/stats.ts';

/** SPEC §7: the client More menu's figures. */
export const GET = defineEndpoint({ route: '/api/progress/dashboard', method: 'GET' }, async ({ user, db }) =>
  ok(await clientProgress(db, user.id)),
);
