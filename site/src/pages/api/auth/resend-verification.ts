import { defineEndpoint } from '#server/http/endpoint.ts';
import { ok } from '#server/http/responses.ts';
import { resendVerification } from '#server/auth/email-flows.ts';

/** A new verification link to the signed-in account's address (none when it is verified already). */
export const POST = defineEndpoint(
  { route: '/api/auth/resend-verification', method: 'POST', noBody: true },
  async ({ user, db }) => {
    return ok({ sent: await resendVerification(db, user) });
  },
);
