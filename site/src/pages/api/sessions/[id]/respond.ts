import { sessionRespondSchema } from '@spotter/domain';
import { defineEndpoint } from '#server/http/endpoint.ts';
import { uuidParam } from '#server/http/params.ts';
import { ok } from '#server/http/responses.ts';
import { respondToSession } from '#server/repos/sessions.ts';

/** The trainer accepts, declines or proposes another time for a request; the client answers a proposal. */
export const POST = defineEndpoint(
  { route: '/api/sessions/[id]/respond', method: 'POST', body: sessionRespondSchema },
  async ({ context, user, body, db }) => ok(await respondToSession(db, user, uuidParam(context.params.id), body)),
);
