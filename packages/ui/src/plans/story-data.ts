import type {
  PlanBlock,
  PlanDay,
  PlanDetail,
  PlanEntry,
  PlanExercise,
  PlanSet,
  PlanSummary,
  PlanWeek,
} from '@spotter/domain';

/* Demo exercises and training plans for the plan builder, plan view and plan list stories. */

const thumbnail = (background: string, figure: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${background}"/><rect x="8" y="29" width="48" height="6" rx="2" fill="${figure}"/><rect x="10" y="20" width="6" height="24" rx="2" fill="${figure}"/><rect x="48" y="20" width="6" height="24" rx="2" fill="${figure}"/></svg>`,
  )}`;

const exercise = (
  number: number,
  name: string,
  measure: PlanExercise['measure'] = 'reps',
  thumbnailUrl: string | null = null,
): PlanExercise => ({
  id: `3f6c9a10-5b2e-4c1a-9d7e-${String(number).padStart(12, '0')}`,
  name,
  measure,
  thumbnailUrl,
  archived: false,
});

export const benchPress = exercise(1, 'Barbell bench press', 'reps', thumbnail('#dbeafe', '#1e3a8a'));
export const barbellRow = exercise(2, 'Bent-over barbell row', 'reps', thumbnail('#dcfce7', '#14532d'));
export const overheadPress = exercise(3, 'Overhead press', 'reps', thumbnail('#fef3c7', '#78350f'));
export const pullUp = exercise(4, 'Pull-up');
export const backSquat = exercise(5, 'Back squat', 'reps', thumbnail('#ede9fe', '#4c1d95'));
export const romanianDeadlift = exercise(6, 'Romanian deadlift', 'reps', thumbnail('#fee2e2', '#7f1d1d'));
export const walkingLunge = exercise(7, 'Dumbbell walking lunge');
export const legCurl = exercise(8, 'Lying leg curl');
export const standingCalfRaise = exercise(9, 'Standing calf raise');
export const plank = exercise(10, 'Plank', 'time');
export const inclineDumbbellPress = exercise(11, 'Incline dumbbell press');
export const latPulldown = exercise(12, 'Lat pulldown');
export const deadlift = exercise(13, 'Conventional deadlift', 'reps', thumbnail('#e0f2fe', '#0c4a6e'));
export const facePull = exercise(14, 'Cable face pull');
export const hipThrust = exercise(15, 'Barbell hip thrust');
export const sidePlank = exercise(16, 'Side plank', 'time');
export const bicepsCurl = exercise(17, 'Dumbbell biceps curl');
export const tricepsPushdown = exercise(18, 'Triceps rope pushdown');
export const gobletSquat = exercise(19, 'Goblet squat');
export const farmersCarry = exercise(20, "Farmer's carry", 'time');

/** Every demo exercise, as the builder's `exercises` prop and the picker's search take them. */
export const planExercises: PlanExercise[] = [
  benchPress,
  barbellRow,
  overheadPress,
  pullUp,
  backSquat,
  romanianDeadlift,
  walkingLunge,
  legCurl,
  standingCalfRaise,
  plank,
  inclineDumbbellPress,
  latPulldown,
  deadlift,
  facePull,
  hipThrust,
  sidePlank,
  bicepsCurl,
  tricepsPushdown,
  gobletSquat,
  farmersCarry,
];

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The picker's search over the demo exercises: every word of the query, without case or accents. */
export function searchPlanExercises(query: string, delayMs = 150): Promise<PlanExercise[]> {
  const words = fold(query).split(/\s+/).filter(Boolean);
  const found = planExercises.filter((item) => words.every((word) => fold(item.name).includes(word)));
  return new Promise((resolve) => setTimeout(() => resolve(found.slice(0, 20)), delayMs));
}

const set = (values: Partial<PlanSet>): PlanSet => ({
  reps: null,
  seconds: null,
  loadKg: null,
  percent1rm: null,
  restSeconds: null,
  rir: null,
  tempo: null,
  ...values,
});

const times = (count: number, values: Partial<PlanSet>) => Array.from({ length: count }, () => set(values));

const entry = (
  id: string,
  item: PlanExercise,
  sets: PlanSet[],
  extra: Partial<Pick<PlanEntry, 'note' | 'oneRmKg'>> = {},
): PlanEntry => ({
  id,
  exerciseId: item.id,
  measure: item.measure,
  oneRmKg: extra.oneRmKg ?? null,
  sets,
  note: extra.note ?? null,
});

/**
 * One week of a four-day upper/lower split; `week` (0-3) adds load and a rep, the last week deloads.
 * Day 3 is a rest day, day 1 and 4 end with supersets.
 */
function upperLowerWeek(week: number): PlanWeek {
  const w = `w${week + 1}`;
  const deload = week === 3;
  const add = deload ? -10 : week * 2.5;
  const sets = deload ? 2 : 3;
  const upper: PlanBlock[] = [
    {
      id: `${w}d1b1`,
      entries: [
        entry(
          `${w}d1b1e1`,
          benchPress,
          [
            set({ reps: 10, loadKg: 60 + add, restSeconds: 120, rir: 3 }),
            ...times(sets, { reps: 8, loadKg: 70 + add, restSeconds: 120, rir: 2, tempo: '3010' }),
          ],
          { note: week === 0 ? 'Shoulder blades back and down; touch the chest, no bounce.' : null },
        ),
      ],
    },
    {
      id: `${w}d1b2`,
      entries: [
        entry(`${w}d1b2e1`, barbellRow, times(sets, { reps: 10, loadKg: 50 + add, restSeconds: 0, rir: 2 })),
        entry(`${w}d1b2e2`, pullUp, times(sets, { reps: 8, restSeconds: 90, rir: 1 })),
      ],
    },
    {
      id: `${w}d1b3`,
      entries: [
        entry(`${w}d1b3e1`, overheadPress, times(sets, { reps: 10, loadKg: 35 + add / 2, restSeconds: 90, rir: 2 })),
      ],
    },
    {
      id: `${w}d1b4`,
      entries: [
        entry(`${w}d1b4e1`, bicepsCurl, times(sets, { reps: 12, loadKg: 12, restSeconds: 0 })),
        entry(`${w}d1b4e2`, tricepsPushdown, times(sets, { reps: 12, loadKg: 25, restSeconds: 60 })),
      ],
    },
  ];
  const lower: PlanBlock[] = [
    {
      id: `${w}d2b1`,
      entries: [
        entry(
          `${w}d2b1e1`,
          backSquat,
          times(sets + 1, { reps: 6, loadKg: 90 + add * 2, restSeconds: 180, rir: 2, tempo: '20X1' }),
        ),
      ],
    },
    {
      id: `${w}d2b2`,
      entries: [
        entry(`${w}d2b2e1`, romanianDeadlift, times(sets, { reps: 10, loadKg: 70 + add, restSeconds: 120, rir: 2 })),
      ],
    },
    {
      id: `${w}d2b3`,
      entries: [
        entry(`${w}d2b3e1`, walkingLunge, times(sets, { reps: 12, loadKg: 16, restSeconds: 90 }), {
          note: 'Reps per leg.',
        }),
      ],
    },
    {
      id: `${w}d2b4`,
      entries: [entry(`${w}d2b4e1`, plank, times(3, { seconds: 45 + week * 5, restSeconds: 60 }))],
    },
  ];
  const full: PlanBlock[] = [
    {
      id: `${w}d4b1`,
      entries: [
        entry(`${w}d4b1e1`, deadlift, times(sets, { reps: 5, loadKg: 110 + add * 2, restSeconds: 180, rir: 2 })),
      ],
    },
    {
      id: `${w}d4b2`,
      entries: [
        entry(`${w}d4b2e1`, inclineDumbbellPress, times(sets, { reps: 10, loadKg: 24, restSeconds: 0 })),
        entry(`${w}d4b2e2`, latPulldown, times(sets, { reps: 10, loadKg: 55, restSeconds: 0 })),
        entry(`${w}d4b2e3`, facePull, times(sets, { reps: 15, loadKg: 20, restSeconds: 90 })),
      ],
    },
    {
      id: `${w}d4b3`,
      entries: [entry(`${w}d4b3e1`, farmersCarry, times(3, { seconds: 40, loadKg: 28, restSeconds: 90 }))],
    },
  ];
  const days: PlanDay[] = [
    { id: `${w}d1`, name: 'Upper A', rest: false, blocks: upper },
    { id: `${w}d2`, name: 'Lower A', rest: false, blocks: lower },
    { id: `${w}d3`, name: null, rest: true, blocks: [] },
    { id: `${w}d4`, name: 'Full body', rest: false, blocks: full },
  ];
  return { id: w, days };
}

/** Four weeks of an upper/lower split with supersets, a rest day and a deload week. */
export const upperLowerWeeks: PlanWeek[] = [0, 1, 2, 3].map(upperLowerWeek);

/** One week of three days: a training day, a rest day, a training day. */
export const restDayWeeks: PlanWeek[] = [
  {
    id: 'r1',
    days: [
      {
        id: 'r1d1',
        name: 'Full body',
        rest: false,
        blocks: [
          {
            id: 'r1d1b1',
            entries: [entry('r1d1b1e1', gobletSquat, times(3, { reps: 12, loadKg: 20, restSeconds: 90 }))],
          },
          { id: 'r1d1b2', entries: [entry('r1d1b2e1', pullUp, times(3, { reps: 6, restSeconds: 120, rir: 2 }))] },
          { id: 'r1d1b3', entries: [entry('r1d1b3e1', sidePlank, times(2, { seconds: 30, restSeconds: 45 }))] },
        ],
      },
      { id: 'r1d2', name: 'Walk 30 minutes', rest: true, blocks: [] },
      {
        id: 'r1d3',
        name: 'Full body',
        rest: false,
        blocks: [
          {
            id: 'r1d3b1',
            entries: [entry('r1d3b1e1', hipThrust, times(3, { reps: 10, loadKg: 60, restSeconds: 90 }))],
          },
          { id: 'r1d3b2', entries: [entry('r1d3b2e1', standingCalfRaise, times(3, { reps: 15, restSeconds: 60 }))] },
        ],
      },
    ],
  },
];

/** One strength week in percent of 1RM (a 5/3/1-style wave), each main lift with its 1RM. */
export const percentLoadWeeks: PlanWeek[] = [
  {
    id: 'p1',
    days: [
      {
        id: 'p1d1',
        name: 'Squat',
        rest: false,
        blocks: [
          {
            id: 'p1d1b1',
            entries: [
              entry(
                'p1d1b1e1',
                backSquat,
                [
                  set({ reps: 5, percent1rm: 65, restSeconds: 180 }),
                  set({ reps: 5, percent1rm: 75, restSeconds: 180 }),
                  set({ reps: 5, percent1rm: 85, restSeconds: 240, rir: 1 }),
                ],
                { oneRmKg: 140, note: 'Last set: as many good reps as you can, stop one short of failure.' },
              ),
            ],
          },
          { id: 'p1d1b2', entries: [entry('p1d1b2e1', legCurl, times(3, { reps: 12, loadKg: 35, restSeconds: 60 }))] },
        ],
      },
      {
        id: 'p1d2',
        name: 'Bench',
        rest: false,
        blocks: [
          {
            id: 'p1d2b1',
            entries: [
              entry(
                'p1d2b1e1',
                benchPress,
                [
                  set({ reps: 5, percent1rm: 65, restSeconds: 150 }),
                  set({ reps: 5, percent1rm: 75, restSeconds: 150 }),
                  set({ reps: 5, percent1rm: 85, restSeconds: 180 }),
                ],
                { oneRmKg: 100 },
              ),
            ],
          },
          {
            id: 'p1d2b2',
            entries: [entry('p1d2b2e1', latPulldown, times(4, { reps: 10, loadKg: 60, restSeconds: 90 }))],
          },
        ],
      },
    ],
  },
];

export const clientAdna = { id: '9a4e2b71-3c5d-4e6f-8a9b-000000000001', name: 'Adna B.' } as const;
export const clientLuka = { id: '9a4e2b71-3c5d-4e6f-8a9b-000000000002', name: 'Luka M.' } as const;

const upperLowerSummary: PlanSummary = {
  id: '6b2d8e40-7a1c-4f3b-8e5d-000000000001',
  name: 'Upper/lower strength, 4 weeks',
  goal: 'Build strength in the main lifts with four sessions a week; week 4 is a lighter deload.',
  weeks: 4,
  daysPerWeek: 4,
  client: null,
  startDate: null,
  templateId: null,
  ended: false,
  updatedAt: '2026-03-02T09:15:00Z',
  version: 3,
};

/** Demo plans as a trainer's list shows them: templates, a client copy, an ended copy. */
export const planSummaries: PlanSummary[] = [
  upperLowerSummary,
  {
    id: '6b2d8e40-7a1c-4f3b-8e5d-000000000002',
    name: '5/3/1 strength block',
    goal: 'Percent-based work on squat and bench press.',
    weeks: 1,
    daysPerWeek: 2,
    client: null,
    startDate: null,
    templateId: null,
    ended: false,
    updatedAt: '2026-02-20T17:40:00Z',
    version: 3,
  },
  {
    id: '6b2d8e40-7a1c-4f3b-8e5d-000000000003',
    name: 'Upper/lower strength, 4 weeks',
    goal: 'Build strength in the main lifts with four sessions a week; week 4 is a lighter deload.',
    weeks: 4,
    daysPerWeek: 4,
    client: clientAdna,
    startDate: '2026-03-09',
    templateId: upperLowerSummary.id,
    ended: false,
    updatedAt: '2026-03-05T08:00:00Z',
    version: 3,
  },
  {
    id: '6b2d8e40-7a1c-4f3b-8e5d-000000000004',
    name: 'Back to training',
    goal: null,
    weeks: 1,
    daysPerWeek: 3,
    client: clientLuka,
    startDate: '2026-01-12',
    templateId: null,
    ended: true,
    updatedAt: '2026-01-10T12:30:00Z',
    version: 3,
  },
];

const trainer = { id: '5d0c1a8e-1111-4a1b-9c01-000000000001', name: 'Marko Horvat' } as const;

/** The four-week template whole. */
export const upperLowerPlan: PlanDetail = {
  ...upperLowerSummary,
  document: { weeks: upperLowerWeeks },
  exercises: planExercises,
  trainer,
  version: 3,
};

/** Adna's copy of the template, starting on Monday 9 March 2026. */
export const adnaPlan: PlanDetail = {
  ...(planSummaries[2] as PlanSummary),
  document: { weeks: upperLowerWeeks },
  exercises: planExercises,
  trainer,
  version: 1,
};

/** The percent-based template whole. */
export const percentPlan: PlanDetail = {
  ...(planSummaries[1] as PlanSummary),
  document: { weeks: percentLoadWeeks },
  exercises: planExercises,
  trainer,
  version: 7,
};
