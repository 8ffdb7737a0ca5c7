import { dateStyle } from '../i18n/intlLocale.ts';
import { dateTimeFormat, numberFormat } from '../i18n/formatters.ts';

/** A review's date as a medium date in the reader's language ("Nov 20, 2026"): the same on the server and in the browser. */
export function formatReviewDate(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(locale, { ...dateStyle(locale, 'medium'), timeZone: 'UTC' }).format(date);
}

/** A rating in the reader's digits: "4" for a review, "4.7" for an average (`fixed`: always one decimal). */
export function formatRating(value: number, locale: string, fixed = false): string {
  return numberFormat(locale, {
    minimumFractionDigits: fixed ? 1 : 0,
    maximumFractionDigits: 1,
  }).format(value);
}

/** An edit later than a minute after writing counts as one. */
export function wasEdited(createdAt: string, updatedAt: string): boolean {
  return new Date(updatedAt).getTime() - new Date(createdAt).getTime() > 60_000;
}
