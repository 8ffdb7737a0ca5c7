import {
  exerciseWriteSchema,
  planWriteSchema,
  type ExerciseWriteInput,
  type PlanEntry,
  type PlanSet,
  type PlanWeek,
} from '@spotter/domain';
import { createExercise } from '../repos/exercises.ts';
import { assignPlan, createPlan } from '../repos/plans.ts';
import type { DB } from './index.ts';
import { demoUserId } from './seed-data.ts';

/** A demo trainer's own exercises, written in their language. */
const ownExercises: Record<string, ExerciseWriteInput[]> = {
  'amra.hodzic@spotter.test': [
    {
      name: 'Čučanj uz zid s pilates loptom',
      instructions:
        'Stavi loptu između donjeg dijela leđa i zida, stopala u širini kukova.\nSpusti se dok butine ne budu paralelne s podom, lopta se kotrlja s tobom.\nZadrži sekundu na dnu, pa se odgurni petama nazad gore.\nKoljena prate smjer prstiju, ne padaju prema unutra.',
      category: 'strength',
      primaryMuscles: ['quadriceps', 'glutes'],
      secondaryMuscles: ['hamstrings'],
      equipment: ['stability_ball'],
      level: 'beginner',
      measure: 'reps',
      imageIds: [],
      videoId: null,
      videoUrl: null,
      language: 'bs',
    },
    {
      name: 'Nošenje kettlebella u jednoj ruci',
      instructions:
        'Podigni kettlebell jednom rukom kao kod mrtvog dizanja.\nHodaj uspravno, ramena u ravnini, trup ne smije da se naginje u stranu.\nNakon zadanog vremena zamijeni ruku.',
      category: 'strength',
      primaryMuscles: ['forearms', 'obliques'],
      secondaryMuscles: ['traps', 'abs'],
      equipment: ['kettlebell'],
      level: 'intermediate',
      measure: 'time',
      imageIds: [],
      videoId: null,
      videoUrl: null,
      language: 'bs',
    },
  ],
  'emina.kovacevic@spotter.test': [
    {
      name: 'Mobilnost kukova za kancelarijski dan',
      instructions:
        'Sjedni u položaj 90-90 i polako prebacuj koljena s jedne na drugu stranu.\nNakon deset prebacivanja kleči u iskorak i pomjeri kuk naprijed 30 sekundi po strani.\nZavrši s deset krugova kukovima u stojećem stavu.',
      category: 'mobility',
      primaryMuscles: ['hip_flexors', 'glutes'],
      secondaryMuscles: ['adductors'],
      equipment: ['none'],
      level: 'beginner',
      measure: 'time',
      imageIds: [],
      videoId: null,
      videoUrl: null,
      language: 'bs',
    },
  ],
};

const set = (values: Partial<PlanSet>): PlanSet => ({
  reps: null,
  seconds: null,
  loadKg: null,
  percent1rm: null,
  restSeconds: 90,
  rir: null,
  tempo: null,
  ...values,
});

type EntrySpec = { exercise: string; measure?: 'reps' | 'time'; sets: PlanSet[]; note?: string; oneRmKg?: number };
type DaySpec = { name?: string; rest?: boolean; blocks?: EntrySpec[][] };

interface PlanSpec {
  trainer: string;
  name: string;
  goal: string;
  weeks: number;
  days: (week: number) => DaySpec[];
  clients: string[];
  /** Days from this week's Monday to the copies' start. */
  startOffset: number;
}

