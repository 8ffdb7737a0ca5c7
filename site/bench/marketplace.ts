/**
 * The marketplace search under load: GET /api/trainers (public, anonymous) at 20 connections over
 * 10,000 generated trainers (marketplace-data.ts) in a database of its own, a fresh server on it.
 *
 * The search keeps its answers until any write (repos/marketplace.ts), so two mixes are measured:
 * - kept: the searches people make (no filter, each filter alone, cities with radii, words,
 *   combinations, each sort, a second page), cycled: after the first request of each, the kept
 *   answers serve them. The goal applies to this one.
 * - database: every request a search not asked before in the run (cities × radii × sorts, a city
 *   and radius with one filter, name words × sorts × modes), so each runs the SQL.
 *
 * run.ts measures it after the page runs of each database. `tsx site/bench/marketplace.ts`
 * measures only this (BENCH_DATABASE, BENCH_PORT_BASE and BENCH_SECONDS as for run.ts).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import {
  activities,
  foldForSearch,
  marketplaceMinRatings,
  specialties,
  timeSlots,
  trainingModes,
  weekdays,
  type MarketplacePage,
} from '@spotter/domain';
import { startServer, type RunningServer } from '../scripts/harness.ts';
import { createDb } from '../src/server/db/index.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { generateTrainers, languages } from './marketplace-data.ts';
import { DURATION, type LoadRun } from './pages.ts';
import { ownPostgres } from './postgres.ts';

export const MARKETPLACE_CONNECTIONS = 20;
export const MARKETPLACE_TRAINERS = 10_000;
export const marketplaceGoals = { p99Ms: 30 };

export interface MarketplaceFigures {
  /** Trainers the marketplace lists (the generated ones and the demo trainers). */
  listed: number;
  generateSeconds: number;
  /** The usual searches, answered from the kept answers after their first request. */
  kept: LoadRun & { queries: number };
  /** Every request a search not asked before: the SQL each time. */
  database: LoadRun & {
    /** Searches asked (checks, warm-up and measured run). */
    asked: number;
    /** Of the searches checked before the runs, the share with at least one trainer. */
    nonEmptyShare: number;
  };
}

/** Cities of the generated data (the cities table's English names, as the search looks them up). */
const cities = [
  'Sarajevo',
  'Zagreb',
  'Belgrade',
  'Ljubljana',
  'Banja Luka',
  'Tuzla',
  'Mostar',
  'Split',
  'Rijeka',
  'Novi Sad',
  'Podgorica',
  'Skopje',
  'Tirana',
  'Berlin',
  'Hamburg',
  'Munich',
  'Köln',
  'Frankfurt am Main',
  'Vienna',
  'Graz',
  'Zürich',
  'Budapest',
  'Prague',
  'Warsaw',
  'Kraków',
  'Milan',
  'Rome',
  'Paris',
  'Amsterdam',
  'Copenhagen',
];

type Search = Record<string, string | number>;
const search = (params: Search) =>
  `/api/trainers?${new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]))}`;

/** The usual searches, before the second pages (which need their first page's cursor). */
const usualSearches: Search[] = [
  {},
  { specialty: 'strength' },
  { specialty: 'weight_loss' },
  { type: 'yoga' },
  { type: 'running' },
  { mode: 'online' },
  { mode: 'inPerson' },
  { language: 'de' },
  { language: 'en' },
  { day: 'monday' },
  { slot: 'Evening' },
  { day: 'saturday', slot: 'Morning' },
  { rating: 4 },
  { rating: 4.5 },
  { city: 'Sarajevo' },
  { city: 'Zagreb', radius: 10 },
  { city: 'Belgrade', radius: 50 },
  { city: 'Ljubljana', radius: 25 },
  { city: 'Berlin', radius: 50 },
  { city: 'Vienna', radius: 25 },
  { city: 'Munich', radius: 100 },
  { city: 'Banja Luka', radius: 5 },
  { q: 'strength' },
  { q: 'yoga' },
  { q: 'coach' },
  { q: 'running' },
  { q: 'online coaching' },
  { q: 'horvat' },
  { city: 'Sarajevo', specialty: 'strength' },
  { q: 'coach', mode: 'online' },
  { city: 'Berlin', radius: 50, language: 'de', sort: 'rating' },
  { specialty: 'endurance', type: 'running', rating: 4 },
  { mode: 'online', language: 'en', sort: 'newest' },
  { city: 'Zagreb', radius: 25, day: 'saturday' },
  { sort: 'rating' },
  { sort: 'newest' },
  { city: 'Vienna', radius: 25, sort: 'distance' },
  { q: 'yoga', sort: 'rating' },
];
/** Searches whose second page (through `after`) is part of the mix. */
const secondPages: Search[] = [{}, { q: 'coach' }, { city: 'Berlin', radius: 50, sort: 'distance' }];

