/**
 * The training-session contract: a trainer schedules sessions with a client (once or weekly until a
 * date), a client asks for a slot of the trainer's availability and the trainer accepts it or
 * proposes another time, either side cancels with a reason (late inside the trainer's
 * cancellation hours), and a reschedule keeps the session's earlier times.
 *
 * Times: a session is planned as a wall-clock date and time in the trainer's IANA zone and stored
 * as UTC instants beside that zone; a weekly series adds weeks to the wall-clock time, so a
 * daylight-saving change keeps 18:00 at 18:00 (ARCHITECTURE.md, Time). Readers see each instant
 * in their own zone.
 *
 * GET/POST /api/sessions, GET /api/sessions/{id}, POST /api/sessions/{id}/cancel,
 * POST /api/sessions/{id}/reschedule, POST /api/sessions/{id}/respond, POST /api/sessions/request,
 * GET/POST /api/sessions/feed (the calendar feed's address), GET /api/calendar/{token}.
 */
import { CalendarDate, CalendarDateTime, toCalendarDateTime, toZoned, parseAbsolute } from '@internationalized/date';
import { z } from 'zod';
import { timeSlotHours, timeSlots, weekdays, type TimeSlot, type Weekday } from '../options.ts';
import { optionalText, requiredText } from '../profile/fields.ts';
import { isTimeZone } from '../profile/trainer.ts';

export const sessionLimits = {
  minMinutes: 15,
  maxMinutes: 240,
  noteChars: 500,
  reasonChars: 300,
  urlChars: 500,
  /** Sessions one weekly series makes (a year of weeks). */
  maxOccurrences: 53,
  /** How far ahead a session may be planned. */
  maxDaysAhead: 400,
  /** Days one list query may span. */
  maxQueryDays: 93,
  /** Open (not cancelled) upcoming sessions a trainer keeps. */
  upcomingPerTrainer: 2_000,
  /** Requests a client may have waiting at once. */
  pendingRequestsPerClient: 5,
} as const;

export const sessionPlaceKinds = ['gym', 'online', 'client'] as const;
export type SessionPlaceKind = (typeof sessionPlaceKinds)[number];

/**
 * requested: a client asked for the time, the trainer answers; proposed: the trainer offered
 * another time, the client answers; scheduled: agreed; cancelled; rescheduled: replaced by a later
 * version of the same session (kept as its history).
 */
export const sessionStatuses = ['requested', 'proposed', 'scheduled', 'cancelled', 'rescheduled'] as const;
export type SessionStatus = (typeof sessionStatuses)[number];

/** Statuses that hold a trainer's time (a double booking is checked against them). */
export const busyStatuses = ['proposed', 'scheduled'] as const satisfies readonly SessionStatus[];

const dateSchema = z.iso.date({ error: 'validation_date_invalid' });
const timeSchema = z.string({ error: 'validation_invalid' }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, {
  error: 'sessions_error_time_invalid',
});
const minutesSchema = z
  .number({ error: 'validation_invalid' })
  .int({ error: 'validation_invalid' })
  .min(sessionLimits.minMinutes, { error: 'sessions_error_minutes_range' })
  .max(sessionLimits.maxMinutes, { error: 'sessions_error_minutes_range' });
const versionSchema = z.number({ error: 'validation_invalid' }).int().min(0);

/** An online session's link: http(s) only, so a link never runs script. */
export const meetingUrlSchema = z
  .string({ error: 'validation_invalid' })
  .trim()
  .max(sessionLimits.urlChars, { error: 'sessions_error_url_invalid' })
  .refine(
    (value) => {
      try {
        const url = new URL(value);
        return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
      } catch {
        return false;
      }
    },
    { error: 'sessions_error_url_invalid' },
  );

export const sessionPlaceSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('gym'), gymId: z.uuid({ error: 'sessions_error_gym_invalid' }) }),
    z.object({ kind: z.literal('online'), url: meetingUrlSchema }),
    z.object({ kind: z.literal('client') }),
  ],
  { error: 'sessions_error_place_invalid' },
);
export type SessionPlaceInput = z.infer<typeof sessionPlaceSchema>;

const zoneSchema = z
  .string({ error: 'validation_time_zone_invalid' })
  .max(64)
  .refine(isTimeZone, { error: 'validation_time_zone_invalid' });

/** The fields of a schedule write (what moving a session reuses, without the client). */
export const sessionWriteFields = z.object({
  clientId: z.uuid({ error: 'sessions_error_choose_client' }),
  date: dateSchema,
  time: timeSchema,
  minutes: minutesSchema,
  place: sessionPlaceSchema,
  note: optionalText(sessionLimits.noteChars),
  /** Weekly until this date (inclusive), or once. */
  repeatUntil: dateSchema.nullable().default(null),
  /** The trainer confirmed a time outside their availability. */
  overrideAvailability: z.boolean({ error: 'validation_invalid' }).default(false),
  /** The browser's zone, used only while the trainer's profile names none. */
  timeZone: zoneSchema.optional(),
});

