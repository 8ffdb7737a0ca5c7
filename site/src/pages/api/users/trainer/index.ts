import { accountUpdateSchema } from '@spotter/domain';
import { updateAccount } from '#server/auth/account-update.ts';
import { defineEndpoint } from '#server/http/endpoint.ts';

/** The trainer's email (with a proven code) or password (SPEC §7 PUT /api/users/trainer). */
export const PUT = defineEndpoint(
  { route: '/api/users/trainer', method: 'PUT', body: accountUpdateSchema },
  ({ context, user, body, db }) => updateAccount(db, user, body, context),
);
