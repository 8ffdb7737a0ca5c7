import { defineEndpoint } from '#server/http/endpoint.ts';
import { uuidParam } from '#server/http/params.ts';
import { ok } from '#server/http/responses.ts';
import { duplicatePlan } from '#server/repos/plans.ts';

/** A new template copied from one of the trainer's plans. */
export const POST = defineEndpoint(
  { route: '/api/plans/[id]/duplicate', method: 'POST', noBody: true },
  async ({ context, user, locale, db }) =>
    ok(await duplicatePlan(db, user.id, locale, uuidParam(context.params.id)), 201),
);
