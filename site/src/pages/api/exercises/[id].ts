import { exerciseDeleteQuerySchema, exerciseWriteSchema } from '@spotter/domain';
import { MAX_BODY_BYTES, readText, validate } from '#server/http/body.ts';
import { defineEndpoint } from '#server/http/endpoint.ts';
import { uuidParam } from '#server/http/params.ts';
import { ok } from '#server/http/responses.ts';
import { deleteExercise, exerciseDetail, updateExercise } from '#server/repos/exercises.ts';

const route = '/api/exercises/[id]';

/** One exercise the caller may read, whole (404 for another trainer's own). */
export const GET = defineEndpoint({ route, method: 'GET' }, async ({ context, user, locale, db }) =>
  ok(await exerciseDetail(db, user, locale, uuidParam(context.params.id))),
);

/** Edits the trainer's own exercise read at `version` (409 when it changed since; 403 for the library). */
export const PUT = defineEndpoint(
  { route, method: 'PUT', body: exerciseWriteSchema },
  async ({ context, user, body, locale, db }) =>
    ok(await updateExercise(db, user.id, locale, uuidParam(context.params.id), body)),
);

/** Deletes the trainer's own exercise read at `?version=`, or archives it when a plan names it: `{ outcome }`. */
export const DELETE = defineEndpoint({ route, method: 'DELETE' }, async ({ context, user, db }) => {
  // Nothing is read from a body, but none is taken past the limit either.
  await readText(context.request, MAX_BODY_BYTES);
  const { version } = validate(exerciseDeleteQuerySchema, Object.fromEntries(context.url.searchParams));
  return ok(await deleteExercise(db, user.id, uuidParam(context.params.id), version));
});
