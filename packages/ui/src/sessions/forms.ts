import { useState } from 'react';
import {
  addDays,
  daysBetween,
  sessionLimits,
  sessionStarts,
  wallClock,
  withinAvailability,
  type FieldErrorKeys,
  type TimeSlot,
  type Weekday,
} from '@spotter/domain';
import { m } from '@spotter/i18n';
import { dateTimeFormat } from '../i18n/formatters.ts';
import { validationMessage } from '../i18n/validation.ts';

/* What the session dialogs share: error texts, availability checks, dates and times in words. */

/** One weekday + time slot the trainer marked available. */
export interface AvailabilitySlot {
  weekday: Weekday;
  timeSlot: TimeSlot;
}

/**
 * The keys of the refusals the dialogs answer to, as the server names them. The server sends them
 * translated (an outside-availability refusal also as `fieldErrors.overrideAvailability`, which is
 * what the dialogs look for); a page may hand in the bare key instead.
 */
export const sessionErrorCodes = {
  /** 409: the time lies outside the trainer's availability and the override was not set. */
  outsideAvailability: 'sessions_error_outside_availability',
  /** 409: the trainer already has a session at this time (the bare key, without its time). */
  clash: 'sessions_error_double_booked',
} as const;

type Ref = string | { key: string; params: Record<string, string | number> };

/** The session messages a schema or an answer can name, which the shared validation list does not hold. */
const sessionMessages: Readonly<Record<string, () => string>> = {
  sessions_error_time_invalid: () => m.sessions_error_time_invalid(),
  sessions_error_minutes_range: () => m.sessions_error_minutes_range(),
  sessions_error_url_invalid: () => m.sessions_error_url_invalid(),
  sessions_error_gym_invalid: () => m.sessions_error_gym_invalid(),
  sessions_error_place_invalid: () => m.sessions_error_place_invalid(),
  sessions_error_choose_client: () => m.sessions_error_choose_client(),
  [sessionErrorCodes.outsideAvailability]: () => m.sessions_form_error_outside(),
  [sessionErrorCodes.clash]: () => m.sessions_form_error_clash(),
};

/** A session error in the reader's language: a session key, a validation key, or server text, which passes through. */
export function sessionErrorText(ref: Ref): string {
  const key = typeof ref === 'string' ? ref : ref.key;
  const message = Object.hasOwn(sessionMessages, key) ? sessionMessages[key] : undefined;
  return message ? message() : validationMessage(ref);
}

/** Field errors (keys or server text) translated, each under its top field (`place.url` → `place`). */
export function translateSessionErrors(
  errors: Readonly<Record<string, ReadonlyArray<Ref>>> | FieldErrorKeys,
): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const [path, refs] of Object.entries(errors)) {
    const field = path.split('.')[0] ?? path;
    for (const ref of refs) (result[field] ??= []).push(sessionErrorText(ref));
  }
  return result;
}

/**
 * The errors a session form shows: its own check's, else the server's (handed in as props) for the
 * fields not edited since that answer came; `edit` clears a field's, `check` sets the form's own.
 * A new `serverErrors` object counts as a new answer, so pass the same object until the next one.
 */
export function useSessionFormErrors(serverErrors: Readonly<Record<string, string[]>> | null | undefined) {
  const [local, setLocal] = useState<Record<string, string[]>>({});
  const [edited, setEdited] = useState({ answer: serverErrors, fields: new Set<string>() });
  const editedFields = edited.answer === serverErrors ? edited.fields : new Set<string>();
  const server = translateSessionErrors(serverErrors ?? {});
  const errorOf = (field: string): string | undefined =>
    (local[field] ?? (editedFields.has(field) ? undefined : server[field]))?.join(' ');
  return {
    errorOf,
    edit(field: string) {
      setLocal(({ [field]: _cleared, ...rest }) => rest);
      setEdited({ answer: serverErrors, fields: new Set(editedFields).add(field) });
    },
    check(found: Record<string, string[]>) {
      setLocal(found);
    },
  };
}

/** True when `time` (HH:MM) is a whole time, as the schemas want it. */
export const isTime = (time: string | null | undefined): time is string =>
  !!time && /^([01]\d|2[0-3]):[0-5]\d$/.test(time);

/**
 * Whether a session at the trainer's wall-clock `date` `time` for `minutes` falls outside their
 * availability; null while the date, time or length is not whole yet.
 */
export function outsideAvailability(
  date: string | null,
  time: string | null,
  minutes: number,
  zone: string,
  availability: readonly AvailabilitySlot[],
): boolean | null {
  if (!date || !isTime(time) || !Number.isInteger(minutes) || minutes < 1) return null;
  const [startsAt] = sessionStarts(date, time, zone);
  return startsAt ? !withinAvailability(startsAt, minutes, zone, availability) : null;
}

/** `date` (YYYY-MM-DD) moved by `days`. */
/** The latest date a session may be planned for, counted from the trainer's `today`. */
export const lastPlannableDate = (today: string) => addDays(today, sessionLimits.maxDaysAhead);

/** True when `date` lies from `today` up to the furthest date a session may be planned for. */
export const plannable = (date: string, today: string) =>
  date >= today && daysBetween(today, date) <= sessionLimits.maxDaysAhead;

/** A calendar date in words with its weekday: 'Friday, November 27, 2026'. */
export function formatDay(date: string, locale: string): string {
  // Bosnian in numbers, as `dateStyle` explains; a weekday cannot join a `dateStyle`, so the parts are named.
  const month = locale === 'bs' ? 'numeric' : 'long';
  return dateTimeFormat(locale, { weekday: 'long', day: 'numeric', month, year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
}

/** An instant's date in `zone`, in words with its weekday. */
export const formatInstantDay = (instant: string, zone: string, locale: string) =>
  formatDay(wallClock(instant, zone).date, locale);

/** An instant's time of day and an IANA zone as readers see them: the card's and the calendar's. */
export { formatTime as formatInstantTime, zoneLabel as zoneName } from './format.ts';

/** A start the trainer has free, with its wall-clock date and time in the trainer's zone (what the server takes). */
export interface FreeStart {
  startsAt: string;
  date: string;
  time: string;
}

const halfHours = Array.from(
  { length: 48 },
  (_, index) => `${String(Math.floor(index / 2)).padStart(2, '0')}:${index % 2 ? '30' : '00'}`,
);

/**
 * The starts, every half hour of the trainer's clock, at which a session of `minutes` lies wholly
 * in the trainer's availability and begins on `day` as the reader's clock counts days.
 */
export function freeStarts(
  day: string,
  availability: readonly AvailabilitySlot[],
  zone: string,
  minutes: number,
  readerZone: string,
): FreeStart[] {
  const seen = new Set<string>();
  const starts: FreeStart[] = [];
  // The reader's day can overlap the trainer's day before or after it.
  for (const date of [addDays(day, -1), day, addDays(day, 1)]) {
    for (const time of halfHours) {
      const [startsAt] = sessionStarts(date, time, zone);
      if (!startsAt || seen.has(startsAt)) continue;
      seen.add(startsAt);
      if (wallClock(startsAt, readerZone).date !== day) continue;
      if (!withinAvailability(startsAt, minutes, zone, availability)) continue;
      const trainer = wallClock(startsAt, zone);
      starts.push({ startsAt, date: trainer.date, time: trainer.time });
    }
  }
  return starts.sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}
