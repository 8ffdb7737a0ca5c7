import { verificationSubmitSchema } from '@spotter/domain';
import { defineEndpoint } from '#server/http/endpoint.ts';
import { ok } from '#server/http/responses.ts';
import { submitVerification, verificationOf } from '#server/repos/verification.ts';

const route = '/api/users/trainer/verification';

/** SPEC §7: the signed-in trainer's verification status and document type (and the parts submitted). */
export const GET = defineEndpoint({ route, method: 'GET' }, async ({ user, db }) =>
  ok(await verificationOf(db, user.id)),
);

/**
 * SPEC §7: submits the document type and its parts for review. Every part the type needs must be
 * there, each an identity image this trainer uploaded; in review or verified answers 409.
 */
export const POST = defineEndpoint(
  { route, method: 'POST', body: verificationSubmitSchema, transaction: true },
  async ({ user, body, db }) => ok({ status: await submitVerification(db, user.id, body) }),
);
