/**
 * The training-plan contract (after wger's routine → day → slot → entry): a plan is weeks of days;
 * a day is a rest day or a list of blocks; a block is one exercise or a superset of several; each
 * entry has sets with targets. A template belongs to a trainer; assigning it copies it for each
 * client, so an edit for one client never reaches another.
 *
 * GET/POST /api/plans, GET/PUT/DELETE /api/plans/{id}, POST /api/plans/{id}/duplicate,
 * POST /api/plans/{id}/assign; the client reads GET /api/plans/current.
 */
import { z } from 'zod';
import { optionalText, requiredText } from '../profile/fields.ts';

export const planLimits = {
  nameChars: 80,
  goalChars: 300,
  dayNameChars: 60,
  noteChars: 300,
  maxWeeks: 16,
  maxDaysPerWeek: 7,
  /** Exercises on one day, counting every exercise of a superset. */
  maxEntriesPerDay: 20,
  maxSupersetSize: 4,
  maxSetsPerEntry: 10,
  maxReps: 100,
  maxSeconds: 3_600,
  maxLoadKg: 500,
  maxPercent: 120,
  maxOneRmKg: 500,
  maxRestSeconds: 900,
  maxRir: 10,
  /** Templates and client copies a trainer keeps. */
  plansPerTrainer: 300,
  /** Clients one assignment reaches. */
  assignClients: 50,
} as const;

/** Tempo as four digits (eccentric, bottom, concentric, top), X for explosive: "3010", "20X1". */
export const tempoPattern = /^[0-9X]{4}$/;

const id = z.string({ error: 'validation_invalid' }).regex(/^[A-Za-z0-9_-]{1,40}$/, { error: 'validation_invalid' });
const whole = (min: number, max: number, key = 'plans_error_number_range') =>
  z
    .number({ error: 'validation_invalid' })
    .int({ error: 'validation_invalid' })
    .min(min, { error: key })
    .max(max, { error: key });
const decimal = (min: number, max: number) =>
  z
    .number({ error: 'validation_invalid' })
    .min(min, { error: 'plans_error_number_range' })
    .max(max, { error: 'plans_error_number_range' })
    .transform((value) => Math.round(value * 100) / 100);

/**
 * One set's targets: reps or seconds (by the entry's measure), a load in kg or as a percent of the
 * entry's stated 1RM, rest after it, and reps in reserve or a tempo.
 */
export const planSetSchema = z.object({
  reps: whole(1, planLimits.maxReps).nullable().default(null),
  seconds: whole(1, planLimits.maxSeconds).nullable().default(null),
  loadKg: decimal(0, planLimits.maxLoadKg).nullable().default(null),
  percent1rm: whole(1, planLimits.maxPercent).nullable().default(null),
  restSeconds: whole(0, planLimits.maxRestSeconds).nullable().default(null),
  rir: whole(0, planLimits.maxRir).nullable().default(null),
  tempo: z
    .string({ error: 'validation_invalid' })
    .trim()
    .toUpperCase()
    .regex(tempoPattern, { error: 'plans_error_tempo' })
    .nullable()
    .default(null)
    .or(z.literal('').transform(() => null)),
});
export type PlanSet = z.infer<typeof planSetSchema>;

export const planEntrySchema = z
  .object({
    id,
    exerciseId: z.uuid({ error: 'plans_error_exercise' }),
    measure: z.enum(['reps', 'time'], { error: 'validation_option_invalid' }),
    /** The 1RM a percent load is taken of, in kg. */
    oneRmKg: decimal(1, planLimits.maxOneRmKg).nullable().default(null),
    sets: z
      .array(planSetSchema)
      .min(1, { error: 'plans_error_no_sets' })
      .max(planLimits.maxSetsPerEntry, { error: 'plans_error_too_many_sets' }),
    note: optionalText(planLimits.noteChars, { lines: true }),
  })
  .superRefine((entry, context) => {
    entry.sets.forEach((set, index) => {
      if (set.loadKg !== null && set.percent1rm !== null) {
        context.addIssue({ code: 'custom', path: ['sets', index, 'loadKg'], message: 'plans_error_one_load' });
      }
      if (set.percent1rm !== null && entry.oneRmKg === null) {
        context.addIssue({ code: 'custom', path: ['oneRmKg'], message: 'plans_error_one_rm_needed' });
      }
    });
  });
