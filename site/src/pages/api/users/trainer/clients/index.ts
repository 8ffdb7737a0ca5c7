import { defineEndpoint } from '#server/http/endpoint.ts';
import { ok } from '#server/http/responses.ts';
import { trainerClients } from '#server/repos/coaching.ts';

/** The trainer's active clients: public info and goals (health data has its own, narrower route). */
export const GET = defineEndpoint({ route: '/api/users/trainer/clients', method: 'GET' }, async ({ user, db }) =>
  ok(await trainerClients(db, user.id)),
);
