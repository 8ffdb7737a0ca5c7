import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import {
  sessionStarts,
  sessionWriteSchema,
  wallClock,
  withinAvailability,
  type SessionWrite,
  type TimeSlot,
  type Weekday,
} from '@spotter/domain';
import type { DB } from '#server/db/index.ts';
import { createUser } from '#server/repos/users.ts';
import {
  cancelSession,
  listSessions,
  requestSession,
  rescheduleSession,
  respondToSession,
  scheduleSessions,
  sessionDetail,
} from '#server/repos/sessions.ts';
import { feedCalendar, feedState, renewFeed } from '#server/repos/calendar-feeds.ts';
import { DomainError } from '#server/errors.ts';
import { deleteAccount } from '#server/repos/account-lifecycle.ts';
import { databaseCases, openTestDatabases, uniqueEmail } from './helpers/databases.ts';

const { on } = openTestDatabases();
const zone = 'Europe/Sarajevo';
/** The clock of every write here: Friday 2026-10-16, noon in Sarajevo (before the change to winter time). */
const now = new Date('2026-10-16T10:00:00Z');
const gymId = '0b7d5c1e-5a3f-4c49-9d1e-3f6c2b9a7e11';

const newUser = (db: DB, role: 'trainer' | 'client') =>
  createUser(db, { email: uniqueEmail(`sessions-${role}`), passwordHash: null, role, language: 'en' });

const everyEvening: Array<{ weekday: Weekday; timeSlot: TimeSlot }> = (
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const
).map((weekday) => ({ weekday, timeSlot: 'Evening' }));

/** A trainer in Sarajevo, free on weekday evenings, with one gym and a current client. */
async function pair(db: DB) {
  const trainer = await newUser(db, 'trainer');
  await db
    .updateTable('trainer_profiles')
    .set({ first_name: 'Amra', last_name: 'Hodžić', time_zone: zone, cancellation_policy_hours: 24 })
    .where('user_id', '=', trainer.id)
    .execute();
  await db
    .insertInto('trainer_availabilities')
    .values(everyEvening.map((slot) => ({ trainer_id: trainer.id, weekday: slot.weekday, time_slot: slot.timeSlot })))
    .execute();
  await db
    .insertInto('trainer_gyms')
    .values({
      trainer_id: trainer.id,
      position: 0,
      value: gymId,
      label: 'Gym Fit Hub',
      name: 'Gym Fit Hub',
      address: 'Zmaja od Bosne 7, Sarajevo',
    })
    .execute();
  const client = await newUser(db, 'client');
  await db
    .updateTable('client_profiles')
    .set({ first_name: 'Adna', last_name: 'Begić' })
    .where('user_id', '=', client.id)
    .execute();
  await db.insertInto('trainer_clients').values({ trainer_id: trainer.id, client_id: client.id }).execute();
  return { trainer, client };
}

const write = (clientId: string, values: Partial<SessionWrite> = {}) =>
  sessionWriteSchema.parse({
    clientId,
    date: '2026-10-20',
    time: '18:00',
    minutes: 60,
    place: { kind: 'gym', gymId },
    note: 'Bring the heart-rate strap.',
    ...values,
  });