export type PlanEntry = z.infer<typeof planEntrySchema>;

/** A block: one exercise, or a superset (two or more done back to back, rest after the round). */
export const planBlockSchema = z.object({
  id,
  entries: z
    .array(planEntrySchema)
    .min(1, { error: 'validation_invalid' })
    .max(planLimits.maxSupersetSize, { error: 'plans_error_superset_size' }),
});
export type PlanBlock = z.infer<typeof planBlockSchema>;

export const planDaySchema = z
  .object({
    id,
    name: optionalText(planLimits.dayNameChars),
    rest: z.boolean({ error: 'validation_invalid' }),
    blocks: z.array(planBlockSchema),
  })
  .superRefine((day, context) => {
    if (day.rest && day.blocks.length > 0) {
      context.addIssue({ code: 'custom', path: ['blocks'], message: 'plans_error_rest_day_blocks' });
    }
    const entries = day.blocks.reduce((sum, block) => sum + block.entries.length, 0);
    if (entries > planLimits.maxEntriesPerDay) {
      context.addIssue({
        code: 'custom',
        path: ['blocks'],
        message: 'plans_error_too_many_entries',
        params: { max: planLimits.maxEntriesPerDay },
      });
    }
  });
export type PlanDay = z.infer<typeof planDaySchema>;

export const planWeekSchema = z.object({
  id,
  days: z.array(planDaySchema).min(1, { error: 'validation_invalid' }).max(planLimits.maxDaysPerWeek, {
    error: 'plans_error_too_many_days',
  }),
});
export type PlanWeek = z.infer<typeof planWeekSchema>;

/** A plan as the builder sends it (POST /api/plans, PUT /api/plans/{id}). */
export const planWriteSchema = z
  .object({
    name: requiredText(planLimits.nameChars),
    goal: optionalText(planLimits.goalChars, { lines: true }),
    weeks: z
      .array(planWeekSchema)
      .min(1, { error: 'validation_invalid' })
      .max(planLimits.maxWeeks, { error: 'plans_error_too_many_weeks' }),
    /** A client copy's first day (YYYY-MM-DD); templates have none. */
    startDate: z.iso.date({ error: 'validation_date_invalid' }).nullable().optional(),
    /** The version the builder read (PUT only): a stale one answers 409. */
    version: z.number({ error: 'validation_invalid' }).int().min(0).optional(),
  })
  .superRefine((plan, context) => {
    const days = plan.weeks[0]?.days.length ?? 0;
    plan.weeks.forEach((week, index) => {
      if (week.days.length !== days) {
        context.addIssue({ code: 'custom', path: ['weeks', index, 'days'], message: 'plans_error_week_days' });
      }
    });
    const ids = new Set<string>();
    for (const week of plan.weeks) {
      for (const part of [week, ...week.days, ...week.days.flatMap((day) => day.blocks)]) {
        if (ids.has(part.id)) {
          context.addIssue({ code: 'custom', path: ['weeks'], message: 'validation_duplicate' });
          return;
        }
        ids.add(part.id);
      }
    }
  });
export type PlanWrite = z.infer<typeof planWriteSchema>;
export type PlanWriteInput = z.input<typeof planWriteSchema>;

/** DELETE /api/plans/{id}?version=: the version read (409 when it changed since). */
export const planDeleteQuerySchema = z.object({ version: z.coerce.number().int().min(0) });

export const planAssignSchema = z.object({
  clientIds: z
    .array(z.uuid({ error: 'validation_invalid' }))
    .min(1, { error: 'plans_error_choose_client' })
    .max(planLimits.assignClients, { error: 'plans_error_too_many_clients' })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'validation_duplicate' }),
  startDate: z.iso.date({ error: 'validation_date_invalid' }),
});
export type PlanAssign = z.infer<typeof planAssignSchema>;

/** An exercise a plan names, as the builder and the client's view show it. */
export interface PlanExercise {
  id: string;
  name: string;
  measure: 'reps' | 'time';
  thumbnailUrl: string | null;
  archived: boolean;
}

