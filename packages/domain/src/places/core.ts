/**
 * The places contract's limits, shapes and pure rules, free of schemas: the location form
 * imports these with the page; the schemas (index.ts) load with the first check.
 */
import { limits } from '../rules/limits.ts';

export const placesLimits = {
  /** Fewer characters than this give no suggestions (the field shows a hint instead). */
  minQueryChars: 2,
  maxQueryChars: 100,
  defaultSuggestions: 8,
  maxSuggestions: 20,
  /** How far from the trainer's point gyms are searched. */
  gymRadiusKm: 50,
  maxGyms: limits.maxGyms,
  gymNameChars: { min: 2, max: 120 },
  gymAddressChars: { min: 3, max: 200 },
  cityChars: 120,
  stateChars: 120,
  /** City, details and gym searches one user may make per minute (autocomplete sends one per pause in typing). */
  searchesPerMinute: 120,
  /** Gyms one trainer may add to the directory per day. */
  gymCreationsPerDay: 20,
  /** A gym of the same name this close (metres) is the same gym: adding it again is refused. */
  duplicateGymMeters: 200,
} as const;

/**
 * The countries Spotter serves (ISO 3166-1 alpha-2): the former Yugoslav countries, Austria,
 * Germany and Switzerland. City suggestions and the marketplace's city lookup rank their places
 * first, then by population; changing the list needs a migration that recomputes `city_names.rank`.
 */
export const servedCountries = ['BA', 'HR', 'RS', 'SI', 'ME', 'MK', 'XK', 'AT', 'DE', 'CH'] as const;

export type ServedCountry = (typeof servedCountries)[number];

export function isServedCountry(code: string): code is ServedCountry {
  return (servedCountries as readonly string[]).includes(code);
}

/** A place as the location form holds it (SPEC §3 Location); the country is an ISO 3166-1 alpha-2 code. */
export interface Location {
  city: string;
  state: string;
  /** ISO 3166-1 alpha-2, upper case; shown by its name in the reader's language (Intl.DisplayNames). */
  countryCode: string | null;
  lat: number | null;
  lon: number | null;
}

export const emptyLocation: Location = { city: '', state: '', countryCode: null, lat: null, lon: null };

/** One suggestion of the city autocomplete, most populous first. */
export interface CitySuggestion {
  /** The provider's id of the place, for GET /api/places/details. */
  id: string;
  name: string;
  state: string;
  countryCode: string;
  population: number;
}

/** What choosing a suggestion fills in (SPEC §7 place details: state, country, lat, lon). */
export interface PlaceDetails extends Location {
  id: string;
  countryCode: string;
  lat: number;
  lon: number;
}

/** One gym of the directory near a point, nearest first (SPEC §3 Gym entry: value, label, address). */
export interface GymSuggestion {
  value: string;
  label: string;
  address: string;
  lat: number;
  lon: number;
  /** Kilometres from the searched point, one decimal. */
  distanceKm: number;
}

/** Great-circle distance in kilometres (haversine), for tests and for labels. */
export function distanceKm(from: { lat: number; lon: number }, to: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (to.lat - from.lat) * rad;
  const dLon = (to.lon - from.lon) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(from.lat * rad) * Math.cos(to.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 6371 * 2 * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * Text folded for matching: lower case, diacritics removed, đ → d, ß → ss, ı → i, runs of spaces one.
 * 'Banja Luka', 'banja luka' and 'BANJA  LUKA' fold alike; 'Zürich' folds to 'zurich'.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[đð]/g, 'd')
    .replace(/ß/g, 'ss')
    .replace(/[ł]/g, 'l')
    .replace(/[ø]/g, 'o')
    .replace(/[ı]/g, 'i')
    .replace(/[æ]/g, 'ae')
    .replace(/[œ]/g, 'oe')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Cyrillic letters as Latin, after Serbian and Macedonian usage (Београд → Beograd, Беч → Beč). */
const cyrillicToLatin: Readonly<Record<string, string>> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  ђ: 'đ',
  ѓ: 'ǵ',
  е: 'e',
  ё: 'e',
  є: 'je',
  ж: 'ž',
  з: 'z',
  ѕ: 'dz',
  и: 'i',
  і: 'i',
  ї: 'ji',
  й: 'j',
  ј: 'j',
  к: 'k',
  ќ: 'ḱ',
  л: 'l',
  љ: 'lj',
  м: 'm',
  н: 'n',
  њ: 'nj',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  ћ: 'ć',
  у: 'u',
  ў: 'u',
  ф: 'f',
  х: 'h',
  ц: 'c',
  ч: 'č',
  џ: 'dž',
  ш: 'š',
  щ: 'šč',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'ju',
  я: 'ja',
  ґ: 'g',
};

/** Text with its Cyrillic letters written in Latin ones; other letters as they are. */
export function transliterateCyrillic(text: string): string {
  return text.replace(/[\u0400-\u04ff]/g, (letter) => {
    const lower = letter.toLowerCase();
    const latin = cyrillicToLatin[lower];
    if (latin === undefined) return letter;
    return letter === lower ? latin : latin.charAt(0).toUpperCase() + latin.slice(1);
  });
}

/**
 * A place name folded for matching: Cyrillic written in Latin letters, then foldForSearch, so
 * 'Београд', 'Beograd' and 'BEOGRAD' fold alike, as do 'Беч' and 'Beč'.
 */
export function foldPlaceName(text: string): string {
  return foldForSearch(transliterateCyrillic(text.normalize('NFC')));
}