/** A trainer schedules a session (POST /api/sessions). Date and time are wall clock in the trainer's zone. */
export const sessionWriteSchema = sessionWriteFields
  // A series ends on or after its first session and within `maxOccurrences` weeks of it.
  .refine(
    ({ date, repeatUntil }) =>
      repeatUntil === null ||
      (repeatUntil >= date && daysBetween(date, repeatUntil) < 7 * sessionLimits.maxOccurrences),
    { error: 'sessions_error_repeat_until', path: ['repeatUntil'] },
  );
export type SessionWrite = z.infer<typeof sessionWriteSchema>;

/** A client asks for a time of the trainer's availability (POST /api/sessions/request). */
export const sessionRequestSchema = z.object({
  trainerId: z.uuid({ error: 'validation_invalid' }),
  date: dateSchema,
  time: timeSchema,
  note: optionalText(sessionLimits.noteChars),
});
export type SessionRequest = z.infer<typeof sessionRequestSchema>;

/**
 * An answer to a waiting session (POST /api/sessions/{id}/respond): the trainer accepts, declines
 * or proposes another time for a client's request; the client accepts or declines a proposal.
 */
export const sessionRespondSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('accept'), version: versionSchema, overrideAvailability: z.boolean().default(false) }),
    z.object({
      action: z.literal('decline'),
      version: versionSchema,
      reason: optionalText(sessionLimits.reasonChars),
    }),
    z.object({
      action: z.literal('propose'),
      version: versionSchema,
      date: dateSchema,
      time: timeSchema,
      overrideAvailability: z.boolean().default(false),
    }),
  ],
  { error: 'validation_invalid' },
);
export type SessionRespond = z.infer<typeof sessionRespondSchema>;

export const sessionCancelSchema = z.object({
  version: versionSchema,
  reason: requiredText(sessionLimits.reasonChars),
  /** Cancel this and every later session of its series. */
  series: z.boolean({ error: 'validation_invalid' }).default(false),
});
export type SessionCancel = z.infer<typeof sessionCancelSchema>;

/** A trainer moves a session (POST /api/sessions/{id}/reschedule); the old time stays in its history. */
export const sessionRescheduleSchema = z.object({
  version: versionSchema,
  date: dateSchema,
  time: timeSchema,
  minutes: minutesSchema.optional(),
  place: sessionPlaceSchema.optional(),
  overrideAvailability: z.boolean({ error: 'validation_invalid' }).default(false),
});
export type SessionReschedule = z.infer<typeof sessionRescheduleSchema>;

/** GET /api/sessions?from=&to=&clientId= (dates inclusive, read in the reader's zone by the caller). */
export const sessionsQuerySchema = z
  .object({
    from: dateSchema,
    to: dateSchema,
    clientId: z.uuid({ error: 'validation_invalid' }).optional(),
  })
  .refine(({ from, to }) => from <= to && daysBetween(from, to) <= sessionLimits.maxQueryDays, {
    error: 'sessions_error_range',
    path: ['to'],
  });
export type SessionsQuery = z.infer<typeof sessionsQuerySchema>;

export interface SessionPerson {
  id: string;
  name: string;
}

export type SessionPlace =
  | { kind: 'gym'; gymId: string | null; name: string; address: string | null }
  | { kind: 'online'; url: string }
  | { kind: 'client' };

/** One earlier time of a rescheduled session. */
export interface SessionEarlierTime {
  startsAt: string;
  endsAt: string;
  changedAt: string;
}

/** A session as both sides read it (instants are UTC ISO strings; timeZone is the trainer's). */
export interface SessionDetail {
  id: string;
  seriesId: string | null;
  status: SessionStatus;
  startsAt: string;
  endsAt: string;
  minutes: number;
  timeZone: string;
  trainer: SessionPerson;
  client: SessionPerson;
  place: SessionPlace;
  note: string | null;
  requestedBy: 'trainer' | 'client';
  outsideAvailability: boolean;
  cancelledBy: 'trainer' | 'client' | null;
  cancelReason: string | null;
  cancelledAt: string | null;
  lateCancel: boolean;
  /** Earlier times, oldest first. */
  history: SessionEarlierTime[];
  version: number;
}

/** What a schedule write made: the sessions, and the ones refused for a clash (the rest are kept). */
export interface SessionScheduleResult {
  sessions: SessionDetail[];
}

