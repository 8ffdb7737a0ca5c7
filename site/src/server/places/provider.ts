import type { CitySuggestion, Location, PlaceDetails } from '@spotter/domain';

/**
 * Where city suggestions and place details come from. The bundled dataset answers by default;
 * a hosted geocoder is another implementation, chosen by PLACES_PROVIDER (README › Places).
 */
export interface PlacesProvider {
  /** Places whose name starts with `query` (any letter case, diacritics ignored), most populous first. */
  searchCities(query: string, limit: number): Promise<CitySuggestion[]>;
  /** A suggestion's place by its id; null when the provider does not know the id. */
  placeDetails(id: string): Promise<PlaceDetails | null>;
  /**
   * The place a city typed without choosing a suggestion names: one of exactly that name (any of
   * its names), in the given country when there is one, in the given state before others; null
   * when none is known.
   */
  locateCity(place: Pick<Location, 'city' | 'state' | 'countryCode'>): Promise<PlaceDetails | null>;
}
