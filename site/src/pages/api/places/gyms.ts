import { gymCreateSchema, gymSearchQuerySchema } from '@spotter/domain';
import { defineEndpoint } from '#server/http/endpoint.ts';
import { validate } from '#server/http/body.ts';
import { ok } from '#server/http/responses.ts';
import { countSearch } from '#server/places/index.ts';
import { cachedSearch } from '#server/places/responses.ts';
import { createGym, searchGyms } from '#server/repos/gyms.ts';

const route = '/api/places/gyms';

/** SPEC §5 Gyms: the directory's gyms near a point whose name holds `q`, nearest first. */
export const GET = defineEndpoint({ route, method: 'GET' }, async ({ context, user, db }) => {
  await countSearch(user.id);
  const search = validate(gymSearchQuerySchema, Object.fromEntries(context.url.searchParams));
  return cachedSearch(await searchGyms(db, search));
});

/** A gym missing from the directory, added by a trainer; searchable by everyone at once. */
export const POST = defineEndpoint(
  { route, method: 'POST', body: gymCreateSchema, transaction: true },
  async ({ user, body, db }) => ok(await createGym(db, { ...body, createdBy: user.id }), 201),
);
