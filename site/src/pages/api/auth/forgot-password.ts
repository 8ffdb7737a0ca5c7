import { forgotPasswordSchema } from '@spotter/domain';
import { defineEndpoint } from '#server/http/endpoint.ts';
import { ok } from '#server/http/responses.ts';
import { forgotPassword } from '#server/auth/email-flows.ts';

/** Emails a reset link if the address has an account; the answer is the same either way. */
export const POST = defineEndpoint(
  { route: '/api/auth/forgot-password', method: 'POST', body: forgotPasswordSchema },
  async ({ context, body, db }) => {
    await forgotPassword(db, body, context);
    return ok({ sent: true });
  },
);
