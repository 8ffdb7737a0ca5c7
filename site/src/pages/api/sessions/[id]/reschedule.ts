import { sessionRescheduleSchema } from '@spotter/domain';
import { defineEndpoint } from '#server/http/endpoint.ts';
import { uuidParam } from '#server/http/params.ts';
import { ok } from '#server/http/responses.ts';
import { rescheduleSession } from '#server/repos/sessions.ts';

/** The trainer moves a session to a new time; the earlier time stays in its history. */
export const POST = defineEndpoint(
  { route: '/api/sessions/[id]/reschedule', method: 'POST', body: sessionRescheduleSchema },
  async ({ context, user, body, db }) => ok(await rescheduleSession(db, user.id, uuidParam(context.params.id), body)),
);
