import { defineEndpoint } from '#server/http/endpoint.ts';
import { uuidParam } from '#server/http/params.ts';
import { ok } from '#server/http/responses.ts';
import { sessionDetail } from '#server/repos/sessions.ts';

/** One of the caller's sessions (404 for anyone else's). */
export const GET = defineEndpoint({ route: '/api/sessions/[id]', method: 'GET' }, async ({ context, user, db }) =>
  ok(await sessionDetail(db, user, uuidParam(context.params.id))),
);
