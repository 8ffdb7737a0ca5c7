import { z } from 'zod';
import { defineEndpoint } from '#server/http/endpoint.ts';
import { ok } from '#server/http/responses.ts';
import { currentPlan } from '#server/repos/plans.ts';

/** `date`: the reader's today (YYYY-MM-DD, in their own time zone); the server's UTC date without it. */
const currentPlanQuerySchema = z.object({
  date: z.iso.date({ error: 'validation_date_invalid' }).optional(),
});

/** The plan a client follows today (or the next to start), or null. */
export const GET = defineEndpoint(
  { route: '/api/plans/current', method: 'GET', query: currentPlanQuerySchema },
  async ({ user, query, locale, db }) =>
    ok(await currentPlan(db, user.id, locale, query.date ?? new Date().toISOString().slice(0, 10))),
);