const filters: Array<[string, readonly string[]]> = [
  ['specialty', specialties],
  ['mode', trainingModes],
  ['language', languages],
  ['type', activities],
  ['day', weekdays],
  ['slot', timeSlots],
  ['rating', marketplaceMinRatings.map(String)],
];
const oneFilter = filters.flatMap(([key, values]) => values.map((value) => [key, value] as const));
const radii = Array.from({ length: 246 }, (_, index) => 5 + index);
const sorts = ['relevance', 'rating', 'distance', 'newest'] as const;
/** Words as people type a trainer's name: a first name and the start of a last name. */
const firstNames = ['Ana', 'Marko', 'Ivana', 'Luka', 'Maja', 'Nikola', 'Sara', 'Stefan', 'Lena', 'Jonas'];
const lastNames = ['Horvat', 'Kovačević', 'Novak', 'Petrović', 'Hodžić', 'Babić', 'Müller', 'Schmidt', 'Jovanović'];
const nameWords = [
  ...new Set(
    firstNames.flatMap((first) =>
      lastNames.flatMap((last) => {
        const folded = foldForSearch(last);
        return Array.from({ length: folded.length - 1 }, (_, end) => `${first} ${folded.slice(0, end + 2)}`);
      }),
    ),
  ),
];
const textModes = ['', ...trainingModes];

/** Mixed-radix decoding of `index`: one position in each list of these lengths. */
function digits(index: number, lengths: number[]): number[] {
  let rest = index;
  return lengths.map((length) => {
    const digit = rest % length;
    rest = Math.floor(rest / length);
    return digit;
  });
}

const textSorts = ['relevance', 'rating', 'newest'];

/** Families of searches, each a one-to-one map of an index to a search no other index gives. */
const families: Array<{ size: number; at: (index: number) => Search }> = [
  {
    size: cities.length * radii.length * sorts.length,
    at: (index) => {
      const [city, radius, sort] = digits(index, [cities.length, radii.length, sorts.length]);
      return { city: cities[city!]!, radius: radii[radius!]!, sort: sorts[sort!]! };
    },
  },
  {
    size: cities.length * radii.length * oneFilter.length,
    at: (index) => {
      const [city, radius, filter] = digits(index, [cities.length, radii.length, oneFilter.length]);
      const [key, value] = oneFilter[filter!]!;
      return { city: cities[city!]!, radius: radii[radius!]!, [key]: value };
    },
  },
  {
    size: nameWords.length * textSorts.length * textModes.length,
    at: (index) => {
      const [q, sort, mode] = digits(index, [nameWords.length, textSorts.length, textModes.length]);
      const chosen = textModes[mode!]!;
      return { q: nameWords[q!]!, sort: textSorts[sort!]!, ...(chosen ? { mode: chosen } : {}) };
    },
  },
];

/**
 * The n-th search of the database mix: the families in turn, each walked in a scattered order (a
 * step coprime with its size), so neighbouring requests differ in city, radius and filter.
 */
export function unseenSearch(n: number): { path: string; repeat: boolean } {
  const family = families[n % families.length]!;
  const index = Math.floor(n / families.length);
  const step = 7_919;
  return { path: search(family.at((index * step) % family.size)), repeat: index >= family.size };
}

interface CannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number; average: number };
  non2xx: number;
  errors: number;
}

function cannon(base: string, requests: autocannon.Request[]): Promise<LoadRun> {
  return new Promise((resolve, reject) => {
    autocannon({ url: base, connections: MARKETPLACE_CONNECTIONS, duration: DURATION, requests }, (error, output) => {
      if (error) return reject(error);
      const { requests: counts, latency, non2xx, errors } = output as unknown as CannonResult;
      resolve({
        requestsPerSecond: counts.average,
        p50: latency.p50,
        p99: latency.p99,
        average: latency.average,
        non2xx,
        errors,
      });
    });
  });
}

