/**
 * The marketplace search under load: GET /api/trainers (public, anonymous) at 20 connections over
 * 10,000 generated trainers (marketplace-data.ts) in a database of its own, on two servers over
 * the same data: the normal one ("stored") and one started with ANSWER_CACHE=bypass ("computed",
 * every request searched).
 *
 * The search keeps its answers until any write (repos/marketplace.ts), so two mixes are measured
 * on each server:
 * - usual: the searches people make (no filter, each filter alone, cities with radii, words,
 *   combinations, each sort, a second page), cycled: on the stored server, after the first
 *   request of each, the kept answers serve them;
 * - every search new: each request a search not asked before in the run, drawn from a seeded
 *   random source (the same sequence every run, on both servers): a city of the generated data
 *   by how many live there, a radius the form offers, the filters each as often as people set
 *   them, words as people type them (a trainer's name, the start of a topic), a sort; and now and
 *   then the next page of a search answered earlier in the run (its `after` cursor).
 *
 * run.ts measures it after the page runs of each database. `tsx site/bench/marketplace.ts`
 * measures only this (BENCH_DATABASE, BENCH_PORT_BASE and BENCH_SECONDS as for run.ts).
 */
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type autocannon from 'autocannon';
import {
  activities,
  foldForSearch,
  marketplaceMinRatings,
  marketplaceRadiiKm,
  specialties,
  timeSlots,
  trainingModes,
  weekdays,
  type MarketplacePage,
} from '@spotter/domain';
import { startServer, type RunningServer } from '../scripts/harness.ts';
import { createDb } from '../src/server/db/index.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { generatedCityNames, generateTrainers, languages } from './marketplace-data.ts';
import { columns, computedEnvironment, DURATION, loadRun, type Column, type LoadRun } from './pages.ts';
import { ownPostgres } from './postgres.ts';
import { freshDraws, rankWeights, seededRandom } from './random.ts';
import { databasesToRun, portBase } from './options.ts';

export const MARKETPLACE_CONNECTIONS = 20;
export const MARKETPLACE_TRAINERS = 10_000;
/** p99 goals: the usual searches (issue 12), and every search new (judged on the computed server). */
export const marketplaceGoals = {
  p99Ms: 30,
  newSearchP99Ms: { pglite: 60, postgres: 30 },
};

export interface NewSearchRun extends LoadRun {
  /** Searches asked (checks, warm-up and measured run). */
  asked: number;
  /** Of those, next pages of a search asked before (through its cursor). */
  nextPages: number;
  /** Searches that had to repeat one asked before (0 unless the generator ran out). */
  repeats: number;
  /** Of the searches checked before the runs, the share with at least one trainer. */
  nonEmptyShare: number;
}

export interface MarketplaceRuns {
  /** The usual searches, cycled (on the stored server, from the kept answers after their first request). */
  usual: LoadRun & { queries: number };
  /** Every request a search not asked before: the SQL each time, on both servers. */
  newSearches: NewSearchRun;
}

export interface MarketplaceFigures {
  /** Trainers the marketplace lists (the generated ones and the demo trainers). */
  listed: number;
  generateSeconds: number;
  /** Cities the new searches draw from. */
  cities: number;
  stored: MarketplaceRuns;
  computed: MarketplaceRuns;
}

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

/** How often people set each filter, and to what. */
const radiusWeights = marketplaceRadiiKm.map((radius) => [radius, radius === 25 ? 4 : radius <= 50 ? 2 : 1] as const);
const sortWeights = [
  ['relevance', 55],
  ['rating', 20],
  ['newest', 10],
] as const;
const languageWeights = languages.map((language, rank) => [language, 1 / (rank + 1)] as const);
/** Words as people type them into the search: a trainer's name, or the start of a topic. */
const firstNames = ['Ana', 'Marko', 'Ivana', 'Luka', 'Maja', 'Nikola', 'Sara', 'Stefan', 'Lena', 'Jonas', 'Amra'];
const lastNames = ['Horvat', 'Kovačević', 'Novak', 'Petrović', 'Hodžić', 'Babić', 'Müller', 'Schmidt', 'Marić'];
const topics = [
  'strength',
  'running',
  'endurance',
  'mobility',
  'yoga',
  'fat loss',
  'injury',
  'kettlebells',
  'conditioning',
  'online coaching',
  'prenatal',
  'postnatal',
  'marathon',
  'habits',
  'physiotherapy',
  'coach',
];

export interface SearchStream {
  /** The next request's path; `context` is the request's own (autocannon keeps it until the answer). */
  next: (context?: { search?: Search }) => string;
  /** Reads an answer: a next page's cursor is kept for a later request. */
  answered: (body: string, context: { search?: Search }) => void;
  asked: number;
  nextPages: number;
  repeats: number;
}

/**
 * New searches from `seed` over `cities` (most populous first): each a search not asked before,
 * or (one in six, when one is waiting) the next page of a search answered earlier.
 */
