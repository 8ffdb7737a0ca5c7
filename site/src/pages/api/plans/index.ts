import { planWriteSchema } from '@spotter/domain';
import { defineEndpoint } from '#server/http/endpoint.ts';
import { ok } from '#server/http/responses.ts';
import { clientPlans, createPlan, trainerPlans } from '#server/repos/plans.ts';

const route = '/api/plans';

/** A trainer's templates and client copies, or a client's plans. */
export const GET = defineEndpoint({ route, method: 'GET' }, async ({ user, db }) =>
  ok(user.role === 'trainer' ? await trainerPlans(db, user.id) : await clientPlans(db, user.id)),
);

/** A trainer's new template. */
export const POST = defineEndpoint(
  { route, method: 'POST', body: planWriteSchema },
  async ({ user, body, locale, db }) => ok(await createPlan(db, user.id, locale, body), 201),
);
