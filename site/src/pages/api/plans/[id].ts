import { planDeleteQuerySchema, planWriteSchema } from '@spotter/domain';
import { MAX_BODY_BYTES, readText, validate } from '#server/http/body.ts';
import { defineEndpoint } from '#server/http/endpoint.ts';
import { uuidParam } from '#server/http/params.ts';
import { ok } from '#server/http/responses.ts';
import { deletePlan, planDetail, updatePlan } from '#server/repos/plans.ts';

const route = '/api/plans/[id]';

/** A trainer's own plan or a client's own copy, whole (404 for anyone else). */
export const GET = defineEndpoint({ route, method: 'GET' }, async ({ context, user, locale, db }) =>
  ok(await planDetail(db, user, locale, uuidParam(context.params.id))),
);

/** Saves the trainer's plan read at `version` (409 when it changed since, 403 once coaching ended). */
export const PUT = defineEndpoint(
  { route, method: 'PUT', body: planWriteSchema },
  async ({ context, user, body, locale, db }) =>
    ok(await updatePlan(db, user.id, locale, uuidParam(context.params.id), body)),
);

/** Deletes the trainer's template (the clients' copies stay) or a client's copy, read at `?version=`. */
export const DELETE = defineEndpoint({ route, method: 'DELETE' }, async ({ context, user, db }) => {
  // Nothing is read from a body, but none is taken past the limit either.
  await readText(context.request, MAX_BODY_BYTES);
  const { version } = validate(planDeleteQuerySchema, Object.fromEntries(context.url.searchParams));
  const id = uuidParam(context.params.id);
  await deletePlan(db, user.id, id, version);
  return ok({ id });
});
