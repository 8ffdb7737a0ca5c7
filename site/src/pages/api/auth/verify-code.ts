import { verifyCodeSchema } from '@spotter/domain';
import { verifyEmailChangeCode } from '#server/auth/account-changes.ts';
import { defineEndpoint } from '#server/http/endpoint.ts';
import { json } from '#server/http/responses.ts';

/** Proves the code mailed to the new address (SPEC §7); the email change may then apply it. */
export const POST = defineEndpoint(
  { route: '/api/auth/verify-code', method: 'POST', body: verifyCodeSchema },
  async ({ user, body, db }) => {
    await verifyEmailChangeCode(db, user, body);
    return json({ success: true });
  },
);
