import { sql } from 'kysely';
import { endpoint } from '#server/http/handler.ts';
import { json } from '#server/http/responses.ts';
import { getDb } from '#server/db/index.ts';

/** Liveness and database reachability, for load balancers. */
export const GET = endpoint(async () => {
  const db = await getDb();
  await sql`select 1`.execute(db);
  return json({ status: 'ok' });
});
