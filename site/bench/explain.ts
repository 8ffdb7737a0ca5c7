/**
 * The plans of the marketplace search: `tsx site/bench/explain.ts` writes the 10,000 generated
 * trainers of the marketplace bench into a database of its own (a throwaway PostgreSQL database,
 * a temporary PGlite folder; BENCH_DATABASE picks one), asks `searchTrainers` one search of each
 * shape, and prints every statement the search ran with its `EXPLAIN ANALYZE` and the median
 * execution time of 15 runs: the README's Marketplace plans come from here. The statements are
 * the repository's own (compiled as it sends them), not copies.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CompiledQuery, type KyselyPlugin, type RootOperationNode } from 'kysely';
import { marketplaceQuerySchema } from '@spotter/domain';
import { createDb, type DB } from '../src/server/db/index.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { searchTrainers } from '../src/server/repos/marketplace.ts';
import { generateTrainers } from './marketplace-data.ts';
import { MARKETPLACE_TRAINERS } from './marketplace.ts';
import { databasesToRun } from './options.ts';
import { ownPostgres } from './postgres.ts';

// Every search runs (no kept answer served): the plans are what a new search costs.
process.env.ANSWER_CACHE = 'bypass';

const RUNS = 15;

/** One search of each shape the form makes; `next` asks the page after the first. */
const shapes: Array<{ name: string; query: Record<string, string>; next?: boolean }> = [
  { name: 'everyone, by relevance', query: {} },
  { name: 'everyone, second page', query: {}, next: true },
  { name: 'words', query: { q: 'coach' } },
  { name: 'a name', query: { q: 'ana hor' } },
  { name: 'one filter (specialty)', query: { specialty: 'strength' } },
  { name: 'several filters', query: { specialty: 'endurance', type: 'running', rating: '4' } },
  { name: 'by rating', query: { sort: 'rating' } },
  { name: 'a city, 25 km', query: { city: 'Zagreb', radius: '25' } },
  { name: 'a city, nearest first', query: { city: 'Berlin', radius: '50', sort: 'distance' } },
  { name: 'a city, nearest first, second page', query: { city: 'Berlin', radius: '50', sort: 'distance' }, next: true },
  { name: 'words, a city and a filter', query: { q: 'yoga', city: 'Vienna', radius: '100', mode: 'inPerson' } },
];

/** Kysely plugin that keeps every statement as it is sent (SQL and parameters). */
function recorder(db: () => DB, into: CompiledQuery[]): KyselyPlugin {
  return {
    transformQuery({ node, queryId }) {
      into.push(
        db()
          .getExecutor()
          .compileQuery(node as RootOperationNode, queryId),
      );
      return node;
    },
    transformResult: async ({ result }) => result,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function explainAll(db: DB, label: string): Promise<void> {
  console.log(`\n## ${label}: ${MARKETPLACE_TRAINERS.toLocaleString('en')} generated trainers\n`);
  for (const shape of shapes) {
    let query = marketplaceQuerySchema.parse(shape.query);
    if (shape.next) {
      const first = await searchTrainers(db, query);
      if (!first.next) throw new Error(`${shape.name}: no second page`);
      query = marketplaceQuerySchema.parse({ ...shape.query, after: first.next });
    }
    const statements: CompiledQuery[] = [];
    const recording: DB = db.withPlugin(recorder(() => recording, statements));
    const page = await searchTrainers(recording, query);
    console.log(`### ${shape.name}: ${new URLSearchParams(shape.query).toString() || '(no query)'}`);
    console.log(`${page.items.length} cards${page.total === null ? '' : ` of ${page.total}`}\n`);
    for (const statement of statements) {
      const explain = (analyze: string) =>
        db.executeQuery<{ 'QUERY PLAN': string }>(
          CompiledQuery.raw(`explain (${analyze}) ${statement.sql}`, [...statement.parameters]),
        );
      const times: number[] = [];
      let plan: string[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const { rows } = await explain('analyze, costs off');
        plan = rows.map((row) => row['QUERY PLAN']);
        const line = plan.find((text) => text.startsWith('Execution Time:'));
        times.push(Number(line?.match(/[\d.]+/)?.[0] ?? Number.NaN));
      }
      const sqlText = statement.sql.replace(/\s+/g, ' ').trim();
      console.log('```');
      console.log(sqlText.length > 160 ? `${sqlText.slice(0, 157)}...` : sqlText);
      console.log(plan.filter((text) => !/^(Planning|Execution) Time/.test(text)).join('\n'));
      console.log(`median execution ${median(times).toFixed(2)} ms of ${RUNS} runs`);
      console.log('```\n');
    }
  }
}

for (const database of databasesToRun()) {
  const postgres = database === 'postgres' ? ownPostgres('explain') : undefined;
  const dir = postgres ? undefined : mkdtempSync(path.join(tmpdir(), 'spotter-explain-'));
  try {
    const db = await createDb(postgres ? { databaseUrl: postgres.url } : { pgliteDir: dir! });
    try {
      await migrateToLatest(db);
      const began = performance.now();
      await generateTrainers(db, MARKETPLACE_TRAINERS);
      console.log(`${database}: trainers written in ${((performance.now() - began) / 1000).toFixed(0)} s`);
      await explainAll(db, database === 'postgres' ? 'PostgreSQL' : 'PGlite');
    } finally {
      await db.destroy();
    }
  } finally {
    postgres?.release();
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}
