import { resetPasswordSchema } from '@spotter/domain';
import { defineEndpoint } from '#server/http/endpoint.ts';
import { ok } from '#server/http/responses.ts';
import { passwordChangedLanding, resetPassword } from '#server/auth/email-flows.ts';

/** Sets a new password with an emailed reset link and ends every session of the account. */
export const POST = defineEndpoint(
  { route: '/api/auth/reset-password', method: 'POST', body: resetPasswordSchema },
  async ({ body, db }) => {
    await resetPassword(db, body);
    return ok({ redirectTo: passwordChangedLanding });
  },
);
