/**
 * City autocomplete and gym search under load: GET /api/places/cities and GET /api/places/gyms
 * at 20 connections, signed in, over the whole bundled cities dataset and the seeded gym
 * directory, in two mixes each:
 * - repeated: what people type, letter by letter (two letters up to whole names, with and without
 *   diacritics), and gym searches near each seeded city with and without a name, cycled, so every
 *   query is asked over and over;
 * - every query new: each request a query not asked before in the run (seeded, so every run asks
 *   the same sequence): a city of the dataset drawn by population (the region Spotter serves far
 *   more often), a prefix of its name of a typed length, with or without diacritics, in one of the
 *   site's languages; a gym name word's prefix, or none, near a point around a city.
 * run.ts measures both on the stored and on the computed server (pages.ts). The search limit per
 * user is lifted on the measured servers (PLACES_SEARCHES_PER_MINUTE): the runs measure the
 * search, not the refusal. The limiter itself still counts every request.
 *
 * `tsx site/bench/places.ts` measures only this, on a fresh stored and computed server per
 * database (BENCH_DATABASE, BENCH_PORT_BASE and BENCH_SECONDS as for run.ts).
 */
import type autocannon from 'autocannon';
import { foldForSearch, foldPlaceName, isServedCountry, locales, placesLimits } from '@spotter/domain';
import { demoGymDirectory } from '../src/server/db/seed-gyms.ts';
import { readDatasetCities } from '../src/server/places/dataset.ts';
import { computedEnvironment, DURATION, loadRun, type Column, type LoadRun } from './pages.ts';
import { freshDraws, seededRandom, type Random } from './random.ts';
import { databasesToRun, portBase } from './options.ts';

export const PLACES_CONNECTIONS = 20;
/** p99 goals: the repeated mixes (issue 12), and every query new (judged on the computed server). */
export const placesGoals = {
  p99Ms: 20,
  newQueryP99Ms: { pglite: 20, postgres: 10 },
};
/** For the measured server: no refusals during the runs. */
export const placesBenchEnvironment = { PLACES_SEARCHES_PER_MINUTE: String(1_000_000_000) };

const typed = [
  'Sarajevo',
  'Banja Luka',
  'Zürich',
  'Beograd',
  'Novi Sad',
  'Ljubljana',
  'München',
  'Wien',
  'Zagreb',
  'Split',
  'New York',
  'São Paulo',
  'Mostar',
  'Tuzla',
  'Berlin',
  'Maribor',
];
/** Every prefix of at least two letters of each name, as the field sends them while typing; some folded. */
export const cityQueries = typed.flatMap((name, index) => {
  const text = index % 2 === 0 ? name : foldForSearch(name);
  return Array.from({ length: text.length - 1 }, (_, end) => text.slice(0, end + 2)).filter(
    (q) => q.trim().length >= 2,
  );
});

const seededCities = [
  { lat: 43.8563, lon: 18.4131 },
  { lat: 44.7722, lon: 17.191 },
  { lat: 43.3438, lon: 17.8078 },
  { lat: 44.5384, lon: 18.6671 },
  { lat: 45.815, lon: 15.9819 },
  { lat: 43.5081, lon: 16.4402 },
  { lat: 46.0569, lon: 14.5058 },
  { lat: 46.5547, lon: 15.6459 },
  { lat: 44.7866, lon: 20.4489 },
  { lat: 45.2671, lon: 19.8335 },
  { lat: 52.52, lon: 13.405 },
  { lat: 48.1374, lon: 11.5755 },
  { lat: 48.2085, lon: 16.3721 },
];
export const gymQueries = seededCities.flatMap(({ lat, lon }) =>
  ['', 'fit', 'gym', 'cross', 'box', 'studio'].map((q) => `q=${encodeURIComponent(q)}&lat=${lat}&lon=${lon}`),
);

/** The languages pages are read in, and how often (the field sends the page's). */
const localeWeights = locales.map((locale) => [locale, locale === 'en' ? 3 : locale === 'de' ? 2 : 1.5] as const);
/** How many letters someone has typed when the field asks (it asks as they pause). */
const typedLengths = [
  [2, 14],
  [3, 22],
  [4, 20],
  [5, 14],
  [6, 10],
  [7, 7],
  [8, 5],
  [10, 4],
  [99, 4],
] as const;

interface CityDraw {
  names: string[];
  /** Running sums of the draw weights, for a binary search. */
  cumulative: Float64Array;
}

let cityDraw: CityDraw | undefined;
/**
 * The dataset's city names, each weighed by its population (square root: the tail is asked too),
 * the served countries' twenty times (README › Places: where Spotter's users are).
 */
