import { certificationCreateSchema } from '@spotter/domain';
import { defineEndpoint } from '#server/http/endpoint.ts';
import { ok } from '#server/http/responses.ts';
import { certificationsOf, createCertification } from '#server/repos/certifications.ts';

const route = '/api/users/trainer/certifications';

/** The signed-in trainer's certifications, hidden ones included, with their private documents. */
export const GET = defineEndpoint({ route, method: 'GET' }, async ({ user, db }) =>
  ok(await certificationsOf(db, user.id)),
);

/** Adds a certification; it waits for an admin's review ('pending'). */
export const POST = defineEndpoint(
  { route, method: 'POST', body: certificationCreateSchema },
  async ({ user, body, db }) => ok(await createCertification(db, user.id, body), 201),
);
