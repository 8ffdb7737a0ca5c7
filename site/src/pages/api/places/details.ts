import { placeDetailsQuerySchema } from '@spotter/domain';
import { defineEndpoint } from '#server/http/endpoint.ts';
import { validate } from '#server/http/body.ts';
import { DomainError } from '#server/errors.ts';
import { countSearch, placesProvider } from '#server/places/index.ts';
import { cachedSearch } from '#server/places/responses.ts';

/** SPEC §7 place details: what choosing a city suggestion fills in (state, country, lat, lon). */
export const GET = defineEndpoint(
  { route: '/api/places/details', method: 'GET' },
  async ({ context, user, db, locale }) => {
    await countSearch(user.id);
    const query = validate(placeDetailsQuerySchema, Object.fromEntries(context.url.searchParams));
    const place = await placesProvider(db).placeDetails(query.id, query.locale ?? locale);
    if (!place) throw new DomainError('not_found', 'places_error_place_not_found');
    return cachedSearch(place);
  },
);
