import { exerciseArchiveSchema } from '@spotter/domain';
import { defineEndpoint } from '#server/http/endpoint.ts';
import { uuidParam } from '#server/http/params.ts';
import { ok } from '#server/http/responses.ts';
import { setExerciseArchived } from '#server/repos/exercises.ts';

/** Archives (`{ archived: true }`) or restores the trainer's own exercise; plans keep it either way. */
export const POST = defineEndpoint(
  { route: '/api/exercises/[id]/archive', method: 'POST', body: exerciseArchiveSchema },
  async ({ context, user, body, locale, db }) =>
    ok(await setExerciseArchived(db, user.id, locale, uuidParam(context.params.id), body.archived)),
);
