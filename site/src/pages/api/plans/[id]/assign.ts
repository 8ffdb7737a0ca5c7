import { planAssignSchema } from '@spotter/domain';
import { defineEndpoint } from '#server/http/endpoint.ts';
import { uuidParam } from '#server/http/params.ts';
import { ok } from '#server/http/responses.ts';
import { assignPlan } from '#server/repos/plans.ts';

/** Gives each chosen current client their own copy of the plan from `startDate`. */
export const POST = defineEndpoint(
  { route: '/api/plans/[id]/assign', method: 'POST', body: planAssignSchema },
  async ({ context, user, body, db }) => ok(await assignPlan(db, user.id, uuidParam(context.params.id), body), 201),
);