/** A plan in a list. */
export interface PlanSummary {
  id: string;
  name: string;
  goal: string | null;
  weeks: number;
  daysPerWeek: number;
  /** Null for a template. */
  client: { id: string; name: string } | null;
  startDate: string | null;
  /** The template a client copy was made from, when it still exists. */
  templateId: string | null;
  /** A copy whose coaching ended: readable by the client, no longer edited. */
  ended: boolean;
  updatedAt: string;
  /** Changes with every save (a save or delete of an older one answers 409). */
  version: number;
}

/** One plan whole, with the exercises it names. */
export interface PlanDetail extends PlanSummary {
  document: { weeks: PlanWeek[] };
  exercises: PlanExercise[];
  /** The trainer (as the client reads it). */
  trainer: { id: string; name: string };
}

/** Where a client is in a plan on a given date: its week and day, or before or after it. */
export type PlanPosition =
  | { state: 'upcoming'; startsInDays: number }
  /** `day` is the weekday index from the start (0-6); `dayInPlan` the plan's day, null on a free day. */
  | { state: 'current'; week: number; day: number; dayInPlan: number | null }
  | { state: 'finished' };

/**
 * The week and day of `date` (YYYY-MM-DD) in a plan starting on `startDate` with `weeks` weeks of
 * `daysPerWeek` days. A plan of fewer than seven days a week still spans calendar weeks: day
 * indexes past its days are the week's free days (null day).
 */
export function planPosition(startDate: string, date: string, weeks: number, daysPerWeek: number): PlanPosition {
  const start = Date.parse(`${startDate}T00:00:00Z`);
  const today = Date.parse(`${date}T00:00:00Z`);
  const elapsed = Math.round((today - start) / 86_400_000);
  if (elapsed < 0) return { state: 'upcoming', startsInDays: -elapsed };
  const week = Math.floor(elapsed / 7);
  if (week >= weeks) return { state: 'finished' };
  const dayOfWeek = elapsed % 7;
  return { state: 'current', week, day: dayOfWeek, dayInPlan: dayOfWeek < daysPerWeek ? dayOfWeek : null };
}

/** A new id for a part of a plan (week, day, block, entry), unique within the plan. */
export function newPlanPartId(): string {
  const bytes = new Uint8Array(9);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(36).padStart(2, '0'))
    .join('')
    .slice(0, 16);
}

/** An empty plan of `weeks` weeks of `daysPerWeek` training days. */
export function emptyPlan(weeks: number, daysPerWeek: number): { weeks: PlanWeek[] } {
  return {
    weeks: Array.from({ length: weeks }, () => ({
      id: newPlanPartId(),
      days: Array.from({ length: daysPerWeek }, () => ({ id: newPlanPartId(), name: null, rest: false, blocks: [] })),
    })),
  };
}

/** A copy of a week, a day or a block with every id made new (duplicating never shares ids). */
export function withNewIds<T>(part: T): T {
  if (Array.isArray(part)) return part.map((item) => withNewIds(item)) as T;
  if (part && typeof part === 'object') {
    const copy: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(part)) {
      copy[key] = key === 'id' && typeof value === 'string' ? newPlanPartId() : withNewIds(value);
    }
    return copy as T;
  }
  return part;
}

/** A new set like the last one of an entry (or an empty one by the measure). */
export function nextSet(entry: Pick<PlanEntry, 'sets' | 'measure'>): PlanSet {
  const last = entry.sets.at(-1);
  if (last) return { ...last };
  return {
    reps: entry.measure === 'reps' ? 10 : null,
    seconds: entry.measure === 'time' ? 30 : null,
    loadKg: null,
    percent1rm: null,
    restSeconds: 90,
    rir: null,
    tempo: null,
  };
}

/** Every exercise id a plan names, each once. */
export function planExerciseIds(document: { weeks: PlanWeek[] }): string[] {
  const ids = new Set<string>();
  for (const week of document.weeks)
    for (const day of week.days)
      for (const block of day.blocks) for (const entry of block.entries) ids.add(entry.exerciseId);
  return [...ids];
}
