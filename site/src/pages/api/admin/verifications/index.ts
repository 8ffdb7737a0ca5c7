import { defineEndpoint } from '#server/http/endpoint.ts';
import { ok } from '#server/http/responses.ts';
import { verificationQueue } from '#server/repos/verification-review.ts';

/** The verifications waiting for a review, oldest submission first. */
export const GET = defineEndpoint({ route: '/api/admin/verifications', method: 'GET' }, async ({ db }) =>
  ok(await verificationQueue(db)),
);
