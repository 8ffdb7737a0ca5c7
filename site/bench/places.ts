/**
 * City autocomplete and gym search under load: GET /api/places/cities and GET /api/places/gyms
 * at 20 connections, signed in, over the whole bundled cities dataset and the seeded gym
 * directory. The queries are what people type, letter by letter (two letters up to whole names,
 * with and without diacritics), and gym searches near each seeded city with and without a name.
 * The search limit per user is lifted on the measured server (PLACES_SEARCHES_PER_MINUTE): the
 * runs measure the search, not the refusal. The limiter itself still counts every request.
 *
 * run.ts measures it with the page runs. `tsx site/bench/places.ts` measures only this, on a fresh
 * server per database (BENCH_DATABASE, BENCH_PORT_BASE and BENCH_SECONDS as for run.ts).
 */
import autocannon from 'autocannon';
import { foldForSearch } from '@spotter/domain';
import { DURATION, type LoadRun } from './pages.ts';

export const PLACES_CONNECTIONS = 20;
export const placesGoals = { p99Ms: 20 };
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

export interface PlacesFigures {
  cities: LoadRun & { queries: number };
  gyms: LoadRun & { queries: number; gymsNearSarajevo: number };
}

interface CannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number; average: number };
  non2xx: number;
  errors: number;
}

function cannon(base: string, paths: string[], cookie: string): Promise<LoadRun> {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: base,
        connections: PLACES_CONNECTIONS,
        duration: DURATION,
        headers: { cookie },
        // Each connection goes through the list in turn: every query is asked over and over.
        requests: paths.map((path) => ({ method: 'GET', path })),
      },
      (error, output) => {
        if (error) return reject(error);
        const { requests, latency, non2xx, errors } = output as unknown as CannonResult;
        resolve({
          requestsPerSecond: requests.average,
          p50: latency.p50,
          p99: latency.p99,
          average: latency.average,
          non2xx,
          errors,
        });
      },
    );
  });
}

/** Both searches, each after a warm-up run, as the signed-in user of `cookie`. */
export async function placesBenchmark(base: string, cookie: string): Promise<PlacesFigures> {
  const near = await fetch(`${base}/api/places/gyms?lat=43.8563&lon=18.4131&limit=20`, { headers: { cookie } });
  if (!near.ok) throw new Error(`gym search failed before the run: ${near.status}`);
  const gymsNearSarajevo = ((await near.json()) as { data: unknown[] }).data.length;
  if (gymsNearSarajevo === 0) throw new Error('the gym directory is empty: the seed must call seedGymDirectory');
  const cityPaths = cityQueries.map((q) => `/api/places/cities?q=${encodeURIComponent(q)}`);
  const gymPaths = gymQueries.map((query) => `/api/places/gyms?${query}`);
  await cannon(base, cityPaths, cookie);
  const cities = await cannon(base, cityPaths, cookie);
  await cannon(base, gymPaths, cookie);
  const gyms = await cannon(base, gymPaths, cookie);
  return {
    cities: { ...cities, queries: cityPaths.length },
    gyms: { ...gyms, queries: gymPaths.length, gymsNearSarajevo },
  };
}

async function standalone(): Promise<void> {
  const { startServer } = await import('../scripts/harness.ts');
  const { benchPostgres } = await import('./postgres.ts');
  const { signIn } = await import('./session.ts');
  const base = Number(process.env.BENCH_PORT_BASE ?? 4730);
  const chosen = process.env.BENCH_DATABASE;
  const databases = chosen === 'pglite' || chosen === 'postgres' ? [chosen] : ['pglite', 'postgres'];
  for (const [index, database] of databases.entries()) {
    const postgres = database === 'postgres' ? benchPostgres() : undefined;
    const env = { ...placesBenchEnvironment, ...(postgres && { DATABASE_URL: postgres.url }) };
    const server = await startServer(base + index, { useDatabaseUrl: Boolean(postgres), env });
    try {
      const figures = await placesBenchmark(server.url, await signIn(server.url, 'amra.hodzic@spotter.test'));
      console.log(`${database}: ${PLACES_CONNECTIONS} connections, ${DURATION} s per run`);
      for (const [name, run] of Object.entries(figures)) {
        console.log(
          `  ${name}: p50 ${run.p50} ms, p99 ${run.p99} ms, ${run.requestsPerSecond.toFixed(0)} req/s, ${run.non2xx} non-2xx, ${run.errors} errors (${run.queries} queries)`,
        );
      }
    } finally {
      await server.stop();
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
