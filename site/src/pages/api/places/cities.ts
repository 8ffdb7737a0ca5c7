import { citySearchQuerySchema } from '@spotter/domain';
import { defineEndpoint } from '#server/http/endpoint.ts';
import { validate } from '#server/http/body.ts';
import { countSearch, placesProvider } from '#server/places/index.ts';
import { cachedSearch } from '#server/places/responses.ts';

/** SPEC §2 location form: city suggestions for what was typed, most populous first. */
export const GET = defineEndpoint(
  { route: '/api/places/cities', method: 'GET' },
  async ({ context, user, db, locale }) => {
    await countSearch(user.id);
    const query = validate(citySearchQuerySchema, Object.fromEntries(context.url.searchParams));
    return cachedSearch(await placesProvider(db).searchCities(query.q, query.limit, query.locale ?? locale));
  },
);
