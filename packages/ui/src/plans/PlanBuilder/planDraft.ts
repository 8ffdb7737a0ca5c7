import {
  newPlanPartId,
  nextSet,
  planLimits,
  withNewIds,
  type PlanBlock,
  type PlanDay,
  type PlanEntry,
  type PlanExercise,
  type PlanSet,
  type PlanWeek,
  type PlanWriteInput,
} from '@spotter/domain';

/* The plan as the builder edits it, and the edits, each returning a new plan (never changing one). */

/** The plan being edited: what `onChange` hands the island to keep as a draft. */
export interface PlanDraft {
  name: string;
  goal: string;
  weeks: PlanWeek[];
  startDate?: string | null;
  version?: number;
}

/** A day by its week and place in the week, from 0. */
export interface DayRef {
  week: number;
  day: number;
}

export type LoadMode = 'kg' | 'percent';

const replaceAt = <T>(items: readonly T[], index: number, item: T): T[] =>
  items.map((current, at) => (at === index ? item : current));

/** Moves the item at `from` to `to` (both in the list before the move). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item === undefined) return [...items];
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}

export const emptyDay = (): PlanDay => ({ id: newPlanPartId(), name: null, rest: false, blocks: [] });

export function updateDay(draft: PlanDraft, ref: DayRef, change: (day: PlanDay) => PlanDay): PlanDraft {
  const week = draft.weeks[ref.week];
  const day = week?.days[ref.day];
  if (!week || !day) return draft;
  return {
    ...draft,
    weeks: replaceAt(draft.weeks, ref.week, { ...week, days: replaceAt(week.days, ref.day, change(day)) }),
  };
}

export function updateBlock(
  draft: PlanDraft,
  ref: DayRef,
  blockIndex: number,
  change: (block: PlanBlock) => PlanBlock,
): PlanDraft {
  return updateDay(draft, ref, (day) => {
    const block = day.blocks[blockIndex];
    return block ? { ...day, blocks: replaceAt(day.blocks, blockIndex, change(block)) } : day;
  });
}

export function updateEntry(
  draft: PlanDraft,
  ref: DayRef,
  blockIndex: number,
  entryIndex: number,
  change: (entry: PlanEntry) => PlanEntry,
): PlanDraft {
  return updateBlock(draft, ref, blockIndex, (block) => {
    const entry = block.entries[entryIndex];
    return entry ? { ...block, entries: replaceAt(block.entries, entryIndex, change(entry)) } : block;
  });
}

export function updateSet(entry: PlanEntry, setIndex: number, change: Partial<PlanSet>): PlanEntry {
  const set = entry.sets[setIndex];
  return set ? { ...entry, sets: replaceAt(entry.sets, setIndex, { ...set, ...change }) } : entry;
}

/** A new entry for an exercise with one set (see `nextSet`). */
export function newEntry(exercise: PlanExercise): PlanEntry {
  return {
    id: newPlanPartId(),
    exerciseId: exercise.id,
    measure: exercise.measure,
    oneRmKg: null,
    sets: [nextSet({ sets: [], measure: exercise.measure })],
    note: null,
  };
}

export const newBlock = (exercise: PlanExercise): PlanBlock => ({ id: newPlanPartId(), entries: [newEntry(exercise)] });

/** Exercises on a day, counting each of a superset. */
export const entriesOfDay = (day: PlanDay) => day.blocks.reduce((sum, block) => sum + block.entries.length, 0);

export const canAddToDay = (day: PlanDay) => entriesOfDay(day) < planLimits.maxEntriesPerDay;

/** A week after the last: a copy of it, or empty days as many as it has. */
export function addWeek(draft: PlanDraft, copyLast: boolean): PlanDraft {
  const last = draft.weeks.at(-1);
  const days = last?.days.length ?? 1;
  const week: PlanWeek =
    copyLast && last ? withNewIds(last) : { id: newPlanPartId(), days: Array.from({ length: days }, emptyDay) };
  return { ...draft, weeks: [...draft.weeks, week] };
}

/** A copy of week `index` right after it. */
export function duplicateWeek(draft: PlanDraft, index: number): PlanDraft {
  const week = draft.weeks[index];
  if (!week) return draft;
  const weeks = [...draft.weeks];
  weeks.splice(index + 1, 0, withNewIds(week));
  return { ...draft, weeks };
}

export const removeWeek = (draft: PlanDraft, index: number): PlanDraft => ({
  ...draft,
  weeks: draft.weeks.filter((_, at) => at !== index),
});