async function refusal(work: Promise<unknown>): Promise<DomainError> {
  const error = await work.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

describe('session times', () => {
  it('keep the wall-clock time of a weekly series across a daylight-saving change', () => {
    // Sarajevo leaves summer time on 2026-10-25: 18:00 is 16:00 UTC before and 17:00 UTC after.
    const starts = sessionStarts('2026-10-20', '18:00', zone, '2026-11-03');
    expect(starts).toEqual(['2026-10-20T16:00:00.000Z', '2026-10-27T17:00:00.000Z', '2026-11-03T17:00:00.000Z']);
    expect(starts.map((start) => wallClock(start, zone).time)).toEqual(['18:00', '18:00', '18:00']);
    // New York changes a week later (2026-11-01): there the same sessions move 13:00 → 12:00 → 12:00.
    expect(starts.map((start) => wallClock(start, 'America/New_York').time)).toEqual(['12:00', '13:00', '12:00']);
  });

  it('lie inside the availability only when every minute does, Night after midnight belonging to the day before', () => {
    const tuesdayEvening = sessionStarts('2026-10-20', '20:30', zone)[0]!;
    expect(withinAvailability(tuesdayEvening, 60, zone, everyEvening)).toBe(false); // runs into Night at 21:00
    expect(withinAvailability(tuesdayEvening, 30, zone, everyEvening)).toBe(true); // ends as Evening does
    const lateMonday = sessionStarts('2026-10-20', '01:00', zone)[0]!; // Tuesday 01:00 is Monday's Night
    expect(withinAvailability(lateMonday, 60, zone, [{ weekday: 'monday', timeSlot: 'Night' }])).toBe(true);
    expect(withinAvailability(lateMonday, 60, zone, [{ weekday: 'tuesday', timeSlot: 'Night' }])).toBe(false);
    expect(withinAvailability(tuesdayEvening, 30, zone, [])).toBe(false);
  });
});

describe('a weekly series', () => {
  it('ends on or after its first session and before a 54th week, refused by the contract the endpoint uses', () => {
    const base = { clientId: gymId, date: '2026-10-20', time: '18:00', minutes: 60, place: { kind: 'client' } };
    const refusedAt = (repeatUntil: string) =>
      sessionWriteSchema.safeParse({ ...base, repeatUntil }).error?.issues.map((issue) => [issue.path, issue.message]);
    expect(refusedAt('2026-10-13')).toEqual([[['repeatUntil'], 'sessions_error_repeat_until']]);
    expect(refusedAt('2027-10-26')).toEqual([[['repeatUntil'], 'sessions_error_repeat_until']]);
    // The 53rd Tuesday is the last a series holds.
    expect(refusedAt('2027-10-25')).toBeUndefined();
  });
});

for (const { name, skipped, title } of databaseCases)
  describe.skipIf(skipped)(`training sessions on ${title}`, () => {
    it('schedules a weekly series at the same local time, refusing a double booking for the trainer', async () => {
      const db = on(name);
      const { trainer, client } = await pair(db);
      const series = await scheduleSessions(db, trainer.id, write(client.id, { repeatUntil: '2026-11-10' }), now);
      expect(series.map((session) => session.startsAt)).toEqual([
        '2026-10-20T16:00:00.000Z',
        '2026-10-27T17:00:00.000Z',
        '2026-11-03T17:00:00.000Z',
        '2026-11-10T17:00:00.000Z',
      ]);
      expect(new Set(series.map((session) => session.seriesId)).size).toBe(1);
      expect(series[0]).toMatchObject({
        status: 'scheduled',
        timeZone: zone,
        minutes: 60,
        place: { kind: 'gym', gymId, name: 'Gym Fit Hub', address: 'Zmaja od Bosne 7, Sarajevo' },
        client: { id: client.id, name: 'Adna Begić' },
        trainer: { id: trainer.id, name: 'Amra Hodžić' },
        outsideAvailability: false,
      });

      // Another client at an overlapping time of the trainer's: refused, nothing made.
      const other = await newUser(db, 'client');
      await db.insertInto('trainer_clients').values({ trainer_id: trainer.id, client_id: other.id }).execute();
      const clash = await refusal(
        scheduleSessions(db, trainer.id, write(other.id, { date: '2026-10-27', time: '18:30' }), now),
      );
      expect(clash).toMatchObject({ kind: 'conflict', key: 'sessions_error_double_booked' });
      expect(clash.details.params).toEqual({ when: '2026-10-27 18:00' });
      // Back to back is fine.
      const after = await scheduleSessions(db, trainer.id, write(other.id, { date: '2026-10-27', time: '19:00' }), now);
      expect(after).toHaveLength(1);

      const listed = await listSessions(
        db,
        { id: client.id, role: 'client' },
        { from: '2026-10-19', to: '2026-11-15' },
      );
      expect(listed.map((session) => session.id)).toEqual(series.map((session) => session.id));
    });

    it('needs the trainer to confirm a time outside the availability, and marks it', async () => {
      const db = on(name);
      const { trainer, client } = await pair(db);
      const saturday = write(client.id, { date: '2026-10-24', time: '10:00' });
      const refused = await refusal(scheduleSessions(db, trainer.id, saturday, now));
      expect(refused).toMatchObject({ kind: 'conflict', key: 'sessions_error_outside_availability' });
      const [made] = await scheduleSessions(db, trainer.id, { ...saturday, overrideAvailability: true }, now);
      expect(made!.outsideAvailability).toBe(true);
    });

    it('refuses a past time, a client of someone else and a gym that is not the trainer’s', async () => {
      const db = on(name);
      const { trainer, client } = await pair(db);
      expect(
        await refusal(scheduleSessions(db, trainer.id, write(client.id, { date: '2026-10-15' }), now)),
      ).toMatchObject({
        key: 'sessions_error_date_past',
      });
      const stranger = await newUser(db, 'client');
      expect(await refusal(scheduleSessions(db, trainer.id, write(stranger.id), now))).toMatchObject({
        kind: 'forbidden',
        key: 'sessions_error_not_your_client',
      });
      const place = { kind: 'gym' as const, gymId: '5a1f0c5e-0000-4000-8000-000000000000' };
      expect(await refusal(scheduleSessions(db, trainer.id, write(client.id, { place }), now))).toMatchObject({
        key: 'sessions_error_gym_invalid',
      });
    });

    it('marks a cancel inside the notice late, for both sides, and cancels the rest of a series when asked', async () => {
      const db = on(name);
      const { trainer, client } = await pair(db);
      const series = await scheduleSessions(db, trainer.id, write(client.id, { repeatUntil: '2026-11-03' }), now);
      // Monday 19 October 20:00 in Sarajevo: 22 hours before the first session, inside the 24-hour notice.
      const late = new Date('2026-10-19T18:00:00Z');
      const [cancelled] = await cancelSession(
        db,
        { id: client.id, role: 'client' },
        series[0]!.id,
        { version: 0, reason: 'Flu, sorry.', series: false },
        late,
      );
      expect(cancelled).toMatchObject({
        status: 'cancelled',
        cancelledBy: 'client',
        lateCancel: true,
        cancelReason: 'Flu, sorry.',
      });
      const seen = await sessionDetail(db, { id: trainer.id, role: 'trainer' }, series[0]!.id);
      expect(seen.lateCancel).toBe(true);
      // A stale version is refused.
      expect(
        await refusal(
          cancelSession(
            db,
            { id: trainer.id, role: 'trainer' },
            series[1]!.id,
            { version: 3, reason: 'x', series: false },
            now,
          ),
        ),
      ).toMatchObject({ key: 'sessions_error_stale' });
      const rest = await cancelSession(
        db,
        { id: trainer.id, role: 'trainer' },
        series[1]!.id,
        { version: 0, reason: 'Moving gyms.', series: true },
        now,
      );
      expect(rest.map((session) => [session.id, session.lateCancel])).toEqual([
        [series[1]!.id, false],
        [series[2]!.id, false],
      ]);
      // Another trainer's session is not found.
      const { trainer: stranger } = await pair(db);
      expect(
        await refusal(
          cancelSession(
            db,
            { id: stranger.id, role: 'trainer' },
            series[0]!.id,
            { version: 1, reason: 'x', series: false },
            now,
          ),
        ),
      ).toMatchObject({ kind: 'not_found' });
    });

    it('keeps the earlier time when a session is rescheduled', async () => {
      const db = on(name);
      const { trainer, client } = await pair(db);
      const [first] = await scheduleSessions(db, trainer.id, write(client.id), now);
      const moved = await rescheduleSession(
        db,
        trainer.id,
        first!.id,
        { version: 0, date: '2026-10-22', time: '17:30', overrideAvailability: false },
        now,
      );
      expect(moved.startsAt).toBe('2026-10-22T15:30:00.000Z');
      expect(moved.history).toEqual([
        { startsAt: '2026-10-20T16:00:00.000Z', endsAt: '2026-10-20T17:00:00.000Z', changedAt: now.toISOString() },
      ]);
      const listed = await listSessions(
        db,
        { id: client.id, role: 'client' },
        { from: '2026-10-19', to: '2026-10-25' },
      );
      expect(listed.map((session) => session.id)).toEqual([moved.id]);
    });

    it('lets a client ask for a slot, the trainer propose another, and the client accept it', async () => {
      const db = on(name);
      const { trainer, client } = await pair(db);
      const asClient = { id: client.id, role: 'client' as const };
      const asTrainer = { id: trainer.id, role: 'trainer' as const };
      expect(
        await refusal(
          requestSession(db, client.id, { trainerId: trainer.id, date: '2026-10-24', time: '10:00', note: null }, now),
        ),
      ).toMatchObject({ key: 'sessions_error_request_outside' });
      const asked = await requestSession(
        db,
        client.id,
        { trainerId: trainer.id, date: '2026-10-21', time: '17:00', note: 'Legs, please.' },
        now,
      );
      expect(asked).toMatchObject({ status: 'requested', requestedBy: 'client', place: { kind: 'gym', gymId } });
      // The client cannot answer their own request.
      expect(
        await refusal(
          respondToSession(db, asClient, asked.id, { action: 'accept', version: 0, overrideAvailability: false }, now),
        ),
      ).toMatchObject({
        key: 'sessions_error_not_waiting',
      });
      const proposed = await respondToSession(
        db,
        asTrainer,
        asked.id,
        { action: 'propose', version: 0, date: '2026-10-22', time: '19:00', overrideAvailability: false },
        now,
      );
      expect(proposed).toMatchObject({ status: 'proposed', startsAt: '2026-10-22T17:00:00.000Z' });
      expect(proposed.history).toHaveLength(1);
      const accepted = await respondToSession(
        db,
        asClient,
        proposed.id,
        { action: 'accept', version: 0, overrideAvailability: false },
        now,
      );
      expect(accepted.status).toBe('scheduled');
    });

    it('serves a calendar feed an iCalendar parser reads, which a renewal closes', async () => {
      const db = on(name);
      const { trainer, client } = await pair(db);
      await scheduleSessions(db, trainer.id, write(client.id, { repeatUntil: '2026-10-27' }), now);
      expect(await feedState(db, client.id)).toEqual({ exists: false, createdAt: null, url: null });
      const made = await renewFeed(db, client.id, 'https://spotter.test');
      const token = made.url!.split('/').at(-1)!;
      expect(made.url).toBe(`https://spotter.test/api/calendar/${token}`);
      const text = await feedCalendar(db, token, 'https://spotter.test', now);
      const calendar = new ICAL.Component(ICAL.parse(text!));
      const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
      expect(events.map((event) => event.startDate.toJSDate().toISOString())).toEqual([
        '2026-10-20T16:00:00.000Z',
        '2026-10-27T17:00:00.000Z',
      ]);
      expect(events[0]!.summary).toBe('Training: Amra Hodžić');
      expect(events[0]!.location).toBe('Gym Fit Hub, Zmaja od Bosne 7, Sarajevo');
      expect((await feedState(db, client.id)).exists).toBe(true);
      await renewFeed(db, client.id, 'https://spotter.test');
      expect(await feedCalendar(db, token, 'https://spotter.test', now)).toBeNull();
      expect(await feedCalendar(db, 'not-a-token', 'https://spotter.test', now)).toBeNull();
    });
    it('cancels the sessions to come when the trainer closes the account, and ends both feeds', async () => {
      const db = on(name);
      const { trainer, client } = await pair(db);
      const later = new Date(Date.now() + 30 * 86_400_000);
      const { date } = wallClock(later.toISOString(), zone);
      const [session] = await scheduleSessions(
        db,
        trainer.id,
        write(client.id, { date, time: '18:00', overrideAvailability: true }),
      );
      const trainerFeed = await renewFeed(db, trainer.id, 'https://spotter.test');
      await deleteAccount(db, { id: trainer.id, role: 'trainer' });
      const seen = await sessionDetail(db, { id: client.id, role: 'client' }, session!.id);
      expect(seen).toMatchObject({ status: 'cancelled', cancelledBy: 'trainer', lateCancel: false });
      expect(await feedCalendar(db, trainerFeed.url!.split('/').at(-1)!, 'https://spotter.test')).toBeNull();
      expect(
        await db.selectFrom('calendar_feeds').select('user_id').where('user_id', '=', trainer.id).execute(),
      ).toEqual([]);
    });
  });