export function newSearches(cities: readonly string[], seed = 12): SearchStream {
  const random = seededRandom(seed);
  const cityWeights = rankWeights(cities, 0.8);
  const typedStart = (word: string) => word.slice(0, Math.min(word.length, 3 + random.below(word.length)));
  const words = () => {
    if (random.chance(0.5)) {
      const first = random.pick(firstNames);
      const last = random.pick(lastNames);
      const form = random.below(3);
      if (form === 0) return first;
      const start = typedStart(random.chance(0.5) ? foldForSearch(last) : last);
      return form === 1 ? `${first} ${start}` : start;
    }
    const topic = random.pick(topics);
    return random.chance(0.6) ? topic : typedStart(topic);
  };
  const draw = (): Search => {
    const search: Search = {};
    if (random.chance(0.25)) search.q = words();
    if (random.chance(0.55)) {
      search.city = random.weighted(cityWeights);
      search.radius = random.weighted(radiusWeights);
    }
    if (random.chance(0.3)) search.specialty = random.pick(specialties);
    if (random.chance(0.2)) search.mode = random.pick(trainingModes);
    if (random.chance(0.15)) search.language = random.weighted(languageWeights);
    if (random.chance(0.12)) search.type = random.pick(activities);
    if (random.chance(0.1)) search.day = random.pick(weekdays);
    if (random.chance(0.08)) search.slot = random.pick(timeSlots);
    if (random.chance(0.12)) search.rating = random.pick(marketplaceMinRatings);
    const sort = search.city && random.chance(0.2) ? 'distance' : random.weighted(sortWeights);
    if (sort !== 'relevance') search.sort = sort;
    return search;
  };
  // The search as the server keys its kept answers: words folded, keys in one order.
  const keyOf = (search: Search) =>
    JSON.stringify(
      Object.entries(search)
        .map(([key, value]) => [key, key === 'q' ? foldForSearch(String(value)).trim() : String(value)])
        .sort(),
    );
  const draws = freshDraws(draw, keyOf);
  /** Next pages waiting to be asked: the search and the cursor its answer gave. */
  const waiting: Array<{ search: Search; after: string }> = [];
  const state: SearchStream = {
    asked: 0,
    nextPages: 0,
    repeats: 0,
    next: (context) => {
      state.asked += 1;
      if (waiting.length > 0 && random.chance(1 / 6)) {
        const { search: previous, after } = waiting.splice(random.below(waiting.length), 1)[0]!;
        state.nextPages += 1;
        if (context) context.search = previous;
        return search({ ...previous, after });
      }
      let drawn = draws.fresh();
      if (!drawn) {
        state.repeats += 1;
        drawn = draw();
      }
      if (context) context.search = drawn;
      return search(drawn);
    },
    answered: (body, context) => {
      const at = body.lastIndexOf('"next":"');
      if (at < 0 || !context.search || waiting.length >= 1000) return;
      const after = body.slice(at + 8, body.indexOf('"', at + 8));
      waiting.push({ search: context.search, after });
    },
  };
  return state;
}

