import { sendVerificationCodeSchema } from '@spotter/domain';
import { CodeNotSent, sendEmailChangeCode } from '#server/auth/account-changes.ts';
import { defineEndpoint } from '#server/http/endpoint.ts';
import { HttpError, json } from '#server/http/responses.ts';

/**
 * Mails a 6-digit code to the new address of an email change (SPEC §4, §7). The answer does not
 * tell whether another account has that address. A mail that could not be sent is 502 with
 * 'Failed to send verification code' under the new email (SPEC §8).
 */
export const POST = defineEndpoint(
  { route: '/api/auth/send-verification-code', method: 'POST', body: sendVerificationCodeSchema },
  async ({ user, body, db }) => {
    try {
      await sendEmailChangeCode(db, user, body.email);
    } catch (error) {
      if (error instanceof CodeNotSent) {
        throw new HttpError(502, 'account_send_code_failed', {
          fieldErrors: { email: ['account_send_code_failed'] },
        });
      }
      throw error;
    }
    return json({ success: true });
  },
);
