import { sessionCancelSchema } from '@spotter/domain';
import { defineEndpoint } from '#server/http/endpoint.ts';
import { uuidParam } from '#server/http/params.ts';
import { ok } from '#server/http/responses.ts';
import { cancelSession } from '#server/repos/sessions.ts';

/** Either side cancels an upcoming session with a reason; inside the trainer's notice it is marked late. */
export const POST = defineEndpoint(
  { route: '/api/sessions/[id]/cancel', method: 'POST', body: sessionCancelSchema },
  async ({ context, user, body, db }) => ok(await cancelSession(db, user, uuidParam(context.params.id), body)),
);