async function page(base: string, path: string): Promise<MarketplacePage> {
  const response = await fetch(`${base}${path}`);
  if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}, not 200`);
  return ((await response.json()) as { data: MarketplacePage }).data;
}

function cannon(base: string, requests: autocannon.Request[]): Promise<LoadRun> {
  return loadRun({ url: base, connections: MARKETPLACE_CONNECTIONS, requests });
}

/** One shared sequence for every connection: no two requests of the run ask the same search. */
const fresh = (searches: SearchStream): autocannon.Request[] => [
  {
    method: 'GET',
    setupRequest: (request, context) => ({ ...request, path: searches.next(context) }),
    onResponse: (status, body, context) => {
      if (status === 200) searches.answered(body, context);
    },
  },
];

/**
 * Both mixes on a server whose database holds the generated trainers; each run after a warm-up.
 * `cities` are the generated trainers' cities, most populous first.
 */
export async function marketplaceBenchmark(
  base: string,
  cities: readonly string[],
): Promise<MarketplaceRuns & { listed: number }> {
  const everyone = await page(base, search({}));
  const listed = everyone.total ?? 0;
  if (listed < MARKETPLACE_TRAINERS)
    throw new Error(`the marketplace lists ${listed} trainers, not the generated ones`);

  const usualPaths = usualSearches.map(search);
  for (const params of secondPages) {
    const first = await page(base, search(params));
    if (!first.next) throw new Error(`${search(params)} has no second page`);
    usualPaths.push(search({ ...params, after: first.next }));
  }
  for (const path of usualPaths) {
    if ((await page(base, path)).items.length === 0) throw new Error(`${path} found no trainer`);
  }

  // The same seed on every server: the stored and the computed one are asked the same sequence.
  const searches = newSearches(cities);
  const checked = 90;
  let nonEmpty = 0;
  for (let n = 0; n < checked; n += 1) {
    const context: { search?: Search } = {};
    const found = await page(base, searches.next(context));
    if (found.items.length > 0) nonEmpty += 1;
    if (found.next) searches.answered(`"next":"${found.next}"`, context);
  }
  if (nonEmpty === 0) throw new Error('none of the new searches found a trainer');

  const usualRequests = usualPaths.map((path) => ({ method: 'GET' as const, path }));
  await cannon(base, usualRequests);
  const usual = await cannon(base, usualRequests);
  await cannon(base, fresh(searches));
  const measured = await cannon(base, fresh(searches));
  if (searches.repeats) console.warn(`  ${searches.repeats} searches asked a second time: the generator ran out`);
  return {
    listed,
    usual: { ...usual, queries: usualPaths.length },
    newSearches: {
      ...measured,
      asked: searches.asked,
      nextPages: searches.nextPages,
      repeats: searches.repeats,
      nonEmptyShare: nonEmpty / checked,
    },
  };
}

/**
 * A stored and a computed server on one database holding the generated trainers: for PGlite a new
 * data folder, written once and copied for the second server (an embedded database has one
 * process); for PostgreSQL a throwaway database both servers share. The trainers are written
 * before the servers start (whose setup then adds the demo data).
 */
async function generatedServers(
  ports: Record<Column, number>,
  database: 'pglite' | 'postgres',
): Promise<{
  servers: Record<Column, RunningServer>;
  cities: string[];
  generateSeconds: number;
  release: () => Promise<void>;
}> {
  const postgres = database === 'postgres' ? ownPostgres('marketplace') : undefined;
  const started: RunningServer[] = [];
  const release = async () => {
    for (const server of started) await server.stop();
    postgres?.release();
  };
  try {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'spotter-bench-marketplace-'));
    const began = performance.now();
    // The server's own PGlite folder (defaultDbOptions: DATA_DIR/pglite).
    const db = await createDb(postgres ? { databaseUrl: postgres.url } : { pgliteDir: path.join(dataDir, 'pglite') });
    let cities: string[];
    try {
      await migrateToLatest(db);
      await generateTrainers(db, MARKETPLACE_TRAINERS);
      cities = await generatedCityNames(db);
    } finally {
      await db.destroy();
    }
    const generateSeconds = (performance.now() - began) / 1000;
    const copy = postgres ? dataDir : mkdtempSync(path.join(tmpdir(), 'spotter-bench-marketplace-'));
    if (!postgres) cpSync(dataDir, copy, { recursive: true });
    const env: Record<string, string> = postgres ? { DATABASE_URL: postgres.url } : {};
    const useDatabaseUrl = Boolean(postgres);
    const stored = await startServer(ports.stored, { dataDir, useDatabaseUrl, env });
    started.push(stored);
    const computed = await startServer(ports.computed, {
      // Both on one PostgreSQL: the second server's own (empty) folder for its media.
      ...(postgres ? {} : { dataDir: copy }),
      useDatabaseUrl,
      env: { ...env, ...computedEnvironment },
    });
    started.push(computed);
    return { servers: { stored, computed }, cities, generateSeconds, release };
  } catch (error) {
    await release();
    throw error;
  }
}

/** The whole marketplace figure of one database: its own data, both servers and both mixes on each. */
export async function marketplaceFigures(
  ports: Record<Column, number>,
  database: 'pglite' | 'postgres',
): Promise<MarketplaceFigures> {
  console.log(`  /api/trainers over ${MARKETPLACE_TRAINERS.toLocaleString('en')} generated trainers`);
  const { servers, cities, generateSeconds, release } = await generatedServers(ports, database);
  try {
    const runs: Partial<Record<Column, MarketplaceRuns & { listed: number }>> = {};
    for (const column of columns) {
      console.log(`  ${column}: usual searches, every search new`);
      runs[column] = await marketplaceBenchmark(servers[column].url, cities);
    }
    const { listed, ...stored } = runs.stored!;
    const { listed: _listed, ...computed } = runs.computed!;
    return { listed, generateSeconds, cities: cities.length, stored, computed };
  } finally {
    await release();
  }
}

export function marketplaceRunText(run: LoadRun): string {
  return `p50 ${run.p50} ms, p99 ${run.p99} ms, ${run.requestsPerSecond.toFixed(0)} req/s, ${run.non2xx} non-2xx, ${run.errors} errors`;
}

async function standalone(): Promise<void> {
  const base = portBase();
  for (const [index, database] of databasesToRun().entries()) {
    const figures = await marketplaceFigures({ stored: base + index * 2, computed: base + index * 2 + 1 }, database);
    console.log(
      `${database}: ${figures.listed} trainers listed (generated in ${figures.generateSeconds.toFixed(1)} s), ${MARKETPLACE_CONNECTIONS} connections, ${DURATION} s per run`,
    );
    for (const column of columns) {
      const { usual, newSearches: fresh } = figures[column];
      console.log(`  ${column}, usual searches (${usual.queries}): ${marketplaceRunText(usual)}`);
      console.log(
        `  ${column}, every search new (${fresh.asked} asked, ${fresh.nextPages} of them next pages, ${fresh.repeats} repeats, ${Math.round(fresh.nonEmptyShare * 100)}% of those checked non-empty): ${marketplaceRunText(fresh)}`,
      );
    }
  }
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  standalone().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
