import type { CitySuggestion, Locale, Location, PlaceDetails } from '@spotter/domain';

/**
 * Where city suggestions and place details come from. The bundled dataset answers by default;
 * a hosted geocoder is another implementation, chosen by PLACES_PROVIDER (README › Places).
 */
export interface PlacesProvider {
  /**
   * Places with a name starting with `query` (any letter case, diacritics ignored, Cyrillic or
   * Latin), the served countries' first, then the most populous; each named in `locale` where
   * a name in that language is known.
   */
  searchCities(query: string, limit: number, locale?: Locale): Promise<CitySuggestion[]>;
  /** A suggestion's place by its id, named in `locale` as its suggestion; null when the provider does not know the id. */
  placeDetails(id: string, locale?: Locale): Promise<PlaceDetails | null>;
  /**
   * The place a city typed without choosing a suggestion names: one of exactly that name (any of
   * its names), in the given country when there is one, in the given state before others; null
   * when none is known.
   */
  locateCity(place: Pick<Location, 'city' | 'state' | 'countryCode'>): Promise<PlaceDetails | null>;
}