/** Demo plans: exercises by library slug or by the trainer's own exercise name. */
const plans: PlanSpec[] = [
  {
    trainer: 'amra.hodzic@spotter.test',
    name: 'Snaga cijelog tijela — 4 sedmice',
    goal: 'Osnova snage za početnicu: tri treninga sedmično, opterećenje raste svake sedmice.',
    weeks: 4,
    clients: ['adna.begic@spotter.test'],
    startOffset: 0,
    days: (week) => [
      {
        name: 'Noge i trup',
        blocks: [
          [
            {
              exercise: 'barbell-back-squat',
              oneRmKg: 70,
              sets: Array.from({ length: 4 }, () =>
                set({ reps: 6, percent1rm: 65 + week * 5, restSeconds: 150, rir: 2 }),
              ),
              note: 'Šipka na gornjem dijelu leđa, spuštanje tri sekunde.',
            },
          ],
          [
            {
              exercise: 'barbell-romanian-deadlift',
              sets: Array.from({ length: 3 }, () =>
                set({ reps: 8, loadKg: 40 + week * 2.5, restSeconds: 0, tempo: '3010' }),
              ),
            },
            {
              exercise: 'forearm-plank',
              measure: 'time',
              sets: Array.from({ length: 3 }, () => set({ seconds: 40 + week * 5 })),
            },
          ],
          [{ exercise: 'Čučanj uz zid s pilates loptom', sets: [set({ reps: 12 }), set({ reps: 12 })] }],
        ],
      },
      { rest: true },
      {
        name: 'Leđa i stabilnost',
        blocks: [
          [{ exercise: 'lat-pulldown', sets: Array.from({ length: 4 }, () => set({ reps: 10, loadKg: 35, rir: 2 })) }],
          [
            {
              exercise: 'seated-cable-row',
              sets: Array.from({ length: 3 }, () => set({ reps: 10, loadKg: 30, restSeconds: 0 })),
            },
            { exercise: 'dead-bug', sets: Array.from({ length: 3 }, () => set({ reps: 10, restSeconds: 75 })) },
          ],
          [
            {
              exercise: 'Nošenje kettlebella u jednoj ruci',
              measure: 'time',
              sets: Array.from({ length: 3 }, () => set({ seconds: 30, loadKg: 12 })),
              note: 'Po 30 sekundi svakom rukom.',
            },
          ],
        ],
      },
    ],
  },
  {
    trainer: 'emina.kovacevic@spotter.test',
    name: 'Kondicija i mobilnost — 6 sedmica',
    goal: 'Dva kratka treninga sedmično uz posao: kondicija, pokretljivost kukova i zdrava leđa.',
    weeks: 6,
    clients: ['petra.maric@spotter.test', 'haris.mehmedovic@spotter.test'],
    startOffset: -7,
    days: (week) => [
      {
        name: 'Kondicija',
        blocks: [
          [{ exercise: 'rowing-machine', measure: 'time', sets: [set({ seconds: 600, restSeconds: 120 })] }],
          [
            {
              exercise: 'goblet-squat',
              sets: Array.from({ length: 3 }, () => set({ reps: 12, loadKg: 12 + week * 2, restSeconds: 0 })),
            },
            {
              exercise: 'mountain-climbers',
              measure: 'time',
              sets: Array.from({ length: 3 }, () => set({ seconds: 30, restSeconds: 60 })),
            },
          ],
          [{ exercise: 'glute-bridge', sets: Array.from({ length: 3 }, () => set({ reps: 15 })) }],
        ],
      },
      {
        name: 'Mobilnost',
        blocks: [
          [
            {
              exercise: 'Mobilnost kukova za kancelarijski dan',
              measure: 'time',
              sets: [set({ seconds: 300, restSeconds: 30 })],
            },
          ],
          [{ exercise: 'cat-cow', measure: 'time', sets: [set({ seconds: 60, restSeconds: 30 })] }],
          [{ exercise: 'bird-dog', sets: Array.from({ length: 3 }, () => set({ reps: 10, restSeconds: 45 })) }],
        ],
      },
    ],
  },
];

/** A demo exercise's id, the same on every machine (tests name the demo trainer's own exercise). */
export function demoExerciseId(name: string): string {
  return demoUserId(`exercise:${name}`);
}

