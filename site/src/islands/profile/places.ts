import type { CitySuggestion, GymCreate, GymSuggestion, PlaceDetails } from '@spotter/domain';
import { getLocale } from '@spotter/i18n';
import { getJson, sendChecked } from '../api.ts';

/** The location form's and the gym picker's calls to the places endpoints. */
export const places = {
  searchCities: (query: string, signal: AbortSignal) =>
    getJson<CitySuggestion[]>(`/api/places/cities?${new URLSearchParams({ q: query, locale: getLocale() })}`, {
      signal,
      cache: 'default',
    }),
  placeDetails: (id: string, signal?: AbortSignal) =>
    getJson<PlaceDetails>(`/api/places/details?${new URLSearchParams({ id, locale: getLocale() })}`, {
      signal,
      cache: 'default',
    }),
  searchGyms: (query: string, near: { lat: number; lon: number }, signal: AbortSignal) =>
    getJson<GymSuggestion[]>(
      `/api/places/gyms?${new URLSearchParams({ q: query, lat: String(near.lat), lon: String(near.lon) })}`,
      { signal },
    ),
  createGym: (input: GymCreate) =>
    sendChecked<GymSuggestion, 'gymCreate'>('POST', '/api/places/gyms', 'gymCreate', input),
};
