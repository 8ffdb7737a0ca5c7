import type { PlanExercise } from '@spotter/domain';
import { m } from '@spotter/i18n';
import { entryLabel, formatDayTitle, formatWeekTitle } from '../format.ts';
import type { PlanIssue } from './issues.ts';
import type { PlanDraft } from './planDraft.ts';

/* Where an issue is, in words for the summary, and the issues in the order the page shows their places. */

const setFieldTitles: Record<string, () => string> = {
  reps: m.plans_builder_col_reps,
  seconds: m.plans_builder_col_seconds,
  loadKg: m.plans_builder_col_load_kg,
  percent1rm: m.plans_builder_col_load_percent,
  restSeconds: m.plans_builder_col_rest,
  rir: m.plans_builder_col_rir,
  tempo: m.plans_builder_col_tempo,
};

/** 'Week 1, Upper A, B1 Bent-over barbell row, Set 2, Reps' for 'weeks.0.days.0.blocks.1.entries.0.sets.1.reps'. */
export function describeAnchor(anchor: string, draft: PlanDraft, exercises: ReadonlyMap<string, PlanExercise>): string {
  if (anchor === 'name') return m.plans_builder_name_label();
  if (anchor === 'goal') return m.plans_builder_goal_label();
  if (anchor === '') return m.plans_builder_whole_plan();
  const parts = anchor.split('.');
  const number = (at: number) => Number(parts[at]);
  const words: string[] = [formatWeekTitle(number(1))];
  const day = draft.weeks[number(1)]?.days[number(3)];
  if (parts[2] === 'days') words.push(formatDayTitle(number(3), day?.name));
  if (parts[4] === 'name') words.push(m.plans_builder_day_name_label());
  if (parts[4] === 'blocks') {
    const block = day?.blocks[number(5)];
    const entry = parts[6] === 'entries' ? block?.entries[number(7)] : undefined;
    if (block && entry) {
      const name = exercises.get(entry.exerciseId)?.name ?? m.plans_builder_unknown_exercise();
      words.push(`${entryLabel(number(5), number(7), block.entries.length)} ${name}`);
    } else if (block) {
      words.push(m.plans_builder_superset({ letter: entryLabel(number(5), 0, 1) }));
    }
  }
  if (parts[8] === 'oneRmKg') words.push(m.plans_builder_one_rm());
  if (parts[8] === 'note') words.push(m.plans_builder_note_label());
  if (parts[8] === 'sets' && parts[9] !== undefined) {
    words.push(m.plans_builder_set_number({ number: number(9) + 1 }));
    const title = setFieldTitles[parts[10] ?? ''];
    if (title) words.push(title());
  }
  return words.join(', ');
}

/** Compares anchors as the page lays them out: the plan's fields first, then by week, day, block … */
function compareAnchors(a: string, b: string): number {
  const rank = (anchor: string) => (anchor === '' ? 0 : anchor === 'name' ? 1 : anchor === 'goal' ? 2 : 3);
  if (rank(a) !== rank(b) || rank(a) < 3) return rank(a) - rank(b);
  const left = a.split('.');
  const right = b.split('.');
  for (let at = 0; at < Math.max(left.length, right.length); at += 1) {
    const x = left[at];
    const y = right[at];
    if (x === y) continue;
    if (x === undefined) return -1;
    if (y === undefined) return 1;
    const numeric = Number(x) - Number(y);
    if (!Number.isNaN(numeric)) return numeric;
    return fieldOrder(x) - fieldOrder(y);
  }
  return 0;
}

const order = [
  'name',
  'rest',
  'oneRmKg',
  'sets',
  'reps',
  'seconds',
  'loadKg',
  'percent1rm',
  'restSeconds',
  'rir',
  'tempo',
  'note',
];
const fieldOrder = (field: string) => (order.includes(field) ? order.indexOf(field) : order.length);

export const sortIssues = (issues: PlanIssue[]) => [...issues].sort((a, b) => compareAnchors(a.anchor, b.anchor));