/** A demo plan's id: the template's, or the copy assigned to `clientEmail`. */
export function demoPlanId(name: string, clientEmail?: string): string {
  return demoUserId(`plan:${name}${clientEmail ? `:${clientEmail}` : ''}`);
}

/** The demo trainer's own exercise and plans, and the demo client's copy (tests open their pages). */
export const demoTraining = {
  trainerExercise: 'Čučanj uz zid s pilates loptom',
  trainerPlan: 'Snaga cijelog tijela — 4 sedmice',
  client: 'adna.begic@spotter.test',
} as const;

/**
 * A demo account's own training items, for the pages that show one (tests open them as that
 * account): a trainer's first own exercise and template, a client's copy.
 */
export function demoTrainingIds(email: string): { exercise?: string; plan?: string; copy?: string } {
  const exercise = Object.hasOwn(ownExercises, email) ? ownExercises[email]![0]?.name : undefined;
  const template = plans.find((plan) => plan.trainer === email);
  const copy = plans.find((plan) => plan.clients.includes(email));
  return {
    ...(exercise && { exercise: demoExerciseId(exercise) }),
    ...(template && { plan: demoPlanId(template.name) }),
    ...(copy && { copy: demoPlanId(copy.name, email) }),
  };
}

/** Monday of the week `now` falls in (UTC), as YYYY-MM-DD, moved by `offsetDays`. */
function mondayOf(now: Date, offsetDays: number): string {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7) + offsetDays);
  return day.toISOString().slice(0, 10);
}

/**
 * The demo trainers' own exercises and plans, each plan assigned to their clients from around
 * now, in the seed's transaction. Exercises and plans go through the repos' own writes.
 */
export async function seedTraining(trx: DB, now: Date): Promise<void> {
  const ownIds = new Map<string, string>();
  for (const [email, list] of Object.entries(ownExercises)) {
    for (const values of list) {
      const created = await createExercise(
        trx,
        demoUserId(email),
        values.language,
        exerciseWriteSchema.parse(values),
        null,
        demoExerciseId(values.name),
      );
      ownIds.set(values.name, created.id);
    }
  }
  const library = new Map(
    (await trx.selectFrom('exercises').select(['id', 'slug']).where('slug', 'is not', null).execute()).map((row) => [
      row.slug!,
      row.id,
    ]),
  );
  const exerciseId = (key: string) => {
    const id = ownIds.get(key) ?? library.get(key);
    if (!id) throw new Error(`Seed plan names an unknown exercise: ${key}`);
    return id;
  };
  let part = 0;
  const partId = (kind: string) => `${kind}-${(part += 1)}`;
  for (const spec of plans) {
    const weeks: PlanWeek[] = Array.from({ length: spec.weeks }, (_, week) => ({
      id: partId('week'),
      days: spec.days(week).map((day) => ({
        id: partId('day'),
        name: day.name ?? null,
        rest: day.rest ?? false,
        blocks: (day.blocks ?? []).map((entries) => ({
          id: partId('block'),
          entries: entries.map((entry): PlanEntry => ({
            id: partId('entry'),
            exerciseId: exerciseId(entry.exercise),
            measure: entry.measure ?? 'reps',
            oneRmKg: entry.oneRmKg ?? null,
            sets: entry.sets,
            note: entry.note ?? null,
          })),
        })),
      })),
    }));
    const trainerId = demoUserId(spec.trainer);
    const template = await createPlan(
      trx,
      trainerId,
      'bs',
      planWriteSchema.parse({ name: spec.name, goal: spec.goal, weeks }),
      demoPlanId(spec.name),
    );
    const emails = new Map(spec.clients.map((email) => [demoUserId(email), email]));
    await assignPlan(
      trx,
      trainerId,
      template.id,
      { clientIds: [...emails.keys()], startDate: mondayOf(now, spec.startOffset) },
      (clientId) => demoPlanId(spec.name, emails.get(clientId)),
    );
  }
}
