import type { PlanEntry, PlanSet } from '@spotter/domain';
import { getLocale, isLocale, m } from '@spotter/i18n';
import { numberFormat } from '../i18n/formatters.ts';

/*
 * Set targets as the plan builder, the plan view and the plan list write them, in the reader's
 * language: "3 × 8–10 @ 80 kg, rest 90 s". Every function takes the product's language code.
 */

type EntryTargets = Pick<PlanEntry, 'sets' | 'measure'> & { oneRmKg?: number | null };

/** Messages in `locale` (the product's language code) rather than the page's. */
const inLocale = (locale: string) => (isLocale(locale) ? { locale } : {});

const kgOptions: Intl.NumberFormatOptions = {
  style: 'unit',
  unit: 'kilogram',
  unitDisplay: 'short',
  maximumFractionDigits: 2,
};
const percentOptions: Intl.NumberFormatOptions = { style: 'percent', maximumFractionDigits: 0 };

/** A whole or decimal number in the reader's format: '8', '62,5'. */
export const formatNumber = (value: number, locale: string) =>
  numberFormat(locale, { maximumFractionDigits: 2 }).format(value);

/** A range of two numbers, or one when they are equal: '8–10', '8'. */
export function formatRange(min: number, max: number, locale: string, format = formatNumber): string {
  return min === max ? format(min, locale) : `${format(min, locale)}–${format(max, locale)}`;
}

/** A weight in kilograms: '80 kg', '62,5 kg'. */
export const formatKg = (kg: number, locale: string) => numberFormat(locale, kgOptions).format(kg);

const formatPercent = (percent: number, locale: string) => numberFormat(locale, percentOptions).format(percent / 100);

/** A percent of the one-repetition maximum: '75% 1RM', '75 % 1RM'. */
export const formatPercent1rm = (percent: number, locale: string) =>
  m.plans_format_percent_1rm({ percent: formatPercent(percent, locale) }, inLocale(locale));

/** A duration: '45 s', '90 s', '3 min', '2 min 30 s' (under two minutes stays in seconds). */
export function formatDuration(seconds: number, locale: string): string {
  if (seconds < 120) return m.plans_format_seconds({ seconds: formatNumber(seconds, locale) }, inLocale(locale));
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return rest === 0
    ? m.plans_format_minutes({ minutes: formatNumber(minutes, locale) }, inLocale(locale))
    : m.plans_format_minutes_seconds(
        { minutes: formatNumber(minutes, locale), seconds: formatNumber(rest, locale) },
        inLocale(locale),
      );
}

/** The letter of a block in a day: A, B, … Z, then AA, AB. */
export function blockLetter(blockIndex: number): string {
  const letter = String.fromCharCode(65 + (blockIndex % 26));
  return blockIndex < 26 ? letter : `${blockLetter(Math.floor(blockIndex / 26) - 1)}${letter}`;
}

/** The label of an exercise in a day: 'A' for a single exercise, 'B1', 'B2' in a superset. */
export function entryLabel(blockIndex: number, entryIndex: number, entriesInBlock: number): string {
  return entriesInBlock > 1 ? `${blockLetter(blockIndex)}${entryIndex + 1}` : blockLetter(blockIndex);
}

function spread(values: (number | null)[]): { min: number; max: number } | null {
  const present = values.filter((value): value is number => value !== null);
  if (present.length === 0) return null;
  return { min: Math.min(...present), max: Math.max(...present) };
}

/** The load of a set: '80 kg', '75% 1RM (60 kg)' when the entry's 1RM is known, or null. */
export function formatLoad(set: Pick<PlanSet, 'loadKg' | 'percent1rm'>, locale: string, oneRmKg?: number | null) {
  if (set.percent1rm !== null) {
    const percent = formatPercent1rm(set.percent1rm, locale);
    if (!oneRmKg) return percent;
    const kg = Math.round(((oneRmKg * set.percent1rm) / 100) * 2) / 2;
    return m.plans_format_percent_of({ percent, load: formatKg(kg, locale) }, inLocale(locale));
  }
  return set.loadKg === null ? null : formatKg(set.loadKg, locale);
}

/** The work of one set: '10 reps', '45 s'. */
export function formatWork(set: Pick<PlanSet, 'reps' | 'seconds'>, measure: PlanEntry['measure'], locale: string) {
  if (measure === 'time') return set.seconds === null ? null : formatDuration(set.seconds, locale);
  return set.reps === null
    ? null
    : m.plans_format_reps({ count: set.reps, reps: formatNumber(set.reps, locale) }, inLocale(locale));
}

/** One set whole: '10 reps @ 80 kg, rest 90 s, RiR 2, tempo 3010'. */
export function formatSetTarget(
  set: PlanSet,
  measure: PlanEntry['measure'],
  locale: string,
  oneRmKg?: number | null,
): string {
  const work = formatWork(set, measure, locale) ?? '—';
  const load = formatLoad(set, locale, oneRmKg);
  const parts = [load ? m.plans_format_at_load({ target: work, load }, inLocale(locale)) : work];
  if (set.restSeconds)
    parts.push(m.plans_format_rest({ rest: formatDuration(set.restSeconds, locale) }, inLocale(locale)));
  if (set.rir !== null) parts.push(m.plans_format_rir({ rir: formatNumber(set.rir, locale) }, inLocale(locale)));
  if (set.tempo) parts.push(m.plans_format_tempo({ tempo: set.tempo }, inLocale(locale)));
  return parts.join(', ');
}

/**
 * An entry's sets in one line, ranges where the sets differ: '3 × 8–10 @ 80 kg, rest 90 s',
 * '4 × 5 @ 75–85% 1RM', '3 × 45 s, rest 60 s'.
 */
export function formatEntryTargets(entry: EntryTargets, locale: string): string {
  const { sets, measure } = entry;
  if (sets.length === 0) return m.plans_format_no_sets({}, inLocale(locale));
  const work = spread(sets.map((set) => (measure === 'time' ? set.seconds : set.reps)));
  const workText = work
    ? measure === 'time'
      ? formatRange(work.min, work.max, locale, formatDuration)
      : formatRange(work.min, work.max, locale)
    : '—';
  let target = m.plans_format_sets_times(
    { sets: formatNumber(sets.length, locale), target: workText },
    inLocale(locale),
  );
  const percent = spread(sets.map((set) => set.percent1rm));
  const kg = spread(sets.map((set) => set.loadKg));
  const load = percent
    ? m.plans_format_percent_1rm(
        { percent: formatRange(percent.min, percent.max, locale, formatPercent) },
        inLocale(locale),
      )
    : kg
      ? kg.min === kg.max
        ? formatKg(kg.min, locale)
        : `${formatNumber(kg.min, locale)}–${formatKg(kg.max, locale)}`
      : null;
  if (load) target = m.plans_format_at_load({ target, load }, inLocale(locale));
  const parts = [target];
  const rest = spread(sets.map((set) => set.restSeconds));
  if (rest && rest.max > 0)
    parts.push(
      m.plans_format_rest({ rest: formatRange(rest.min, rest.max, locale, formatDuration) }, inLocale(locale)),
    );
  return parts.join(', ');
}

/** A week's title: 'Week 3'. */
export const formatWeekTitle = (weekIndex: number, locale: string = getLocale()) =>
  m.plans_format_week({ number: weekIndex + 1 }, inLocale(locale));

/** A day's title: its name, or 'Day 2'. */
export const formatDayTitle = (dayIndex: number, name?: string | null, locale: string = getLocale()) =>
  name?.trim() ? name.trim() : m.plans_format_day({ number: dayIndex + 1 }, inLocale(locale));
