/**
 * The exercise library search over 10,000 exercises: the starter library and 9,876 exercises of
 * 120 generated trainers (each a variation of a library exercise, named in the trainer's language
 * as trainers name theirs), in a database of its own per database kind. The search itself is
 * measured (`searchExercises`, the work GET /api/exercises does after its guards), one search after
 * another: it keeps no answers, so every figure is computed.
 *
 * The mix, from a seeded source (the same sequence every run): a reader (a generated trainer, or a
 * client of one whose plan names a few of the trainer's exercises), a reading language, and as
 * people use the page: typing a word of a name letter by letter (two letters up to the whole word,
 * with or without its diacritics, sometimes two words), a filter or two (muscle, equipment,
 * category, level), a scope, an empty search (the first page), and now and then the next page of
 * a search asked before (its cursor).
 *
 * `tsx site/bench/exercises.ts` measures only this (BENCH_DATABASE as for run.ts); BENCH_SLOWEST=N
 * prints the N slowest searches, BENCH_KEEP=1 keeps the PostgreSQL database for a look at plans.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import {
  emptyPlan,
  equipmentKinds,
  exerciseCategories,
  exerciseQuerySchema,
  experienceLevels,
  foldExerciseText,
  locales,
  muscles,
  planWriteSchema,
  type ExercisePage,
  type Locale,
} from '@spotter/domain';
import { createDb, type DB } from '../src/server/db/index.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { insertSearchRows, libraryExercises, searchRows } from '../src/server/exercises/library.ts';
import { searchExercises, type ExerciseReader } from '../src/server/repos/exercises.ts';
import { createPlan, assignPlan } from '../src/server/repos/plans.ts';
import { createUser } from '../src/server/repos/users.ts';
import { databasesToRun } from './options.ts';
import { ownPostgres } from './postgres.ts';
import { seededRandom, type Random } from './random.ts';

export const EXERCISES_TOTAL = 10_000;
const TRAINERS = 120;
const SEARCHES = 3_000;
const WARM_UP = 300;
/** p99 goals of the search (issue: train together, part 1), computed: no answer is kept. */
export const exerciseSearchGoals = { p99Ms: { postgres: 20, pglite: 40 } } as const;

/** How trainers name their variation of an exercise, in each language. */
const variations: Record<Locale, string[]> = {
  en: ['Tempo', 'Paused', 'Single-arm', 'Banded', 'Deficit', 'Slow eccentric', 'Half-kneeling', 'Heavy'],
  bs: ['Tempo', 'S pauzom', 'Jednoručni', 'S gumom', 'Sporo spuštanje', 'Iz klečanja', 'Teški', 'Lagani'],
  de: ['Tempo', 'Pausierte', 'Einarmige', 'Mit Band', 'Defizit', 'Langsame', 'Halbkniend', 'Schwere'],
  hr: ['Tempo', 'S pauzom', 'Jednoručni', 'S elastikom', 'Sporo spuštanje', 'Iz poluklečanja', 'Teški', 'Lagani'],
  sr: ['Tempo', 'Sa pauzom', 'Jednoručni', 'Sa gumom', 'Sporo spuštanje', 'Iz klečanja', 'Teški', 'Laki'],
  sl: ['Tempo', 'S pavzo', 'Enoročni', 'Z elastiko', 'Počasno spuščanje', 'Iz polkleka', 'Težki', 'Lahki'],
};

interface Seeded {
  db: DB;
  trainers: string[];
  clients: Array<{ id: string; trainer: string }>;
  /** Words of exercise names people type, per language. */
  words: Record<Locale, string[]>;
}

