import type { PlanEntry, PlanSet } from '@spotter/domain';
import { m } from '@spotter/i18n';
import { formatDuration, formatLoad, formatNumber } from '../format.ts';

const sameSet = (a: PlanSet, b: PlanSet) =>
  a.reps === b.reps &&
  a.seconds === b.seconds &&
  a.loadKg === b.loadKg &&
  a.percent1rm === b.percent1rm &&
  a.restSeconds === b.restSeconds &&
  a.rir === b.rir &&
  a.tempo === b.tempo;

/** The sets in runs of equal neighbours: a warm-up set, then three working sets, are two runs. */
function runsOf(sets: readonly PlanSet[]): Array<{ set: PlanSet; count: number }> {
  const runs: Array<{ set: PlanSet; count: number }> = [];
  for (const set of sets) {
    const last = runs.at(-1);
    if (last && sameSet(last.set, set)) last.count += 1;
    else runs.push({ set, count: 1 });
  }
  return runs;
}

/**
 * An entry's sets as the client reads them, one line per run of equal sets, every target kept:
 * '4 × 8 @ 80 kg · rest 90 s · RiR 2 · tempo 3010', '3 × 45 s · rest 60 s'.
 */
export function setLines(entry: Pick<PlanEntry, 'sets' | 'measure' | 'oneRmKg'>, locale: string): string[] {
  return runsOf(entry.sets).map(({ set, count }) => {
    const amount = entry.measure === 'time' ? set.seconds : set.reps;
    const work =
      amount === null ? '—' : entry.measure === 'time' ? formatDuration(amount, locale) : formatNumber(amount, locale);
    let target = m.plans_format_sets_times({ sets: formatNumber(count, locale), target: work });
    const load = formatLoad(set, locale, entry.oneRmKg);
    if (load) target = m.plans_format_at_load({ target, load });
    const parts = [target];
    // No rest (inside a superset, before the next exercise) is said by the grouping, not by 'rest 0 s'.
    if (set.restSeconds) parts.push(m.plans_format_rest({ rest: formatDuration(set.restSeconds, locale) }));
    if (set.rir !== null) parts.push(m.plans_format_rir({ rir: formatNumber(set.rir, locale) }));
    if (set.tempo) parts.push(m.plans_format_tempo({ tempo: set.tempo }));
    return parts.join(' · ');
  });
}
