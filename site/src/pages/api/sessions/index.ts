import { sessionWriteSchema, sessionsQuerySchema } from '@spotter/domain';
import { defineEndpoint } from '#server/http/endpoint.ts';
import { ok } from '#server/http/responses.ts';
import { listSessions, scheduleSessions } from '#server/repos/sessions.ts';

const route = '/api/sessions';

/** The caller's sessions of `from`–`to` (a trainer's may be narrowed to one client). */
export const GET = defineEndpoint({ route, method: 'GET', query: sessionsQuerySchema }, async ({ user, query, db }) =>
  ok(await listSessions(db, user, query)),
);

/**
 * A trainer schedules a session with a current client, once or weekly until a date: 409 for a
 * double booking, and for a time outside the trainer's availability unless confirmed.
 */
export const POST = defineEndpoint({ route, method: 'POST', body: sessionWriteSchema }, async ({ user, body, db }) =>
  ok(await scheduleSessions(db, user.id, body), 201),
);
