import { certificationDecisionSchema } from '@spotter/domain';
import { defineEndpoint } from '#server/http/endpoint.ts';
import { uuidParam } from '#server/http/params.ts';
import { ok } from '#server/http/responses.ts';
import { decideCertification } from '#server/repos/certification-review.ts';

/** Approves or rejects a pending certification; 409 when it is not pending or changed since it was read. */
export const POST = defineEndpoint(
  { route: '/api/admin/certifications/[id]/decision', method: 'POST', body: certificationDecisionSchema },
  async ({ context, body, db }) => ok(await decideCertification(db, uuidParam(context.params.id), body)),
);