function cityNames(): CityDraw {
  if (cityDraw) return cityDraw;
  const names: string[] = [];
  const weights: number[] = [];
  for (const city of readDatasetCities()) {
    names.push(city.name);
    weights.push(Math.sqrt(Math.max(city.population, 1000)) * (isServedCountry(city.countryCode) ? 20 : 1));
  }
  const cumulative = new Float64Array(weights.length);
  let sum = 0;
  weights.forEach((weight, index) => {
    sum += weight;
    cumulative[index] = sum;
  });
  cityDraw = { names, cumulative };
  return cityDraw;
}

function drawCityName(random: Random, { names, cumulative }: CityDraw): string {
  const target = random.next() * cumulative[cumulative.length - 1]!;
  let low = 0;
  let high = cumulative.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (cumulative[middle]! > target) high = middle;
    else low = middle + 1;
  }
  return names[low]!;
}

/** A sequence of requests of which none asks a query asked before; past the end, repeats (counted). */
export interface QueryStream {
  next: () => string;
  /** Requests given out. */
  asked: number;
  /** Requests that had to repeat a query (the generator found no new one). */
  repeats: number;
}

function stream(draw: () => { path: string; key: string }, fallback: string): QueryStream {
  const draws = freshDraws(draw, (value) => value.key);
  // An empty key marks a draw that is no query at all: always drawn again.
  draws.seen.add('');
  const state: QueryStream = {
    asked: 0,
    repeats: 0,
    next: () => {
      state.asked += 1;
      const drawn = draws.fresh();
      if (drawn) return drawn.path;
      state.repeats += 1;
      return fallback;
    },
  };
  return state;
}

/**
 * City searches, every one new: the answer is kept per language, limit and folded text, so a
 * query is new when its folded text was never asked (in any language: the stricter reading).
 */
export function newCityQueries(seed = 12): QueryStream {
  const random = seededRandom(seed);
  const cities = cityNames();
  return stream(() => {
    const name = drawCityName(random, cities);
    const length = random.weighted(typedLengths);
    const text = random.chance(0.5) ? name : foldForSearch(name);
    const prefix = text.slice(0, length).trimEnd();
    const folded = foldPlaceName(prefix);
    // Shorter than a search after folding: no query, drawn again.
    const key = folded.length < placesLimits.minQueryChars ? '' : folded;
    const locale = random.weighted(localeWeights);
    return { path: `/api/places/cities?${new URLSearchParams({ q: prefix, locale })}`, key };
  }, '/api/places/cities?q=sa');
}

/** Words of the seeded gyms' names, as people start typing one. */
const gymWords = [
  ...new Set(
    demoGymDirectory.flatMap(({ gyms }) =>
      gyms.flatMap(([name]) => name.split(/[\s&.]+/).filter((word) => word.length >= 3)),
    ),
  ),
];
/** The middle of each seeded city's gyms, and other cities (with no gym in the directory). */
const gymCentres = [
  ...demoGymDirectory.map(({ gyms }) => ({
    lat: gyms.reduce((sum, gym) => sum + gym[2], 0) / gyms.length,
    lon: gyms.reduce((sum, gym) => sum + gym[3], 0) / gyms.length,
    weight: 4,
  })),
  ...seededCities.map((city) => ({ ...city, weight: 1 })),
];

/** Gym searches, every one new: a trainer somewhere around a city, a word's prefix or no name. */
export function newGymQueries(seed = 12): QueryStream {
  const random = seededRandom(seed);
  const centres = gymCentres.map((centre) => [centre, centre.weight] as const);
  return stream(() => {
    const centre = random.weighted(centres);
    // Within about 8 km of the centre: trainers live all over a city.
    const lat = (centre.lat + (random.next() - 0.5) * 0.15).toFixed(4);
    const lon = (centre.lon + (random.next() - 0.5) * 0.2).toFixed(4);
    let q = '';
    if (random.chance(0.65)) {
      const word = random.pick(gymWords);
      const prefix = word.slice(0, 2 + random.below(word.length - 1));
      q = random.chance(0.6) ? foldForSearch(prefix) : prefix;
    }
    return {
      path: `/api/places/gyms?${new URLSearchParams({ q, lat, lon })}`,
      key: `${foldForSearch(q)} ${lat} ${lon}`,
    };
  }, '/api/places/gyms?q=&lat=43.8563&lon=18.4131');
}

export type NewQueryRun = LoadRun & {
  /** Requests given a query (the warm-up's and the measured run's together). */
  asked: number;
  /** Of those, repeats (0 unless the generator ran out). */
  repeats: number;
};

