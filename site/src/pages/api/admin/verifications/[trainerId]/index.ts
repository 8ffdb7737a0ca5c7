import { defineEndpoint } from '#server/http/endpoint.ts';
import { uuidParam } from '#server/http/params.ts';
import { ok } from '#server/http/responses.ts';
import { verificationCase } from '#server/repos/verification-review.ts';

/** One trainer's case: documents, access log and earlier decisions. */
export const GET = defineEndpoint(
  { route: '/api/admin/verifications/[trainerId]', method: 'GET' },
  async ({ context, db }) => ok(await verificationCase(db, uuidParam(context.params.trainerId))),
);
