import { defineEndpoint } from '#server/http/endpoint.ts';
import { answerDeactivate } from '#server/http/account-lifecycle.ts';

/** The client deactivates their account until their next sign-in (SPEC §4, §7). */
export const POST = defineEndpoint(
  { route: '/api/users/client/deactivate', method: 'POST', noBody: true },
  ({ context, user, db }) => answerDeactivate(context, db, user.id),
);
