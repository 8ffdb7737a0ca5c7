import {
  addDays,
  sessionEnd,
  sessionStarts,
  timeSlotHours,
  wallClock,
  weekdays,
  withinAvailability,
  type TimeSlot,
  type Weekday,
} from '@spotter/domain';
import type { DB } from './index.ts';
import { demoUserId } from './seed-data.ts';
import type { Insertable } from 'kysely';
import type { TrainingSessionsTable } from './schema.ts';

type NewSession = Insertable<TrainingSessionsTable>;

/** The id of the first session of a demo client's weekly series (tests open it). */
export function demoSessionId(clientId: string): string {
  return demoUserId(`session:${clientId}`);
}

/**
 * A demo coaching pair's planned sessions, the way a trainer keeps them: a weekly series for the
 * next eight weeks at one of the trainer's available times (in the trainer's zone, each client at
 * another hour), one of them moved by an hour, a past session the client cancelled late, and, for
 * every other client, a time the client asked for that waits for the trainer's answer.
 */
export async function seedPairSessions(
  trx: DB,
  pair: { trainerId: string; clientId: string; index: number },
  now: Date,
): Promise<void> {
  const profile = await trx
    .selectFrom('trainer_profiles')
    .select(['time_zone', 'session_duration'])
    .where('user_id', '=', pair.trainerId)
    .executeTakeFirst();
  if (!profile) return;
  const zone = profile.time_zone ?? 'Europe/Sarajevo';
  const minutes = profile.session_duration;
  const slots = await trx
    .selectFrom('trainer_availabilities')
    .select(['weekday', 'time_slot'])
    .where('trainer_id', '=', pair.trainerId)
    .execute();
  const availability = slots.map((slot) => ({
    weekday: slot.weekday as Weekday,
    timeSlot: slot.time_slot as TimeSlot,
  }));
  const gym = await trx
    .selectFrom('trainer_gyms')
    .select(['value', 'label', 'name', 'address'])
    .where('trainer_id', '=', pair.trainerId)
    .orderBy('position')
    .limit(1)
    .executeTakeFirst();
  const place = gym
    ? { place_kind: 'gym' as const, gym_id: gym.value, place_name: gym.name ?? gym.label, place_address: gym.address }
    : { place_kind: 'client' as const };

  // The sessions the pair already had took place at the trainer's gym, planned in the trainer's zone.
  await trx
    .updateTable('training_sessions')
    .set({ time_zone: zone, ...place })
    .where('trainer_id', '=', pair.trainerId)
    .where('client_id', '=', pair.clientId)
    .where('status', '=', 'completed')
    .execute();

  // The pair's weekday and hour: one of the trainer's slots (skipping Night), an hour into it plus the client's index.
  const day = availability.filter((slot) => slot.timeSlot !== 'Night')[
    pair.index % Math.max(1, availability.length)
  ] ?? {
    weekday: 'tuesday' as Weekday,
    timeSlot: 'Evening' as TimeSlot,
  };
  const hour = Number(timeSlotHours[day.timeSlot].from.slice(0, 2)) + 1 + (pair.index % 3);
  const time = `${String(hour).padStart(2, '0')}:00`;
  const today = wallClock(now.toISOString(), zone).date;
  const offset = (weekdays.indexOf(day.weekday) - weekdays.indexOf(wallClock(now.toISOString(), zone).weekday) + 7) % 7;
  const first = addDays(today, offset === 0 ? 7 : offset);
  const starts = sessionStarts(first, time, zone, addDays(first, 7 * 7));
  const seriesId = crypto.randomUUID();
  const base = {
    trainer_id: pair.trainerId,
    client_id: pair.clientId,
    time_zone: zone,
    duration_minutes: minutes,
    ...place,
  };
  const rows: NewSession[] = starts.map((start, index) => ({
    ...base,
    ...(index === 0 && { id: demoSessionId(pair.clientId) }),
    series_id: seriesId,
    status: 'scheduled',
    starts_at: start,
    outside_availability: !withinAvailability(start, minutes, zone, availability),
  }));

  // The third session of the series moved an hour later, its first time kept.
  const moved = rows[2]!;
  const movedFrom = String(moved.starts_at);
  moved.status = 'rescheduled';
  const movedTo = new Date(Date.parse(movedFrom) + 3_600_000).toISOString();
  rows.push({
    ...base,
    series_id: seriesId,
    status: 'scheduled',
    starts_at: movedTo,
    notes: 'Moved an hour later: the gym hosts a competition that afternoon.',
    outside_availability: !withinAvailability(movedTo, minutes, zone, availability),
    history: JSON.stringify([
      {
        startsAt: movedFrom,
        endsAt: sessionEnd(movedFrom, minutes),
        changedAt: new Date(now.getTime() - 86_400_000).toISOString(),
      },
    ]),
  });

  // Last week's session, cancelled by the client the evening before (inside the 24-hour notice).
  const lastWeek = sessionStarts(addDays(first, -7), time, zone)[0]!;
  rows.push({
    ...base,
    status: 'cancelled',
    starts_at: lastWeek,
    cancelled_by: 'client',
    cancel_reason: 'Down with a cold, sorry. Same time next week?',
    cancelled_at: new Date(Date.parse(lastWeek) - 14 * 3_600_000),
    late_cancel: true,
  });

  // Every other client asked for an extra session on the series' day after next, an hour later.
  if (pair.index % 2 === 0) {
    const asked = sessionStarts(addDays(first, 2), time, zone)[0]!;
    if (withinAvailability(asked, minutes, zone, availability)) {
      rows.push({
        ...base,
        status: 'requested',
        requested_by: 'client',
        starts_at: asked,
        notes: 'Could we add a mobility session this week? My hips feel stiff.',
      });
    }
  }
  const inserted = await trx
    .insertInto('training_sessions')
    .values(rows)
    .returning(['id', 'status', 'starts_at'])
    .execute();
  const original = inserted.find((row) => row.status === 'rescheduled');
  if (original) {
    await trx
      .updateTable('training_sessions')
      .set({ previous_id: original.id })
      .where('client_id', '=', pair.clientId)
      .where('starts_at', '=', new Date(movedTo))
      .execute();
  }
}