async function seedExercises(db: DB, random: Random): Promise<Seeded> {
  const library = libraryExercises();
  const trainers: string[] = [];
  const clients: Seeded['clients'] = [];
  for (let index = 0; index < TRAINERS; index += 1) {
    const trainer = await createUser(db, {
      email: `bench.trainer.${index}@example.test`,
      passwordHash: null,
      role: 'trainer',
      language: random.pick(locales),
    });
    trainers.push(trainer.id);
  }
  const perTrainer = Math.ceil((EXERCISES_TOTAL - library.length) / TRAINERS);
  let left = EXERCISES_TOTAL - library.length;
  for (const trainerId of trainers) {
    const count = Math.min(perTrainer, left);
    left -= count;
    const language = random.pick(locales);
    const rows = Array.from({ length: count }, () => {
      const base = random.pick(library);
      const name = `${random.pick(variations[language])} ${base.text[language].name.toLowerCase()}`.slice(0, 80);
      return { base, name, id: crypto.randomUUID() };
    });
    await sql`insert into exercises (id, owner_id, category, primary_muscles, secondary_muscles, equipment, level, measure, language)
      select r.id, ${trainerId}::uuid, r.category, array(select jsonb_array_elements_text(r.primary_muscles)),
        array(select jsonb_array_elements_text(r.secondary_muscles)), array(select jsonb_array_elements_text(r.equipment)),
        r.level, r.measure, ${language}
      from jsonb_to_recordset(${JSON.stringify(
        rows.map(({ base, id }) => ({
          id,
          category: base.category,
          primary_muscles: base.primaryMuscles,
          secondary_muscles: base.secondaryMuscles,
          equipment: base.equipment,
          level: base.level,
          measure: base.measure,
        })),
      )}::jsonb) as r (id uuid, category text, primary_muscles jsonb, secondary_muscles jsonb, equipment jsonb, level text, measure text)`.execute(
      db,
    );
    await sql`insert into exercise_texts (exercise_id, locale, name, steps)
      select r.id, ${language}, r.name, '{}' from jsonb_to_recordset(${JSON.stringify(
        rows.map(({ id, name }) => ({ id, name })),
      )}::jsonb) as r (id uuid, name text)`.execute(db);
    await insertSearchRows(
      db,
      rows.flatMap(({ id, name, base }) =>
        searchRows(id, { [language]: name }, name, {
          owner_id: trainerId,
          archived: false,
          category: base.category,
          level: base.level,
          muscles: [...base.primaryMuscles, ...base.secondaryMuscles],
          equipment: base.equipment,
        }),
      ),
    );

    // Two clients of each of the first trainers follow a plan naming a few of their exercises.
    if (clients.length < 40) {
      const plan = emptyPlan(1, 1);
      plan.weeks[0]!.days[0]!.blocks = rows.slice(0, 4).map((row, index) => ({
        id: `block-${index}`,
        entries: [
          {
            id: `entry-${index}`,
            exerciseId: row.id,
            measure: 'reps',
            oneRmKg: null,
            sets: [
              { reps: 10, seconds: null, loadKg: null, percent1rm: null, restSeconds: 60, rir: null, tempo: null },
            ],
            note: null,
          },
        ],
      }));
      const template = await createPlan(
        db,
        trainerId,
        'en',
        planWriteSchema.parse({ name: 'Bench plan', weeks: plan.weeks }),
      );
      const ids: string[] = [];
      for (let index = 0; index < 2; index += 1) {
        const client = await createUser(db, {
          email: `bench.client.${clients.length}@example.test`,
          passwordHash: null,
          role: 'client',
          language: 'en',
        });
        await db.insertInto('trainer_clients').values({ trainer_id: trainerId, client_id: client.id }).execute();
        clients.push({ id: client.id, trainer: trainerId });
        ids.push(client.id);
      }
      await assignPlan(db, trainerId, template.id, { clientIds: ids, startDate: '2026-11-30' });
    }
  }
  await sql`analyze`.execute(db);
  const words = Object.fromEntries(
    locales.map((locale) => [
      locale,
      [
        ...new Set(
          library.flatMap((exercise) =>
            exercise.text[locale].name.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= 3),
          ),
        ),
      ],
    ]),
  ) as Record<Locale, string[]>;
  return { db, trainers, clients, words };
}

