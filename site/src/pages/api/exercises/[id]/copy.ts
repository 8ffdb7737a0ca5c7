import { defineEndpoint } from '#server/http/endpoint.ts';
import { uuidParam } from '#server/http/params.ts';
import { ok } from '#server/http/responses.ts';
import { copyExercise } from '#server/repos/exercises.ts';

/** Copies a library exercise (or one of the trainer's own) into the trainer's own, to adapt. */
export const POST = defineEndpoint(
  { route: '/api/exercises/[id]/copy', method: 'POST', noBody: true },
  async ({ context, user, locale, db }) =>
    ok(await copyExercise(db, user.id, locale, uuidParam(context.params.id)), 201),
);
