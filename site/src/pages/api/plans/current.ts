import { z } from 'zod';
import { defineEndpoint } from '#server/http/endpoint.ts';
import { ok } from '#server/http/responses.ts';
import { clientToday, currentPlan } from '#server/repos/plans.ts';

/** `date`: the reader's today (YYYY-MM-DD, in their own time zone); without it, as `clientToday` counts. */
const currentPlanQuerySchema = z.object({
  date: z.iso.date({ error: 'validation_date_invalid' }).optional(),
});

/** The plan a client follows today (or the next to start), or null. */
export const GET = defineEndpoint(
  { route: '/api/plans/current', method: 'GET', query: currentPlanQuerySchema },
  async ({ user, query, locale, db }) =>
    ok(await currentPlan(db, user.id, locale, query.date ?? (await clientToday(db, user.id)))),
);
