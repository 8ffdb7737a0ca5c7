import { exerciseQuerySchema, exerciseWriteSchema } from '@spotter/domain';
import { defineEndpoint } from '#server/http/endpoint.ts';
import { ok } from '#server/http/responses.ts';
import { createExercise, searchExercises } from '#server/repos/exercises.ts';

const route = '/api/exercises';

/**
 * A page of the exercises the caller may read: the starter library, and a trainer's own or a
 * client's plans' exercises; searched and filtered (see `exerciseQuerySchema`), by name.
 */
export const GET = defineEndpoint(
  { route, method: 'GET', query: exerciseQuerySchema },
  async ({ user, query, locale, db }) => ok(await searchExercises(db, user, locale, query)),
);

/** A trainer's new exercise (at most `exerciseLimits.exercisesPerTrainer`). */
export const POST = defineEndpoint(
  { route, method: 'POST', body: exerciseWriteSchema },
  async ({ user, body, locale, db }) => ok(await createExercise(db, user.id, locale, body), 201),
);
