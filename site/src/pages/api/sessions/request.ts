import { sessionRequestSchema } from '@spotter/domain';
import { defineEndpoint } from '#server/http/endpoint.ts';
import { ok } from '#server/http/responses.ts';
import { requestSession } from '#server/repos/sessions.ts';

/** A client asks their current trainer for a time of the trainer's availability; the trainer answers. */
export const POST = defineEndpoint(
  { route: '/api/sessions/request', method: 'POST', body: sessionRequestSchema },
  async ({ user, body, db }) => ok(await requestSession(db, user.id, body), 201),
);