export interface PlacesFigures {
  /** The repeated mixes. */
  cities: LoadRun & { queries: number };
  gyms: LoadRun & { queries: number; gymsNearSarajevo: number };
  /** Every request a query not asked before. */
  newCities: NewQueryRun;
  newGyms: NewQueryRun;
}

function cannon(base: string, requests: autocannon.Request[], cookie: string): Promise<LoadRun> {
  return loadRun({ url: base, connections: PLACES_CONNECTIONS, headers: { cookie }, requests });
}

/** Each connection goes through the list in turn: every query is asked over and over. */
const cycled = (paths: string[]): autocannon.Request[] => paths.map((path) => ({ method: 'GET', path }));

/** One shared sequence for every connection: no two requests of the run ask the same query. */
const fresh = (queries: QueryStream): autocannon.Request[] => [
  { method: 'GET', setupRequest: (request) => ({ ...request, path: queries.next() }) },
];

async function newQueryRun(base: string, cookie: string, queries: QueryStream): Promise<NewQueryRun> {
  await cannon(base, fresh(queries), cookie);
  const run = await cannon(base, fresh(queries), cookie);
  if (queries.repeats) console.warn(`  ${queries.repeats} queries asked a second time: the generator ran out`);
  return { ...run, asked: queries.asked, repeats: queries.repeats };
}

/** The four mixes, each after a warm-up run, as the signed-in user of `cookie`. */
export async function placesBenchmark(base: string, cookie: string): Promise<PlacesFigures> {
  const near = await fetch(`${base}/api/places/gyms?lat=43.8563&lon=18.4131&limit=20`, { headers: { cookie } });
  if (!near.ok) throw new Error(`gym search failed before the run: ${near.status}`);
  const gymsNearSarajevo = ((await near.json()) as { data: unknown[] }).data.length;
  if (gymsNearSarajevo === 0) throw new Error('the gym directory is empty: the seed must call seedGymDirectory');
  const cityPaths = cityQueries.map((q) => `/api/places/cities?q=${encodeURIComponent(q)}`);
  const gymPaths = gymQueries.map((query) => `/api/places/gyms?${query}`);
  await cannon(base, cycled(cityPaths), cookie);
  const cities = await cannon(base, cycled(cityPaths), cookie);
  // The same seed on both servers: the stored and the computed one are asked the same sequence.
  const newCities = await newQueryRun(base, cookie, newCityQueries());
  await cannon(base, cycled(gymPaths), cookie);
  const gyms = await cannon(base, cycled(gymPaths), cookie);
  const newGyms = await newQueryRun(base, cookie, newGymQueries());
  return {
    cities: { ...cities, queries: cityPaths.length },
    gyms: { ...gyms, queries: gymPaths.length, gymsNearSarajevo },
    newCities,
    newGyms,
  };
}

async function standalone(): Promise<void> {
  const { startServer } = await import('../scripts/harness.ts');
  const { benchPostgres } = await import('./postgres.ts');
  const { signIn } = await import('./session.ts');
  const base = portBase();
  for (const [index, database] of databasesToRun().entries()) {
    const postgres = database === 'postgres' ? benchPostgres() : undefined;
    const env = { ...placesBenchEnvironment, ...(postgres && { DATABASE_URL: postgres.url }) };
    const useDatabaseUrl = Boolean(postgres);
    const servers: Partial<Record<Column, Awaited<ReturnType<typeof startServer>>>> = {};
    try {
      servers.stored = await startServer(base + index * 2, { useDatabaseUrl, env });
      servers.computed = await startServer(base + index * 2 + 1, {
        useDatabaseUrl,
        env: { ...env, ...computedEnvironment },
      });
      console.log(`${database}: ${PLACES_CONNECTIONS} connections, ${DURATION} s per run`);
      for (const column of ['stored', 'computed'] as const) {
        const server = servers[column]!;
        const figures = await placesBenchmark(server.url, await signIn(server.url, 'amra.hodzic@spotter.test'));
        for (const [name, run] of Object.entries(figures)) {
          const queries = 'queries' in run ? `${run.queries} queries` : `${run.asked} asked, ${run.repeats} repeats`;
          console.log(
            `  ${column} ${name}: p50 ${run.p50} ms, p99 ${run.p99} ms, ${run.requestsPerSecond.toFixed(0)} req/s, ${run.non2xx} non-2xx, ${run.errors} errors (${queries})`,
          );
        }
      }
    } finally {
      await servers.stored?.stop();
      await servers.computed?.stop();
      postgres?.release();
    }
  }
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  standalone().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
