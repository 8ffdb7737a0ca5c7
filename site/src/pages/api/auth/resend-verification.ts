import { defineEndpoint } from '#server/http/endpoint.ts';
import { MAX_BODY_BYTES, readText } from '#server/http/body.ts';
import { ok } from '#server/http/responses.ts';
import { resendVerification } from '#server/auth/email-flows.ts';

/** A new verification link to the signed-in account's address (none when it is verified already). */
export const POST = defineEndpoint(
  { route: '/api/auth/resend-verification', method: 'POST' },
  async ({ context, user, db }) => {
    await readText(context.request, MAX_BODY_BYTES);
    return ok({ sent: await resendVerification(db, user) });
  },
);
