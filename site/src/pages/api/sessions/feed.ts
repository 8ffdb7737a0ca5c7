import { config } from '#server/config.ts';
import { defineEndpoint } from '#server/http/endpoint.ts';
import { ok } from '#server/http/responses.ts';
import { feedState, removeFeed, renewFeed } from '#server/repos/calendar-feeds.ts';

const route = '/api/sessions/feed';

/** Whether the caller has a calendar feed, and since when (its address is never shown again). */
export const GET = defineEndpoint({ route, method: 'GET' }, async ({ user, db }) => ok(await feedState(db, user.id)));

/** A new secret feed address, in this answer only; the earlier address stops working. */
export const POST = defineEndpoint({ route, method: 'POST', noBody: true }, async ({ user, db }) =>
  ok(await renewFeed(db, user.id, config().PUBLIC_ORIGIN), 201),
);

/** Stops the caller's feed. */
export const DELETE = defineEndpoint({ route, method: 'DELETE', noBody: true }, async ({ user, db }) =>
  ok(await removeFeed(db, user.id)),
);
