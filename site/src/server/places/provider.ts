import type { CitySuggestion, PlaceDetails } from '@spotter/domain';

/**
 * Where city suggestions and place details come from. The bundled dataset answers by default;
 * a hosted geocoder is another implementation, chosen by PLACES_PROVIDER (README › Places).
 */
export interface PlacesProvider {
  /** Places whose name starts with `query` (any letter case, diacritics ignored), most populous first. */
  searchCities(query: string, limit: number): Promise<CitySuggestion[]>;
  /** A suggestion's place by its id; null when the provider does not know the id. */
  placeDetails(id: string): Promise<PlaceDetails | null>;
}
