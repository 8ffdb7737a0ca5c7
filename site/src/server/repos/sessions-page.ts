import { addDays, isTimeZone, mondayOf, wallClock, type CalendarFeedState, type SessionDetail } from '@spotter/domain';
import type { DB } from '../db/index.ts';
import { feedState } from './calendar-feeds.ts';
import { listSessions, personName, slotOf, waitingSessions, type SessionReader } from './sessions.ts';

/** The cookie the sessions page keeps the browser's zone in, so the next visit renders in it. */
export const zoneCookieName = 'spotter_tz';

export interface UpcomingPage {
  sessions: SessionDetail[];
  serverZone: string;
  now: string;
  feed: CalendarFeedState;
}

/**
 * What an upcoming-trainings page renders first: the week of today in the reader's zone (the one
 * the browser told on the last visit, else `fallbackZone`), the sessions waiting for an answer,
 * and the calendar feed's state.
 */
export async function upcomingPage(
  db: DB,
  reader: SessionReader,
  cookieZone: string | undefined,
  fallbackZone: string,
  now = new Date(),
): Promise<UpcomingPage> {
  const serverZone = cookieZone && cookieZone.length <= 64 && isTimeZone(cookieZone) ? cookieZone : fallbackZone;
  const weekStart = mondayOf(wallClock(now.toISOString(), serverZone).date);
  const [week, waiting, feed] = await Promise.all([
    listSessions(db, reader, { from: weekStart, to: addDays(weekStart, 6) }),
    waitingSessions(db, reader, now),
    feedState(db, reader.id),
  ]);
  const byId = new Map([...week, ...waiting].map((session) => [session.id, session]));
  const sessions = [...byId.values()].sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  return { sessions, serverZone, now: now.toISOString(), feed };
}

/** What the scheduling dialog needs: the trainer's clients, gyms, zone, length and availability. */
export async function schedulingContext(db: DB, trainerId: string) {
  const [profile, clients, gyms, slots] = await Promise.all([
    db
      .selectFrom('trainer_profiles')
      .select(['time_zone', 'session_duration', 'cancellation_policy_hours'])
      .where('user_id', '=', trainerId)
      .executeTakeFirst(),
    db
      .selectFrom('trainer_clients as tc')
      .innerJoin('client_profiles as cp', 'cp.user_id', 'tc.client_id')
      .innerJoin('users as u', 'u.id', 'tc.client_id')
      .select(['tc.client_id', 'cp.first_name', 'cp.last_name'])
      .where('tc.trainer_id', '=', trainerId)
      .where('tc.ended_at', 'is', null)
      .where('u.status', '=', 'active')
      .orderBy('cp.first_name')
      .orderBy('cp.last_name')
      .execute(),
    db
      .selectFrom('trainer_gyms')
      .select(['value', 'label', 'name', 'address'])
      .where('trainer_id', '=', trainerId)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('trainer_availabilities')
      .select(['weekday', 'time_slot'])
      .where('trainer_id', '=', trainerId)
      .execute(),
  ]);
  return {
    timeZone: profile?.time_zone ?? null,
    minutes: profile?.session_duration ?? 60,
    policyHours: profile?.cancellation_policy_hours ?? 24,
    clients: clients.map((client) => ({ id: client.client_id, name: personName(client.first_name, client.last_name) })),
    gyms: gyms.map((gym) => ({ id: gym.value, name: gym.name ?? gym.label, address: gym.address })),
    availability: slots.map(slotOf),
  };
}

/** What a client's request dialog needs: each current trainer's zone, length, notice and availability. */
export async function clientTrainers(db: DB, clientId: string) {
  const trainers = await db
    .selectFrom('trainer_clients as tc')
    .innerJoin('trainer_profiles as tp', 'tp.user_id', 'tc.trainer_id')
    .innerJoin('users as t', 't.id', 'tc.trainer_id')
    .select([
      'tp.user_id',
      'tp.first_name',
      'tp.last_name',
      'tp.time_zone',
      'tp.session_duration',
      'tp.cancellation_policy_hours',
    ])
    .where('tc.client_id', '=', clientId)
    .where('tc.ended_at', 'is', null)
    .where('t.status', '=', 'active')
    .orderBy('tc.started_at')
    .execute();
  if (trainers.length === 0) return [];
  const slots = await db
    .selectFrom('trainer_availabilities')
    .select(['trainer_id', 'weekday', 'time_slot'])
    .where(
      'trainer_id',
      'in',
      trainers.map((trainer) => trainer.user_id),
    )
    .execute();
  return trainers.map((trainer) => ({
    id: trainer.user_id,
    name: personName(trainer.first_name, trainer.last_name),
    timeZone: trainer.time_zone ?? 'UTC',
    minutes: trainer.session_duration,
    policyHours: trainer.cancellation_policy_hours,
    availability: slots.filter((slot) => slot.trainer_id === trainer.user_id).map(slotOf),
  }));
}