/** One search as people make them (see the module's comment). */
function drawSearch(
  seeded: Seeded,
  random: Random,
  cursors: Array<{ reader: ExerciseReader; locale: Locale; query: Record<string, string> }>,
) {
  if (cursors.length > 0 && random.chance(0.1)) {
    return cursors.splice(random.below(cursors.length), 1)[0]!;
  }
  const asClient = random.chance(0.3) && seeded.clients.length > 0;
  const reader: ExerciseReader = asClient
    ? { id: random.pick(seeded.clients).id, role: 'client' }
    : { id: random.pick(seeded.trainers), role: 'trainer' };
  const locale = random.pick(locales);
  const query: Record<string, string> = {};
  if (random.chance(0.8)) {
    const word = random.pick(seeded.words[locale]);
    const typed = word.slice(0, 2 + random.below(Math.max(1, word.length - 1)));
    let q = random.chance(0.5) ? foldExerciseText(typed) : typed;
    if (random.chance(0.15)) q = `${q} ${random.pick(seeded.words[locale]).slice(0, 3)}`;
    query.q = q;
  }
  if (random.chance(0.25)) query.muscle = random.pick(muscles);
  if (random.chance(0.15)) query.equipment = random.pick(equipmentKinds);
  if (random.chance(0.1)) query.category = random.pick(exerciseCategories);
  if (random.chance(0.1)) query.level = random.pick(experienceLevels);
  if (random.chance(0.3))
    query.scope =
      reader.role === 'trainer' ? random.pick(['library', 'mine', 'archived']) : random.pick(['library', 'mine']);
  return { reader, locale, query };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export interface ExerciseSearchFigures {
  exercises: number;
  searches: number;
  /** Share of searches with at least one exercise. */
  withResults: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  goalP99Ms: number;
}

async function measure(db: DB, database: 'postgres' | 'pglite'): Promise<ExerciseSearchFigures> {
  const random = seededRandom(28);
  const seeded = await seedExercises(db, random);
  const { count } = await db
    .selectFrom('exercises')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  const cursors: Array<{ reader: ExerciseReader; locale: Locale; query: Record<string, string> }> = [];
  const times: number[] = [];
  const slow: Array<{ elapsed: number; search: Record<string, string> }> = [];
  let withResults = 0;
  for (let index = 0; index < WARM_UP + SEARCHES; index += 1) {
    const search = drawSearch(seeded, random, cursors);
    const query = exerciseQuerySchema.parse(search.query);
    const started = performance.now();
    const page: ExercisePage = await searchExercises(db, search.reader, search.locale, query);
    const elapsed = performance.now() - started;
    if (page.next && cursors.length < 50) cursors.push({ ...search, query: { ...search.query, after: page.next } });
    if (index < WARM_UP) continue;
    if (process.env.BENCH_SLOWEST)
      slow.push({ elapsed, search: { role: search.reader.role, locale: search.locale, ...search.query } });
    times.push(elapsed);
    if (page.items.length > 0) withResults += 1;
  }
  times.sort((a, b) => a - b);
  if (process.env.BENCH_SLOWEST) {
    slow.sort((a, b) => b.elapsed - a.elapsed);
    for (const each of slow.slice(0, Number(process.env.BENCH_SLOWEST)))
      console.log(Math.round(each.elapsed), JSON.stringify(each.search));
  }
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    exercises: Number(count),
    searches: times.length,
    withResults: round((withResults / times.length) * 100) / 100,
    p50Ms: round(percentile(times, 50)),
    p95Ms: round(percentile(times, 95)),
    p99Ms: round(percentile(times, 99)),
    goalP99Ms: exerciseSearchGoals.p99Ms[database],
  };
}

/** The exercise search figures on a fresh database of the given kind. */
export async function exerciseSearchFigures(database: 'postgres' | 'pglite'): Promise<ExerciseSearchFigures> {
  if (database === 'postgres') {
    const postgres = ownPostgres('exercises');
    const db = await createDb({ databaseUrl: postgres.url, poolSize: 2 });
    try {
      await migrateToLatest(db);
      return await measure(db, database);
    } finally {
      await db.destroy();
      // BENCH_KEEP=1 leaves the database for a look at its plans (EXPLAIN), named in the output.
      if (!process.env.BENCH_KEEP) postgres.release();
    }
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'spotter-bench-exercises-'));
  const db = await createDb({ pgliteDir: dir });
  try {
    await migrateToLatest(db);
    return await measure(db, database);
  } finally {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}

export function exerciseSearchLine(database: string, figures: ExerciseSearchFigures): string {
  const verdict = figures.p99Ms <= figures.goalP99Ms ? 'meets' : 'misses';
  return `Exercise search, ${database}: ${figures.exercises.toLocaleString('en')} exercises, ${figures.searches} searches (computed, none kept), ${Math.round(figures.withResults * 100)} % with results: p50 ${figures.p50Ms} ms, p95 ${figures.p95Ms} ms, p99 ${figures.p99Ms} ms (goal ≤ ${figures.goalP99Ms} ms: ${verdict})`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const database of databasesToRun()) {
    console.log(exerciseSearchLine(database, await exerciseSearchFigures(database)));
  }
  process.exit(0);
}
