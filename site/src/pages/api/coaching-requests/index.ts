import { coachingRequestCreateSchema, coachingRequestListQuerySchema } from '@spotter/domain';
import { defineEndpoint } from '#server/http/endpoint.ts';
import { ok } from '#server/http/responses.ts';
import { createCoachingRequest, listCoachingRequests } from '#server/repos/coaching.ts';
import { withCooldownDate } from '#server/http/coaching.ts';
import { notifyRequestReceived } from '#server/mail/notify.ts';

const route = '/api/coaching-requests';

/** The requests the caller may see: a client their own, a trainer those sent to them, an admin all. */
export const GET = defineEndpoint(
  { route, method: 'GET', query: coachingRequestListQuerySchema },
  async ({ user, query, db }) => ok(await listCoachingRequests(db, user, query)),
);

/** A client asks a trainer for coaching (409 for a duplicate, the sixth waiting request, or within the cooldown). */
export const POST = defineEndpoint(
  { route, method: 'POST', body: coachingRequestCreateSchema },
  async ({ user, body, db, locale }) => {
    const request = await withCooldownDate(locale, () => createCoachingRequest(db, user.id, body));
    notifyRequestReceived(db, request);
    return ok(request, 201);
  },
);
