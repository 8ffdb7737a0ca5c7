import { addDays, wallClock, type SessionDetail } from '@spotter/domain';
import { isLocale, m } from '@spotter/i18n';
import { dateTimeFormat } from '../i18n/formatters.ts';

/*
 * Training sessions as their readers see them: instants shown in the reader's IANA zone, days as
 * 'YYYY-MM-DD' keys of that zone. Days are calendar days, not instants: they are formatted as
 * midnight UTC, so no zone moves a day to the one before. Every function takes the product's
 * language code.
 */

const midnight = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** Messages in `locale` (the product's language code) rather than the page's. */
const inLocale = (locale: string) => (isLocale(locale) ? { locale } : {});

/**
 * Intl's spacing inside times and ranges ('6:00\u202fPM', '2\u2009–\u20098') differs between ICU
 * versions, so a server render and the browser would disagree: plain spaces everywhere.
 */
const plainSpaces = (text: string) => text.replace(/[\u2009\u202f]/g, ' ');

/** The day (YYYY-MM-DD) an instant falls on in `timeZone`. */
export const dayKey = (instant: string, timeZone: string): string => wallClock(instant, timeZone).date;

/** Date arithmetic is the domain's (the server renders the same weeks). */
export { addDays, mondayOf } from '@spotter/domain';

/** The seven days of the week starting `weekStart`. */
export const weekDays = (weekStart: string): string[] =>
  Array.from({ length: 7 }, (_, index) => addDays(weekStart, index));

/** True when the session is over at `now` (its end has passed). */
export const isPast = (session: Pick<SessionDetail, 'endsAt'>, now: string): boolean =>
  Date.parse(session.endsAt) <= Date.parse(now);

/** Sessions by the day they start on in `timeZone`, days in order, each day's sessions by start. */
export function groupByDay<S extends Pick<SessionDetail, 'startsAt'>>(
  sessions: readonly S[],
  timeZone: string,
): Map<string, S[]> {
  const sorted = [...sessions].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  const days = new Map<string, S[]>();
  for (const session of sorted) {
    const day = dayKey(session.startsAt, timeZone);
    days.set(day, [...(days.get(day) ?? []), session]);
  }
  return days;
}

/** A time of day in `timeZone`: '6:00 PM' in English, '18:00' elsewhere. */
export function formatTime(instant: string, timeZone: string, locale: string): string {
  return plainSpaces(
    dateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone }).format(Date.parse(instant)),
  );
}

/**
 * From a start to an end in `timeZone`: '6:00 – 7:00 PM', '18:00–19:00'. A session past midnight
 * joins the two times, where Intl's range would spell out both dates.
 */
export function formatTimeRange(startsAt: string, endsAt: string, timeZone: string, locale: string): string {
  if (dayKey(startsAt, timeZone) !== dayKey(endsAt, timeZone))
    return `${formatTime(startsAt, timeZone, locale)} – ${formatTime(endsAt, timeZone, locale)}`;
  const format = dateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone });
  return plainSpaces(format.formatRange(Date.parse(startsAt), Date.parse(endsAt)));
}

/** Month in numbers for Bosnian: the Croatian formats it borrows name the months differently (studeni). */
const monthStyle = (locale: string, style: 'short' | 'long') => (locale === 'bs' ? 'numeric' : style);

/** A day with its weekday: 'Tue, Nov 3'. */
export function formatDay(date: string, locale: string): string {
  const options = { weekday: 'short', day: 'numeric', month: monthStyle(locale, 'short'), timeZone: 'UTC' } as const;
  return plainSpaces(dateTimeFormat(locale, options).format(midnight(date)));
}

/** A day in words, for the list's headings: 'Tuesday, November 3'. */
export function formatDayLong(date: string, locale: string): string {
  const options = { weekday: 'long', day: 'numeric', month: monthStyle(locale, 'long'), timeZone: 'UTC' } as const;
  return plainSpaces(dateTimeFormat(locale, options).format(midnight(date)));
}

/** The week from `weekStart` to its Sunday: 'Nov 2 – 8, 2026'. */
export function formatWeekRange(weekStart: string, locale: string): string {
  const options = { day: 'numeric', month: monthStyle(locale, 'short'), year: 'numeric', timeZone: 'UTC' } as const;
  return plainSpaces(dateTimeFormat(locale, options).formatRange(midnight(weekStart), midnight(addDays(weekStart, 6))));
}

/** When a session is, in `timeZone`: 'Tue, Nov 3 · 6:00 – 7:00 PM'. */
export function formatWhen(
  session: Pick<SessionDetail, 'startsAt' | 'endsAt'>,
  timeZone: string,
  locale: string,
): string {
  const day = formatDay(dayKey(session.startsAt, timeZone), locale);
  return `${day} · ${formatTimeRange(session.startsAt, session.endsAt, timeZone, locale)}`;
}

/** A zone's name as people read it: 'Europe/Sarajevo', 'America/New York'. */
export const zoneLabel = (timeZone: string) => timeZone.replaceAll('_', ' ');

/**
 * The session's time on the trainer's wall clock, for a reader in another zone: '6:00 – 7:00 PM in
 * Europe/Sarajevo', with the day when it differs from the reader's; null when the zones agree.
 */
export function formatTrainerTime(
  session: Pick<SessionDetail, 'startsAt' | 'endsAt' | 'timeZone'>,
  readerZone: string,
  locale: string,
): string | null {
  const { startsAt, endsAt, timeZone } = session;
  const sameClock =
    timeZone === readerZone ||
    (dayKey(startsAt, timeZone) === dayKey(startsAt, readerZone) &&
      formatTime(startsAt, timeZone, locale) === formatTime(startsAt, readerZone, locale));
  if (sameClock) return null;
  const time =
    dayKey(startsAt, timeZone) === dayKey(startsAt, readerZone)
      ? formatTimeRange(startsAt, endsAt, timeZone, locale)
      : formatWhen(session, timeZone, locale);
  return m.sessions_ui_card_trainer_time({ time, zone: zoneLabel(timeZone) }, inLocale(locale));
}
