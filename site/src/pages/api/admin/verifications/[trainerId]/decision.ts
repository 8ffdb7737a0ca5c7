import { verificationDecisionSchema } from '@spotter/domain';
import { defineEndpoint } from '#server/http/endpoint.ts';
import { uuidParam } from '#server/http/params.ts';
import { ok } from '#server/http/responses.ts';
import { sendInBackground, verificationDecisionMail } from '#server/mail/messages.ts';
import { decideVerification } from '#server/repos/verification.ts';

/**
 * Approves a case waiting for review, or rejects it with a reason; 409 when it is not waiting.
 * The trainer is told by email once the decision is committed.
 */
export const POST = defineEndpoint(
  { route: '/api/admin/verifications/[trainerId]/decision', method: 'POST', body: verificationDecisionSchema },
  async ({ context, user, body, db }) => {
    const trainerId = uuidParam(context.params.trainerId);
    const decided = await db.transaction().execute((trx) => decideVerification(trx, user.id, trainerId, body));
    sendInBackground(verificationDecisionMail(decided));
    return ok({ status: decided.status });
  },
);
