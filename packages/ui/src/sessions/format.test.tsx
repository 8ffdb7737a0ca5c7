import { describe, expect, test } from 'vitest';
import {
  addDays,
  dayKey,
  formatDay,
  formatTimeRange,
  formatTrainerTime,
  formatWeekRange,
  formatWhen,
  groupByDay,
  isPast,
  mondayOf,
  weekDays,
} from './format.ts';
import { allowedActions } from './SessionCard/sessionActions.ts';

const sarajevo = 'Europe/Sarajevo';
const newYork = 'America/New_York';
/** Tuesday 3 November 2026, 18:00–19:00 in Sarajevo (UTC+1). */
const tuesdayEvening = { startsAt: '2026-11-03T17:00:00.000Z', endsAt: '2026-11-03T18:00:00.000Z' };

describe('days of a week', () => {
  test('the day of an instant depends on the zone it is read in', () => {
    // 00:30 on Sunday 25 October in Sarajevo (still summer time, UTC+2) is Saturday evening in New York.
    expect(dayKey('2026-10-24T22:30:00.000Z', sarajevo)).toBe('2026-10-25');
    expect(dayKey('2026-10-24T22:30:00.000Z', newYork)).toBe('2026-10-24');
    expect(dayKey('2026-11-03T23:30:00.000Z', 'UTC')).toBe('2026-11-03');
  });

  test('a week runs Monday to Sunday, across month and year ends', () => {
    expect(weekDays('2026-11-02')).toEqual([
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
      '2026-11-05',
      '2026-11-06',
      '2026-11-07',
      '2026-11-08',
    ]);
    expect(weekDays('2026-12-28').at(-1)).toBe('2027-01-03');
    expect(addDays('2026-03-02', -7)).toBe('2026-02-23');
    expect(mondayOf('2026-11-03')).toBe('2026-11-02');
    expect(mondayOf('2026-11-08')).toBe('2026-11-02');
    expect(mondayOf('2026-11-02')).toBe('2026-11-02');
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
  });

  test('sessions group by their start day in the reader’s zone, in time order', () => {
    const late = { id: 'late', startsAt: '2026-10-24T22:30:00.000Z' };
    const thursday = { id: 'thursday', startsAt: '2026-10-22T16:00:00.000Z' };
    const sunday = { id: 'sunday', startsAt: '2026-10-25T17:00:00.000Z' };
    const sundayMorning = { id: 'sunday-morning', startsAt: '2026-10-25T08:00:00.000Z' };
    const grouped = groupByDay([sunday, late, thursday, sundayMorning], newYork);
    expect([...grouped].map(([day, items]) => [day, items.map((item) => item.id)])).toEqual([
      ['2026-10-22', ['thursday']],
      ['2026-10-24', ['late']],
      ['2026-10-25', ['sunday-morning', 'sunday']],
    ]);
    expect([...groupByDay([late], sarajevo).keys()]).toEqual(['2026-10-25']);
  });

  test('a session is past once its end has passed', () => {
    expect(isPast(tuesdayEvening, '2026-11-03T18:00:00.000Z')).toBe(true);
    expect(isPast(tuesdayEvening, '2026-11-03T17:59:00.000Z')).toBe(false);
  });
});

describe('times in words', () => {
  test('a time range in the reader’s zone and language', () => {
    expect(formatTimeRange(tuesdayEvening.startsAt, tuesdayEvening.endsAt, sarajevo, 'en')).toBe('6:00 – 7:00 PM');
    expect(formatTimeRange(tuesdayEvening.startsAt, tuesdayEvening.endsAt, sarajevo, 'hr')).toBe('18:00 – 19:00');
    expect(formatTimeRange(tuesdayEvening.startsAt, tuesdayEvening.endsAt, newYork, 'en')).toBe('12:00 – 1:00 PM');
  });

  test('a session past midnight joins two times instead of two dates', () => {
    expect(formatTimeRange('2026-11-03T22:30:00.000Z', '2026-11-03T23:30:00.000Z', sarajevo, 'en')).toBe(
      '11:30 PM – 12:30 AM',
    );
  });

  test('no thin or narrow spaces, which differ between ICU versions', () => {
    for (const locale of ['en', 'bs', 'de', 'hr', 'sr', 'sl'])
      expect(formatWhen(tuesdayEvening, sarajevo, locale)).not.toMatch(/[\u2009\u202f]/);
  });

  test('days and weeks: Bosnian months in numbers', () => {
    expect(formatDay('2026-11-03', 'en')).toBe('Tue, Nov 3');
    expect(formatDay('2026-11-03', 'bs')).not.toMatch(/stu/);
    expect(formatWeekRange('2026-11-02', 'en')).toBe('Nov 2 – 8, 2026');
    expect(formatWeekRange('2026-12-28', 'en')).toBe('Dec 28, 2026 – Jan 3, 2027');
    expect(formatWhen(tuesdayEvening, sarajevo, 'en')).toBe('Tue, Nov 3 · 6:00 – 7:00 PM');
  });

  test('the trainer’s clock shows only for a reader in another zone, with the day when it differs', () => {
    const session = { ...tuesdayEvening, timeZone: sarajevo };
    expect(formatTrainerTime(session, sarajevo, 'en')).toBeNull();
    // Belgrade shares Sarajevo's clock: nothing to add.
    expect(formatTrainerTime(session, 'Europe/Belgrade', 'en')).toBeNull();
    expect(formatTrainerTime(session, newYork, 'en')).toBe('6:00 – 7:00 PM in Europe/Sarajevo');
    const afterMidnight = {
      startsAt: '2026-10-24T22:30:00.000Z',
      endsAt: '2026-10-24T23:15:00.000Z',
      timeZone: sarajevo,
    };
    expect(formatTrainerTime(afterMidnight, newYork, 'en')).toBe('Sun, Oct 25 · 12:30 – 1:15 AM in Europe/Sarajevo');
    expect(formatTrainerTime(session, newYork, 'de')).toBe('18:00–19:00 Uhr in der Zeitzone Europe/Sarajevo');
  });
});

describe('what a reader may do', () => {
  const now = '2026-11-03T10:00:00.000Z';
  const open = { endsAt: tuesdayEvening.endsAt };
  test('each side answers the other’s move; agreed sessions cancel, the trainer moves them', () => {
    expect(allowedActions({ ...open, status: 'requested' }, 'trainer', now)).toEqual(['accept', 'decline', 'propose']);
    expect(allowedActions({ ...open, status: 'requested' }, 'client', now)).toEqual(['cancel']);
    expect(allowedActions({ ...open, status: 'proposed' }, 'client', now)).toEqual(['accept', 'decline']);
    expect(allowedActions({ ...open, status: 'proposed' }, 'trainer', now)).toEqual(['cancel']);
    expect(allowedActions({ ...open, status: 'scheduled' }, 'trainer', now)).toEqual(['reschedule', 'cancel']);
    expect(allowedActions({ ...open, status: 'scheduled' }, 'client', now)).toEqual(['cancel']);
  });

  test('cancelled, moved and past sessions are only read', () => {
    expect(allowedActions({ ...open, status: 'cancelled' }, 'trainer', now)).toEqual([]);
    expect(allowedActions({ ...open, status: 'rescheduled' }, 'trainer', now)).toEqual([]);
    expect(allowedActions({ ...open, status: 'scheduled' }, 'trainer', '2026-11-04T00:00:00.000Z')).toEqual([]);
  });
});