async function page(base: string, path: string): Promise<MarketplacePage> {
  const response = await fetch(`${base}${path}`);
  if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}, not 200`);
  return ((await response.json()) as { data: MarketplacePage }).data;
}

/** Both mixes on a server whose database holds the generated trainers; each run after a warm-up. */
export async function marketplaceBenchmark(
  base: string,
): Promise<Pick<MarketplaceFigures, 'kept' | 'database'> & { listed: number }> {
  const everyone = await page(base, search({}));
  const listed = everyone.total ?? 0;
  if (listed < MARKETPLACE_TRAINERS)
    throw new Error(`the marketplace lists ${listed} trainers, not the generated ones`);

  const keptPaths = usualSearches.map(search);
  for (const params of secondPages) {
    const first = await page(base, search(params));
    if (!first.next) throw new Error(`${search(params)} has no second page`);
    keptPaths.push(search({ ...params, after: first.next }));
  }
  for (const path of keptPaths) {
    if ((await page(base, path)).items.length === 0) throw new Error(`${path} found no trainer`);
  }

  let asked = 0;
  let repeats = 0;
  const next = () => {
    const { path, repeat } = unseenSearch(asked);
    asked += 1;
    if (repeat) repeats += 1;
    return path;
  };
  const checked = 90;
  let nonEmpty = 0;
  for (let n = 0; n < checked; n += 1) if ((await page(base, next())).items.length > 0) nonEmpty += 1;
  if (nonEmpty === 0) throw new Error('none of the database mix searches found a trainer');

  const keptRequests = keptPaths.map((path) => ({ method: 'GET' as const, path }));
  // One shared sequence for every connection: no two requests of the run ask the same search.
  const unseenRequests = [
    { method: 'GET' as const, setupRequest: (request: autocannon.Request) => ({ ...request, path: next() }) },
  ];
  await cannon(base, keptRequests);
  const kept = await cannon(base, keptRequests);
  await cannon(base, unseenRequests);
  const database = await cannon(base, unseenRequests);
  if (repeats) console.warn(`  the database mix asked ${repeats} searches a second time (BENCH_SECONDS too long)`);
  return {
    listed,
    kept: { ...kept, queries: keptPaths.length },
    database: { ...database, asked, nonEmptyShare: nonEmpty / checked },
  };
}

/**
 * A fresh server on a database of its own holding the generated trainers: for PGlite a new data
 * folder, for PostgreSQL a throwaway database; the trainers are written before the server starts
 * (whose setup then adds the demo data).
 */
async function generatedServer(
  port: number,
  database: 'pglite' | 'postgres',
): Promise<{ server: RunningServer; generateSeconds: number; release: () => void }> {
  const postgres = database === 'postgres' ? ownPostgres('marketplace') : undefined;
  try {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'spotter-bench-marketplace-'));
    const started = performance.now();
    // The server's own PGlite folder (defaultDbOptions: DATA_DIR/pglite).
    const db = await createDb(postgres ? { databaseUrl: postgres.url } : { pgliteDir: path.join(dataDir, 'pglite') });
    try {
      await migrateToLatest(db);
      await generateTrainers(db, MARKETPLACE_TRAINERS);
    } finally {
      await db.destroy();
    }
    const generateSeconds = (performance.now() - started) / 1000;
    const server = await startServer(port, {
      dataDir,
      useDatabaseUrl: Boolean(postgres),
      env: postgres ? { DATABASE_URL: postgres.url } : {},
    });
    return { server, generateSeconds, release: () => postgres?.release() };
  } catch (error) {
    postgres?.release();
    throw error;
  }
}

/** The whole marketplace figure of one database: its own data, server and both mixes. */
export async function marketplaceFigures(port: number, database: 'pglite' | 'postgres'): Promise<MarketplaceFigures> {
  console.log(`  /api/trainers over ${MARKETPLACE_TRAINERS.toLocaleString('en')} generated trainers`);
  const { server, generateSeconds, release } = await generatedServer(port, database);
  try {
    return { ...(await marketplaceBenchmark(server.url)), generateSeconds };
  } finally {
    await server.stop();
    release();
  }
}

export function marketplaceRunText(run: LoadRun): string {
  return `p50 ${run.p50} ms, p99 ${run.p99} ms, ${run.requestsPerSecond.toFixed(0)} req/s, ${run.non2xx} non-2xx, ${run.errors} errors`;
}

async function standalone(): Promise<void> {
  const base = Number(process.env.BENCH_PORT_BASE ?? 4730);
  const chosen = process.env.BENCH_DATABASE;
  const databases: Array<'pglite' | 'postgres'> =
    chosen === 'pglite' || chosen === 'postgres' ? [chosen] : ['pglite', 'postgres'];
  for (const [index, database] of databases.entries()) {
    const figures = await marketplaceFigures(base + index, database);
    console.log(
      `${database}: ${figures.listed} trainers listed (generated in ${figures.generateSeconds.toFixed(1)} s), ${MARKETPLACE_CONNECTIONS} connections, ${DURATION} s per run`,
    );
    console.log(`  kept answers (${figures.kept.queries} searches): ${marketplaceRunText(figures.kept)}`);
    console.log(
      `  database path (${figures.database.asked} distinct searches, ${Math.round(figures.database.nonEmptyShare * 100)}% of those checked non-empty): ${marketplaceRunText(figures.database)}`,
    );
  }
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  standalone().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
