/**
 * `pnpm bench`: every figure of issue 12's goals, measured side by side in one run on both
 * databases (embedded PGlite, then PostgreSQL), printed as one table (table.ts) and written as JSON.
 *
 * Per database, a fresh server for the page runs: each page against node:http serving its bytes
 * (pages.ts), signed-in against anonymous latency, city autocomplete and gym search (places.ts),
 * the JavaScript three pages load (javascript.ts),
 * Lighthouse mobile on six pages (lighthouse.ts, one Chromium for the whole bench) and, last, the
 * server's peak memory over its whole life (memory.ts). Then a server on a database of its own
 * holding 10,000 generated trainers for the marketplace search (marketplace.ts), and a last fresh
 * server for the gallery upload (upload.ts), so that figure is the upload's alone.
 *
 * BENCH_SECONDS sets the length of each load run (default 8); BENCH_DATABASE=pglite or postgres
 * runs one database only. PostgreSQL is DATABASE_URL, or a throwaway database (postgres.ts).
 * BENCH_PORT_BASE (default 4730) moves the eight ports the bench listens on: base to base + 7.
 */
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { startServer } from '../scripts/harness.ts';
import { pageJavaScript } from './javascript.ts';
import { launchChromium, lighthouseFigures, type BenchBrowser } from './lighthouse.ts';
import { marketplaceFigures } from './marketplace.ts';
import { lifetimePeak } from './memory.ts';
import { CONNECTIONS, DURATION, measurePage, measureSession } from './pages.ts';
import { pagePaths } from './paths.ts';
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

function portBase(): number {
  const base = Number(process.env.BENCH_PORT_BASE ?? 4730);
  if (!Number.isInteger(base) || base < 1 || base > 65528) {
    throw new Error(
      `BENCH_PORT_BASE must be a port number (the bench uses it to + 7), not ${process.env.BENCH_PORT_BASE}`,
    );
  }
  return base;
}
const BASE = portBase();
const PORTS: Record<Database, { pages: number; upload: number; marketplace: number }> = {
  pglite: { pages: BASE, upload: BASE + 1, marketplace: BASE + 6 },
  postgres: { pages: BASE + 2, upload: BASE + 3, marketplace: BASE + 7 },
};
/** Where node:http serves a page's bytes while it is measured. */
const PLAIN_PORT = BASE + 4;
/** Chromium's DevTools port, for Lighthouse. */
const CHROMIUM_PORT = BASE + 5;
const CLIENT = 'adna.begic@spotter.test';
const TRAINER = 'amra.hodzic@spotter.test';

function databasesToRun(): Database[] {
  const chosen = process.env.BENCH_DATABASE;
  if (!chosen) return ['pglite', 'postgres'];
  if (chosen === 'pglite' || chosen === 'postgres') return [chosen];
  throw new Error(`BENCH_DATABASE must be pglite or postgres (unset: both), not ${chosen}`);
}

async function pageFigures(
  database: Database,
  env: Record<string, string>,
  browser: BenchBrowser,
): Promise<Omit<DatabaseFigures, 'upload' | 'marketplace'>> {
  const server = await startServer(PORTS[database].pages, {
    useDatabaseUrl: database === 'postgres',
    env: { ...env, ...placesBenchEnvironment },
  });
  try {
    const base = server.url;
    const client = { cookie: await signIn(base, CLIENT) };
    const trainer = { cookie: await signIn(base, TRAINER) };
    const measure = (key: keyof typeof pagePaths, headers: Record<string, string> = {}) => {
      console.log(`  ${pagePaths[key]}`);
      return measurePage(base, pagePaths[key], PLAIN_PORT, headers);
    };
    const pages = {
      login: await measure('login'),
      dashboard: await measure('dashboard', client),
      trainerEdit: await measure('trainerEdit', trainer),
      trainerBrand: await measure('trainerBrand', trainer),
      // Anonymous (no cookie): the page cache serves them as it serves visitors.
      marketplace: await measure('marketplace'),
      trainerPage: await measure('trainerPage'),
    };
    console.log('  /api/auth/session, anonymous and signed in');
    const session = await measureSession(base, '/api/auth/session', client.cookie);
    const javascript = {
      login: await pageJavaScript(base, pagePaths.login),
      dashboard: await pageJavaScript(base, pagePaths.dashboard, client),
      trainerEdit: await pageJavaScript(base, pagePaths.trainerEdit, trainer),
    };
    console.log('  /api/places/cities and /api/places/gyms');
    const places = await placesBenchmark(base, trainer.cookie);
    const lighthouse = await lighthouseFigures(browser, base, { client, trainer });
    return { pages, session, places, javascript, lighthouse, peakMemory: await lifetimePeak(server.pid) };
  } finally {
    await server.stop();
  }
}

async function uploadFigures(database: Database, env: Record<string, string>): Promise<UploadFigures> {
  const server = await startServer(PORTS[database].upload, { useDatabaseUrl: database === 'postgres', env });
  try {
    return await uploadBenchmark(server.url);
  } finally {
    await server.stop();
  }
}

async function main() {
  const databases = databasesToRun();
  const results: Partial<Record<Database, DatabaseFigures>> = {};
  let postgres: BenchPostgres | undefined;
  const browser = await launchChromium(CHROMIUM_PORT);
  try {
    for (const database of databases) {
      if (database === 'postgres') postgres = benchPostgres();
      const env: Record<string, string> = postgres && database === 'postgres' ? { DATABASE_URL: postgres.url } : {};
      console.log(`\n${databaseNames[database]}: pages, ${CONNECTIONS} connections, ${DURATION} s per run`);
      const measured = await pageFigures(database, env, browser);
      console.log(`${databaseNames[database]}: marketplace search, a database of its own`);
      const marketplace = await marketplaceFigures(PORTS[database].marketplace, database);
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
  const file = await writeResults(ROOT, {
    measuredAt: new Date().toISOString(),
    connections: CONNECTIONS,
    secondsPerRun: DURATION,
    cores: availableParallelism(),
    node: process.version,
    table: rows,
    measurements: results,
  });
  console.log(`Results written to ${path.relative(process.cwd(), file)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
