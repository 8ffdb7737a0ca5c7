import { defineEndpoint } from '#server/http/endpoint.ts';
import { answerDeactivate } from '#server/http/account-lifecycle.ts';

/** The trainer deactivates their account until their next sign-in (SPEC §4, §7). */
export const POST = defineEndpoint(
  { route: '/api/users/trainer/deactivate', method: 'POST', noBody: true },
  ({ context, user, db }) => answerDeactivate(context, db, user.id),
);
