import { fieldErrorKeys, planLimits, type MessageRef } from '@spotter/domain';
import { m } from '@spotter/i18n';
import type { z } from 'zod';
import { validationMessage } from '../../i18n/validation.ts';

/*
 * A plan's validation issues, each placed where the builder shows it. An issue's path is trimmed to
 * the nearest place that has a field or a card ("anchor"), written as the dotted path of that place:
 * 'weeks.0.days.1.blocks.0.entries.0.sets.2.reps' is a set's cell, 'weeks.0.days.1' a day's card,
 * '' the plan as a whole (the summary alone shows it).
 */

export interface PlanIssue {
  anchor: string;
  message: string;
}

const setFields = new Set(['reps', 'seconds', 'loadKg', 'percent1rm', 'restSeconds', 'rir', 'tempo']);

/** The place an issue at `path` is shown. */
export function anchorOf(path: readonly (string | number)[]): string {
  const p = path.map(String);
  if (p[0] !== 'weeks') return p[0] === 'name' || p[0] === 'goal' ? p[0] : '';
  if (p.length < 2) return '';
  const week = `weeks.${p[1]}`;
  if (p[2] !== 'days' || p.length < 4) return week;
  const day = `${week}.days.${p[3]}`;
  if (p[4] === 'name') return `${day}.name`;
  if (p[4] !== 'blocks' || p.length < 6) return day;
  const block = `${day}.blocks.${p[5]}`;
  if (p[6] !== 'entries' || p.length < 8) return block;
  const entry = `${block}.entries.${p[7]}`;
  if (p[8] === 'oneRmKg' || p[8] === 'note') return `${entry}.${p[8]}`;
  if (p[8] !== 'sets') return entry;
  if (p.length >= 11 && setFields.has(p[10] as string)) return `${entry}.sets.${p[9]}.${p[10]}`;
  return `${entry}.sets`;
}

/** The plan's own messages, with the limits their text names. */
const planMessages: Record<string, () => string> = {
  plans_error_number_range: () => m.plans_error_number_range(),
  plans_error_tempo: () => m.plans_error_tempo(),
  plans_error_exercise: () => m.plans_error_exercise(),
  plans_error_no_sets: () => m.plans_error_no_sets(),
  plans_error_too_many_sets: () => m.plans_error_too_many_sets({ max: planLimits.maxSetsPerEntry }),
  plans_error_one_load: () => m.plans_error_one_load(),
  plans_error_one_rm_needed: () => m.plans_error_one_rm_needed(),
  plans_error_superset_size: () => m.plans_error_superset_size({ max: planLimits.maxSupersetSize }),
  plans_error_rest_day_blocks: () => m.plans_error_rest_day_blocks(),
  plans_error_too_many_entries: () => m.plans_error_too_many_entries({ max: planLimits.maxEntriesPerDay }),
  plans_error_too_many_days: () => m.plans_error_too_many_days({ max: planLimits.maxDaysPerWeek }),
  plans_error_week_days: () => m.plans_error_week_days(),
  plans_error_too_many_weeks: () => m.plans_error_too_many_weeks({ max: planLimits.maxWeeks }),
};

/** An issue's text in the reader's language; text the server already translated passes through. */
export function issueText(ref: string | MessageRef): string {
  const key = typeof ref === 'string' ? ref : ref.key;
  const own = Object.hasOwn(planMessages, key) ? planMessages[key] : undefined;
  return own ? own() : validationMessage(ref);
}

function issuesOf(fields: Record<string, ReadonlyArray<string | MessageRef>>): PlanIssue[] {
  const issues: PlanIssue[] = [];
  const seen = new Set<string>();
  for (const [path, refs] of Object.entries(fields)) {
    const anchor = anchorOf(path === '_' ? [] : path.split('.'));
    for (const ref of refs) {
      const message = issueText(ref);
      // A check that fails for every set (a missing 1RM) says so once at its place.
      if (seen.has(`${anchor}\u0000${message}`)) continue;
      seen.add(`${anchor}\u0000${message}`);
      issues.push({ anchor, message });
    }
  }
  return issues;
}

/** The issues of a failed `planWriteSchema` parse. */
export const issuesFromZod = (error: z.ZodError) => issuesOf(fieldErrorKeys(error));

/** The issues the server answered with (`fieldErrors`, by dotted path). */
export const issuesFromServer = (fieldErrors: Record<string, string[]>) => issuesOf(fieldErrors);

/** The week an anchor lies in, or null for the plan's own fields. */
export function weekOf(anchor: string): number | null {
  const match = /^weeks\.(\d+)/.exec(anchor);
  return match ? Number(match[1]) : null;
}
