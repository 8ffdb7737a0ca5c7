/**
 * `pnpm bench`: every figure of the speed and memory goals, measured side by side in one run on
 * both databases (embedded PGlite, then PostgreSQL), printed as one table (table.ts) and written
 * as JSON.
 *
 * Every page and search figure is measured on two servers: the normal one ("stored": what a
 * repeat visit with no write since gets, from the kept answers) and one started with
 * ANSWER_CACHE=bypass ("computed": every request rendered or searched, as a first visit or any
 * visit after a write meets it).
 *
 * Per database: a fresh stored and computed page server side by side, for each page against
 * node:http serving its bytes (pages.ts) and city autocomplete and gym search, repeated and every
 * query new (places.ts); the computed server then stops, and the stored one goes on with
 * signed-in against anonymous latency, the JavaScript three pages load (javascript.ts),
 * Lighthouse mobile on six pages (lighthouse.ts, one Chromium for the whole bench), the mixed
 * traffic run (mixed.ts: signed-in readers while others save) and, last, the server's peak memory
 * over its whole life (memory.ts). Then a stored and a computed server on a database of their own
 * holding 10,000 generated trainers for the marketplace search (marketplace.ts), and a last fresh
 * server for the gallery upload (upload.ts), so that figure is the upload's alone.
 *
 * BENCH_SECONDS sets the length of each load run (default 8); BENCH_DATABASE=pglite or postgres
 * runs one database only. PostgreSQL is DATABASE_URL, or a throwaway database (postgres.ts).
 * BENCH_PORT_BASE (default 4730) moves the eight ports the bench listens on: base to base + 7.
 */
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { startServer, type RunningServer } from '../scripts/harness.ts';
import { pageJavaScript } from './javascript.ts';
import { launchChromium, lighthouseFigures, type BenchBrowser } from './lighthouse.ts';
import { exerciseSearchFigures, exerciseSearchLine, type ExerciseSearchFigures } from './exercises.ts';
import { marketplaceFigures } from './marketplace.ts';
import { lifetimePeak } from './memory.ts';
import { mixedBenchmark } from './mixed.ts';
import { databasesToRun, portBase } from './options.ts';
import {
  columns,
  computedEnvironment,
  CONNECTIONS,
  DURATION,
  measurePage,
  measureSession,
  type Column,
  type PageRun,
  type Target,
} from './pages.ts';
import { pageReaders, pagePaths, trainingPaths, type PageKey } from './paths.ts';
import { placesBenchEnvironment, placesBenchmark } from './places.ts';
import { benchPostgres, type BenchPostgres } from './postgres.ts';
import { signIn } from './session.ts';
import {
  databaseNames,
  lighthouseSummary,
  printTable,
  tableRows,
  writeResults,
  type Database,
  type DatabaseFigures,
} from './table.ts';
import { uploadBenchmark, uploadSummary, type UploadFigures } from './upload.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

const BASE = portBase();
/**
 * Per database: the stored page server; `second`, the computed page server, then the computed
 * marketplace server, then the upload server, one after the other; the stored marketplace server.
 */
const PORTS: Record<Database, { pages: number; second: number; marketplace: number }> = {
  pglite: { pages: BASE, second: BASE + 1, marketplace: BASE + 6 },
  postgres: { pages: BASE + 2, second: BASE + 3, marketplace: BASE + 7 },
};
/** Where node:http serves a page's bytes while it is measured. */
const PLAIN_PORT = BASE + 4;
/** Chromium's DevTools port, for Lighthouse. */
const CHROMIUM_PORT = BASE + 5;
const CLIENT = 'adna.begic@spotter.test';
const TRAINER = 'amra.hodzic@spotter.test';

