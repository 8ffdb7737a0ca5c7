/**
 * Story fixture data only: a few real cities and gyms with in-memory stand-ins for the places
 * endpoints, so the location stories run offline. Product code gets its providers from the islands.
 */
import {
  distanceKm,
  foldForSearch,
  type CitySuggestion,
  type GymSuggestion,
  type Location,
  type PlaceDetails,
} from '@spotter/domain';

interface FixtureCity extends CitySuggestion {
  lat: number;
  lon: number;
}

export const storyCities: readonly FixtureCity[] = [
  {
    id: 'ba-banja-luka',
    name: 'Banja Luka',
    state: 'Republika Srpska',
    countryCode: 'BA',
    population: 185042,
    lat: 44.7722,
    lon: 17.191,
  },
  {
    id: 'ba-sarajevo',
    name: 'Sarajevo',
    state: 'Federation of Bosnia and Herzegovina',
    countryCode: 'BA',
    population: 275524,
    lat: 43.8563,
    lon: 18.4131,
  },
  {
    id: 'ba-mostar',
    name: 'Mostar',
    state: 'Federation of Bosnia and Herzegovina',
    countryCode: 'BA',
    population: 105797,
    lat: 43.3438,
    lon: 17.8078,
  },
  {
    id: 'hr-zagreb',
    name: 'Zagreb',
    state: 'City of Zagreb',
    countryCode: 'HR',
    population: 767131,
    lat: 45.815,
    lon: 15.9819,
  },
  {
    id: 'hr-split',
    name: 'Split',
    state: 'Split-Dalmatia',
    countryCode: 'HR',
    population: 178102,
    lat: 43.5081,
    lon: 16.4402,
  },
  {
    id: 'ch-zurich',
    name: 'Zürich',
    state: 'Zurich',
    countryCode: 'CH',
    population: 421878,
    lat: 47.3769,
    lon: 8.5417,
  },
  { id: 'ch-zug', name: 'Zug', state: 'Zug', countryCode: 'CH', population: 30934, lat: 47.1662, lon: 8.5155 },
  {
    id: 'si-ljubljana',
    name: 'Ljubljana',
    state: 'Ljubljana',
    countryCode: 'SI',
    population: 295504,
    lat: 46.0569,
    lon: 14.5058,
  },
  {
    id: 'rs-belgrade',
    name: 'Belgrade',
    state: 'Belgrade',
    countryCode: 'RS',
    population: 1378682,
    lat: 44.8125,
    lon: 20.4612,
  },
  {
    id: 'rs-banja-koviljaca',
    name: 'Banja Koviljača',
    state: 'Mačva',
    countryCode: 'RS',
    population: 6340,
    lat: 44.5133,
    lon: 19.16,
  },
];

export const banjaLuka: Location = {
  city: 'Banja Luka',
  state: 'Republika Srpska',
  countryCode: 'BA',
  lat: 44.7722,
  lon: 17.191,
};

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('Aborted', 'AbortError'));
    });
  });

/** Cities whose name (or a word of it) starts like the query, diacritics ignored, most populous first. */
export async function searchStoryCities(query: string, signal: AbortSignal): Promise<CitySuggestion[]> {
  await wait(120, signal);
  const folded = foldForSearch(query);
  return storyCities
    .filter((city) => {
      const name = foldForSearch(city.name);
      return name.startsWith(folded) || name.split(' ').some((word) => word.startsWith(folded));
    })
    .sort((a, b) => b.population - a.population)
    .map(({ id, name, state, countryCode, population }) => ({ id, name, state, countryCode, population }));
}

export async function storyPlaceDetails(id: string, signal?: AbortSignal): Promise<PlaceDetails> {
  await wait(80, signal);
  const city = storyCities.find((candidate) => candidate.id === id);
  if (!city) throw new Error('unknown place');
  return { id, city: city.name, state: city.state, countryCode: city.countryCode, lat: city.lat, lon: city.lon };
}

/** A request that never answers, to show the loading state. */
export function pendingForever(_query: string, signal: AbortSignal): Promise<never> {
  return new Promise((_resolve, reject) =>
    signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
  );
}

/** A provider that is down. */
export async function failingSearch(_query: string, signal: AbortSignal): Promise<never> {
  await wait(80, signal);
  throw { error: 'Service unavailable' };
}

const storyGymSeed = [
  {
    value: '7d0c2a8e-31f4-4c57-9a0b-1a2f3c4d5e01',
    label: 'Iron Gym Banja Luka',
    address: 'Kralja Petra I Karađorđevića 97, Banja Luka',
    lat: 44.7735,
    lon: 17.1932,
  },
  {
    value: '7d0c2a8e-31f4-4c57-9a0b-1a2f3c4d5e02',
    label: 'Fitness Centar Borik',
    address: 'Aleja Svetog Save 12, Banja Luka',
    lat: 44.7821,
    lon: 17.2108,
  },
  {
    value: '7d0c2a8e-31f4-4c57-9a0b-1a2f3c4d5e03',
    label: 'Gym Star Starčevica',
    address: 'Starčevica bb, Banja Luka',
    lat: 44.7605,
    lon: 17.2019,
  },
  {
    value: '7d0c2a8e-31f4-4c57-9a0b-1a2f3c4d5e04',
    label: 'CrossFit Vrbas',
    address: 'Obala Vojvode Stepe 4, Banja Luka',
    lat: 44.7689,
    lon: 17.1838,
  },
  {
    value: '7d0c2a8e-31f4-4c57-9a0b-1a2f3c4d5e05',
    label: 'Pro Gym Lazarevo',
    address: 'Branka Popovića 201, Banja Luka',
    lat: 44.7951,
    lon: 17.1702,
  },
  {
    value: '7d0c2a8e-31f4-4c57-9a0b-1a2f3c4d5e06',
    label: 'Sarajevo Strength Club',
    address: 'Zmaja od Bosne 7, Sarajevo',
    lat: 43.8568,
    lon: 18.3987,
  },
];

/** An in-memory gym directory: search near a point, and add a gym (it then shows in searches). */
export function storyGymDirectory() {
  const gyms = storyGymSeed.map((gym) => ({ ...gym }));
  let created = 0;
  return {
    search: async (
      query: string,
      near: { lat: number; lon: number },
      signal: AbortSignal,
    ): Promise<GymSuggestion[]> => {
      await wait(120, signal);
      const folded = foldForSearch(query);
      return gyms
        .map((gym) => ({ ...gym, distanceKm: Math.round(distanceKm(near, gym) * 10) / 10 }))
        .filter((gym) => gym.distanceKm <= 50 && foldForSearch(gym.label).includes(folded))
        .sort((a, b) => a.distanceKm - b.distanceKm);
    },
    create: async (input: { name: string; address: string; lat: number; lon: number }): Promise<GymSuggestion> => {
      await wait(150);
      created += 1;
      const gym = {
        value: `7d0c2a8e-31f4-4c57-9a0b-${String(created).padStart(12, '9')}`,
        label: input.name,
        address: input.address,
        lat: input.lat,
        lon: input.lon,
      };
      gyms.push(gym);
      return { ...gym, distanceKm: 0 };
    },
  };
}

export const storyGyms = storyGymSeed.map(({ value, label, address }) => ({ value, label, address }));