/** The calendar feed's address as its owner sees it: the secret part only right after it is made. */
export interface CalendarFeedState {
  exists: boolean;
  createdAt: string | null;
  /** The full address, present only in the answer that made it. */
  url: string | null;
}

// ---- Time rules ------------------------------------------------------------------------------

/** The date (YYYY-MM-DD) `days` after `date` (before, when negative). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The Monday of the week `date` lies in (the date itself on a Monday). */
export function mondayOf(date: string): string {
  return addDays(date, -weekdays.indexOf(weekdayOf(date)));
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

function calendarDateTime(date: string, time: string): CalendarDateTime {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return new CalendarDateTime(year, month, day, hour, minute);
}

/**
 * The start instants (UTC ISO) of a session planned at `date` `time` in `zone`, weekly until
 * `until` (inclusive) when given. Each week adds 7 days to the wall-clock time, so the local time
 * stays put across a daylight-saving change; a time the change skips moves forward by the gap.
 */
export function sessionStarts(date: string, time: string, zone: string, until: string | null = null): string[] {
  const first = calendarDateTime(date, time);
  const starts: string[] = [];
  for (let week = 0; week < sessionLimits.maxOccurrences; week += 1) {
    const local = first.add({ weeks: week });
    if (week > 0 && (!until || local.toString().slice(0, 10) > until)) break;
    starts.push(toZoned(local, zone, 'later').toAbsoluteString());
  }
  return starts;
}

/** The wall-clock date (YYYY-MM-DD) and time (HH:MM) of an instant in `zone`. */
export function wallClock(instant: string, zone: string): { date: string; time: string; weekday: Weekday } {
  const zoned = parseAbsolute(instant, zone);
  const local = toCalendarDateTime(zoned);
  const date = local.toString().slice(0, 10);
  const time = `${String(local.hour).padStart(2, '0')}:${String(local.minute).padStart(2, '0')}`;
  return { date, time, weekday: weekdayOf(date) };
}

/** The weekday of a date (YYYY-MM-DD). */
export function weekdayOf(date: string): Weekday {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekdays[(day + 6) % 7]!;
}

function minutesOf(time: string): number {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return hour * 60 + minute;
}

/** The availability slot (and the weekday it belongs to) a local minute of `date` falls in; Night after midnight belongs to the day before. */
function slotAt(date: string, minute: number): { weekday: Weekday; slot: TimeSlot } {
  for (const slot of timeSlots) {
    const from = minutesOf(timeSlotHours[slot].from);
    const to = minutesOf(timeSlotHours[slot].to) + 1;
    if (from < to ? minute >= from && minute < to : minute >= from) return { weekday: weekdayOf(date), slot };
    if (from > to && minute < to) {
      const before = new CalendarDate(...(date.split('-').map(Number) as [number, number, number])).subtract({
        days: 1,
      });
      return { weekday: weekdayOf(before.toString()), slot };
    }
  }
  return { weekday: weekdayOf(date), slot: 'Night' };
}

/**
 * True when a session from `startsAt` for `minutes`, read in the trainer's `zone`, lies wholly in
 * slots the trainer marked available (weekday + time slot, SPEC §9 hours). A trainer without
 * availability has none marked, so every time needs the override.
 */
export function withinAvailability(
  startsAt: string,
  minutes: number,
  zone: string,
  availability: ReadonlyArray<{ weekday: Weekday; timeSlot: TimeSlot }>,
): boolean {
  const open = new Set(availability.map((each) => `${each.weekday}:${each.timeSlot}`));
  const start = parseAbsolute(startsAt, zone);
  // Every quarter hour the session covers, and its last minute, must lie in an open slot.
  const offsets = [...Array.from({ length: Math.ceil(minutes / 15) }, (_, index) => index * 15), minutes - 1];
  return offsets.every((offset) => {
    const at = toCalendarDateTime(start.add({ minutes: offset }));
    const { weekday, slot } = slotAt(at.toString().slice(0, 10), at.hour * 60 + at.minute);
    return open.has(`${weekday}:${slot}`);
  });
}

/** True when a cancellation at `now` falls inside the trainer's notice (`policyHours` before the start). */
export function isLateCancel(startsAt: string, now: Date, policyHours: number): boolean {
  return Date.parse(startsAt) - now.getTime() < policyHours * 3_600_000;
}

/** The end instant of a session. */
export function sessionEnd(startsAt: string, minutes: number): string {
  return new Date(Date.parse(startsAt) + minutes * 60_000).toISOString();
}

/** True when the planned date is not in the past for the zone and not further ahead than allowed. */
export function plannableDate(date: string, zone: string, now: Date = new Date()): boolean {
  const today = wallClock(now.toISOString(), zone).date;
  return date >= today && daysBetween(today, date) <= sessionLimits.maxDaysAhead;
}
