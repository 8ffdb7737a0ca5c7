import { defineEndpoint } from '#server/http/endpoint.ts';
import { answerDelete } from '#server/http/account-lifecycle.ts';

/** The trainer deletes their account for good (SPEC §4, §6, §7). */
export const DELETE = defineEndpoint(
  { route: '/api/users/trainer/delete', method: 'DELETE', noBody: true },
  ({ context, user, db }) => answerDelete(context, db, user),
);