/** Every week gets `count` days: empty days are added at the end, or the last days removed. */
export function setDaysPerWeek(draft: PlanDraft, count: number): PlanDraft {
  return {
    ...draft,
    weeks: draft.weeks.map((week) => ({
      ...week,
      days:
        week.days.length >= count
          ? week.days.slice(0, count)
          : [...week.days, ...Array.from({ length: count - week.days.length }, emptyDay)],
    })),
  };
}

/** Whether any of the days past the first `count` of a week holds a name or exercises. */
export const daysBeyondHaveContent = (draft: PlanDraft, count: number) =>
  draft.weeks.some((week) => week.days.slice(count).some((day) => day.blocks.length > 0 || Boolean(day.name)));

/** Day `to` becomes a copy of day `from` (its name, rest and exercises, with new ids). */
export function copyDay(draft: PlanDraft, from: DayRef, to: DayRef): PlanDraft {
  const source = draft.weeks[from.week]?.days[from.day];
  if (!source) return draft;
  return updateDay(draft, to, (target) => ({ ...withNewIds(source), id: target.id }));
}

/** The day after `ref`: the next in its week, else the first of the next week, else none. */
export function nextDayOf(draft: PlanDraft, ref: DayRef): DayRef | null {
  const week = draft.weeks[ref.week];
  if (!week) return null;
  if (ref.day + 1 < week.days.length) return { week: ref.week, day: ref.day + 1 };
  return ref.week + 1 < draft.weeks.length ? { week: ref.week + 1, day: 0 } : null;
}

/** A superset's exercises become blocks of their own, in the same place. */
export function splitBlock(day: PlanDay, blockIndex: number): PlanDay {
  const block = day.blocks[blockIndex];
  if (!block) return day;
  const parts = block.entries.map((entry, at) => ({ id: at === 0 ? block.id : newPlanPartId(), entries: [entry] }));
  const blocks = [...day.blocks];
  blocks.splice(blockIndex, 1, ...parts);
  return { ...day, blocks };
}

/** Removes an exercise of a block, and the block with its last exercise. */
export function removeEntry(day: PlanDay, blockIndex: number, entryIndex: number): PlanDay {
  const block = day.blocks[blockIndex];
  if (!block) return day;
  if (block.entries.length <= 1) return { ...day, blocks: day.blocks.filter((_, at) => at !== blockIndex) };
  return {
    ...day,
    blocks: replaceAt(day.blocks, blockIndex, {
      ...block,
      entries: block.entries.filter((_, at) => at !== entryIndex),
    }),
  };
}

/** Whether an entry's loads are written as a percent of its 1RM. */
export const usesPercent = (entry: PlanEntry) =>
  entry.sets.some((set) => set.percent1rm !== null) ||
  (entry.oneRmKg !== null && entry.sets.every((set) => set.loadKg === null));

const roundToHalf = (kg: number) => Math.round(kg * 2) / 2;

/**
 * Switches an entry's loads between kg and percent of 1RM; with a 1RM known each load is converted,
 * without one the loads are cleared.
 */
export function setLoadMode(entry: PlanEntry, mode: LoadMode): PlanEntry {
  const oneRm = entry.oneRmKg;
  return {
    ...entry,
    sets: entry.sets.map((set) =>
      mode === 'percent'
        ? {
            ...set,
            loadKg: null,
            percent1rm:
              set.percent1rm ??
              (oneRm && set.loadKg !== null
                ? Math.min(planLimits.maxPercent, Math.max(1, Math.round((set.loadKg / oneRm) * 100)))
                : null),
          }
        : {
            ...set,
            percent1rm: null,
            loadKg:
              set.loadKg ?? (oneRm && set.percent1rm !== null ? roundToHalf((oneRm * set.percent1rm) / 100) : null),
          },
    ),
  };
}

/** The plan as it is sent: a rest day's exercises (kept while editing, in case it turns back) are left out. */
export function toWriteInput(draft: PlanDraft): PlanWriteInput {
  return {
    name: draft.name,
    goal: draft.goal.trim() ? draft.goal : null,
    weeks: draft.weeks.map((week) => ({
      ...week,
      days: week.days.map((day) => (day.rest ? { ...day, blocks: [] } : day)),
    })),
    ...(draft.startDate !== undefined ? { startDate: draft.startDate } : {}),
    ...(draft.version !== undefined ? { version: draft.version } : {}),
  };
}
