import { sql } from 'kysely';
import { defineEndpoint } from '#server/http/endpoint.ts';
import { json } from '#server/http/responses.ts';

/** Liveness and database reachability, for load balancers. */
export const GET = defineEndpoint({ route: '/api/health', method: 'GET' }, async ({ db }) => {
  await sql`select 1`.execute(db);
  return json({ status: 'ok' });
});
