import { defineEndpoint } from '#server/http/endpoint.ts';
import { ok } from '#server/http/responses.ts';
import { unreadCounts } from '#server/repos/stats.ts';

/** Badge counts by navigation item id for the signed-in user. */
export const GET = defineEndpoint({ route: '/api/messages/unread-count', method: 'GET' }, async ({ user, db }) =>
  ok(await unreadCounts(db, user)),
);
