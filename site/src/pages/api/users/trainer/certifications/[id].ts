import { z } from 'zod';
import { certificationDeleteQuerySchema, certificationUpdateSchema } from '@spotter/domain';
import { MAX_BODY_BYTES, readText, validate } from '#server/http/body.ts';
import { defineEndpoint } from '#server/http/endpoint.ts';
import { HttpError, ok } from '#server/http/responses.ts';
import { deleteCertification, updateCertification } from '#server/repos/certifications.ts';

const route = '/api/users/trainer/certifications/[id]';

/** The certification id of the path; anything that is not an id names no certification. */
function idOf(param: string | undefined): string {
  const parsed = z.uuid().safeParse(param);
  if (!parsed.success) throw new HttpError(404, 'error_not_found');
  return parsed.data;
}

/**
 * Replaces a certification read at `version` (409 when it changed since); it goes back to
 * 'pending'. Another trainer's certification is 404.
 */
export const PUT = defineEndpoint(
  { route, method: 'PUT', body: certificationUpdateSchema },
  async ({ context, user, body, db }) => ok(await updateCertification(db, user.id, idOf(context.params.id), body)),
);

/** Deletes a certification read at `?version=` (409 when it changed since), with its documents. */
export const DELETE = defineEndpoint({ route, method: 'DELETE' }, async ({ context, user, db }) => {
  // Nothing is read from a body, but none is taken past the limit either.
  await readText(context.request, MAX_BODY_BYTES);
  const { version } = validate(certificationDeleteQuerySchema, Object.fromEntries(context.url.searchParams));
  const id = idOf(context.params.id);
  await deleteCertification(db, user.id, id, version);
  return ok({ id });
});
