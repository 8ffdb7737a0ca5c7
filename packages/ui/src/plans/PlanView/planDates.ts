import { planPosition, type PlanPosition, type PlanSummary } from '@spotter/domain';
import { dateStyle } from '../../i18n/intlLocale.ts';
import { dateTimeFormat } from '../../i18n/formatters.ts';

/*
 * Calendar days of a plan as 'YYYY-MM-DD'. They are days, not instants: each is read as midnight
 * UTC and formatted in UTC, so no reader's time zone moves a plan's day to the day before.
 */

const dayMs = 86_400_000;
const midnight = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

/** The day `days` after `iso` (before it when negative). */
export function addDays(iso: string, days: number): string {
  return new Date(midnight(iso) + days * dayMs).toISOString().slice(0, 10);
}

/** The Monday after `today` (a week on when today is a Monday): where a new plan starts by default. */
export function nextMonday(today: string): string {
  const weekday = new Date(midnight(today)).getUTCDay();
  return addDays(today, (8 - weekday) % 7 || 7);
}

/** Today in the browser's calendar, for when the page did not say which day it is. */
export function localToday(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A day as a date in words: 'Mar 9, 2026' (medium) or 'March 9, 2026' (long). */
export function formatPlanDate(iso: string, locale: string, style: 'medium' | 'long' = 'medium'): string {
  const time = midnight(iso);
  if (Number.isNaN(time)) return iso;
  return dateTimeFormat(locale, { ...dateStyle(locale, style), timeZone: 'UTC' }).format(time);
}

/** A day of a plan's week with its weekday: 'Tue, Mar 17' (Bosnian in numbers, as `dateStyle`). */
export function formatWeekday(iso: string, locale: string): string {
  const month = locale === 'bs' ? 'numeric' : 'short';
  return dateTimeFormat(locale, { weekday: 'short', day: 'numeric', month, timeZone: 'UTC' }).format(midnight(iso));
}

/** The calendar day of a plan's day: its start plus the weeks and days before it. */
export const dayDate = (startDate: string, weekIndex: number, dayIndex: number) =>
  addDays(startDate, weekIndex * 7 + dayIndex);

/** Where the reader is in a dated plan on `today`; null for a template, which has no start. */
export function positionOf(
  plan: Pick<PlanSummary, 'startDate' | 'weeks' | 'daysPerWeek'>,
  today: string,
): PlanPosition | null {
  return plan.startDate ? planPosition(plan.startDate, today, plan.weeks, plan.daysPerWeek) : null;
}