async function pageFigures(
  database: Database,
  env: Record<string, string>,
  browser: BenchBrowser,
): Promise<Omit<DatabaseFigures, 'upload' | 'marketplace'>> {
  const useDatabaseUrl = database === 'postgres';
  const started: Partial<Record<Column, RunningServer>> = {};
  try {
    started.stored = await startServer(PORTS[database].pages, {
      useDatabaseUrl,
      env: { ...env, ...placesBenchEnvironment },
    });
    // On PostgreSQL both servers share the database (its setup finds it seeded).
    started.computed = await startServer(PORTS[database].second, {
      useDatabaseUrl,
      env: { ...env, ...placesBenchEnvironment, ...computedEnvironment },
    });
    const servers = { stored: started.stored, computed: started.computed };
    const sessions: Partial<Record<Column, { client: string; trainer: string }>> = {};
    for (const column of columns) {
      const base = servers[column].url;
      sessions[column] = { client: await signIn(base, CLIENT), trainer: await signIn(base, TRAINER) };
    }
    const target = (column: Column, key: PageKey): Target => {
      const reader = pageReaders[key];
      return {
        base: servers[column].url,
        headers: reader === 'anonymous' ? {} : { cookie: sessions[column]![reader] },
      };
    };
    const pages: Partial<Record<PageKey, PageRun>> = {};
    for (const key of Object.keys(pagePaths) as PageKey[]) {
      console.log(
        `  ${pagePaths[key]}${pageReaders[key] === 'anonymous' ? ' (anonymous)' : ''}: stored, computed, node:http`,
      );
      pages[key] = await measurePage(
        { stored: target('stored', key), computed: target('computed', key) },
        pagePaths[key],
        PLAIN_PORT,
      );
    }
    const places: Partial<DatabaseFigures['places']> = {};
    for (const column of columns) {
      console.log(`  /api/places/cities and /api/places/gyms, ${column}: repeated and every query new`);
      places[column] = await placesBenchmark(servers[column].url, sessions[column]!.trainer);
    }
    await started.computed.stop();
    delete started.computed;

    const base = servers.stored.url;
    const client = { cookie: sessions.stored!.client };
    const trainer = { cookie: sessions.stored!.trainer };
    console.log('  /api/auth/session, anonymous and signed in');
    const session = await measureSession(base, '/api/auth/session', client.cookie);
    const javascript = {
      login: await pageJavaScript(base, pagePaths.login),
      dashboard: await pageJavaScript(base, pagePaths.dashboard, client),
      trainerEdit: await pageJavaScript(base, pagePaths.trainerEdit, trainer),
      planBuilder: await pageJavaScript(base, trainingPaths.planBuilder, trainer),
      trainerDashboard: await pageJavaScript(base, pagePaths.trainerDashboard, trainer),
    };
    const lighthouse = await lighthouseFigures(browser, base, { client, trainer });
    console.log('  mixed traffic: signed-in readers while other trainers save');
    const mixed = await mixedBenchmark(base, PLAIN_PORT);
    return {
      pages: pages as Record<PageKey, PageRun>,
      session,
      places: places as DatabaseFigures['places'],
      javascript,
      lighthouse,
      mixed,
      peakMemory: await lifetimePeak(servers.stored.pid),
    };
  } finally {
    await started.computed?.stop();
    await started.stored?.stop();
  }
}

async function uploadFigures(database: Database, env: Record<string, string>): Promise<UploadFigures> {
  const server = await startServer(PORTS[database].second, { useDatabaseUrl: database === 'postgres', env });
  try {
    return await uploadBenchmark(server.url);
  } finally {
    await server.stop();
  }
}

async function main() {
  const databases = databasesToRun();
  const results: Partial<Record<Database, DatabaseFigures>> = {};
  const exerciseSearch: Partial<Record<Database, ExerciseSearchFigures>> = {};
  let postgres: BenchPostgres | undefined;
  const browser = await launchChromium(CHROMIUM_PORT);
  try {
    for (const database of databases) {
      if (database === 'postgres') postgres = benchPostgres();
      const env: Record<string, string> = postgres && database === 'postgres' ? { DATABASE_URL: postgres.url } : {};
      console.log(`\n${databaseNames[database]}: pages, ${CONNECTIONS} connections, ${DURATION} s per run`);
      const measured = await pageFigures(database, env, browser);
      console.log(`${databaseNames[database]}: marketplace search, a database of its own`);
      const marketplace = await marketplaceFigures(
        { stored: PORTS[database].marketplace, computed: PORTS[database].second },
        database,
      );
      console.log(`${databaseNames[database]}: exercise search, a database of its own`);
      exerciseSearch[database] = await exerciseSearchFigures(database);
      console.log(`${databaseNames[database]}: gallery upload`);
      results[database] = { ...measured, marketplace, upload: await uploadFigures(database, env) };
    }
  } finally {
    browser.chrome?.kill();
    postgres?.release();
  }

  const rows = tableRows(results);
  console.log(
    `\nSpotter benchmarks: ${CONNECTIONS} connections, ${DURATION} s per run, ${availableParallelism()} cores, Node ${process.version}\n`,
  );
  printTable(rows, databases);
  console.log(`\nGallery upload: ${uploadSummary(results[databases[0]!]!.upload).setup}`);
  console.log(lighthouseSummary(results));
  for (const database of databases) {
    const figures = exerciseSearch[database];
    if (figures) console.log(exerciseSearchLine(databaseNames[database], figures));
  }
  const file = await writeResults(ROOT, {
    measuredAt: new Date().toISOString(),
    connections: CONNECTIONS,
    secondsPerRun: DURATION,
    cores: availableParallelism(),
    node: process.version,
    table: rows,
    measurements: results,
    exerciseSearch,
  });
  console.log(`Results written to ${path.relative(process.cwd(), file)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
