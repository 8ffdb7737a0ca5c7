import { accountUpdateSchema } from '@spotter/domain';
import { updateAccount } from '#server/auth/account-update.ts';
import { defineEndpoint } from '#server/http/endpoint.ts';

/** An admin's own password (or email with a proven code), as a trainer's (SPEC §7 PUT /api/users/trainer). */
export const PUT = defineEndpoint(
  { route: '/api/users/admin', method: 'PUT', body: accountUpdateSchema },
  ({ context, user, body, db }) => updateAccount(db, user, body, context),
);
