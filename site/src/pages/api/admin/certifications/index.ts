import { defineEndpoint } from '#server/http/endpoint.ts';
import { ok } from '#server/http/responses.ts';
import { pendingCertifications } from '#server/repos/certification-review.ts';

/** The certifications waiting for a review, the longest waiting first. */
export const GET = defineEndpoint({ route: '/api/admin/certifications', method: 'GET' }, async ({ db }) =>
  ok(await pendingCertifications(db)),
);
