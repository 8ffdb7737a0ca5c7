import { sql } from 'kysely';
import {
  busyStatuses,
  isLateCancel,
  plannableDate,
  sessionEnd,
  sessionLimits,
  sessionStarts,
  fullName,
  wallClock,
  withinAvailability,
  type Role,
  type SessionCancel,
  type SessionDetail,
  type SessionEarlierTime,
  type SessionPlace,
  type SessionPlaceInput,
  type SessionRequest,
  type SessionReschedule,
  type SessionRespond,
  type SessionStatus,
  type SessionWrite,
  type SessionsQuery,
  type TimeSlot,
  type Weekday,
} from '@spotter/domain';
import { inTransaction, type DB } from '../db/index.ts';
import { DomainError } from '../errors.ts';

export interface SessionReader {
  id: string;
  role: Role;
}

/**
 * A session that took place: agreed (or done before scheduling existed), not cancelled, and over.
 * The figures of both overviews and the progress call count these.
 */
export const tookPlace = sql<boolean>`status in ('scheduled', 'completed')
  and starts_at + duration_minutes * interval '1 minute' <= now()`;

/** An availability row as the rules read it. */
export const slotOf = (slot: { weekday: Weekday; time_slot: TimeSlot }) => ({
  weekday: slot.weekday,
  timeSlot: slot.time_slot,
});

const notFound = () => new DomainError('not_found', 'sessions_error_not_found');
const iso = (value: Date | string) => new Date(value).toISOString();

function sessionsQuery(db: DB) {
  return db
    .selectFrom('training_sessions as s')
    .leftJoin('trainer_profiles as tp', 'tp.user_id', 's.trainer_id')
    .leftJoin('client_profiles as cp', 'cp.user_id', 's.client_id')
    .select([
      's.id',
      's.trainer_id',
      's.client_id',
      's.series_id',
      's.status',
      's.requested_by',
      's.starts_at',
      's.duration_minutes',
      's.time_zone',
      's.place_kind',
      's.gym_id',
      's.place_name',
      's.place_address',
      's.online_url',
      's.notes',
      's.outside_availability',
      's.cancelled_by',
      's.cancel_reason',
      's.cancelled_at',
      's.late_cancel',
      's.history',
      's.version',
      'tp.first_name as trainer_first_name',
      'tp.last_name as trainer_last_name',
      'cp.first_name as client_first_name',
      'cp.last_name as client_last_name',
    ]);
}

type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionsQuery>['executeTakeFirstOrThrow']>>;

export const personName = (firstName: string | null, lastName: string | null) => fullName({ firstName, lastName });

function placeOf(row: SessionRow): SessionPlace {
  if (row.place_kind === 'online') return { kind: 'online', url: row.online_url ?? '' };
  if (row.place_kind === 'gym') {
    return { kind: 'gym', gymId: row.gym_id, name: row.place_name ?? '', address: row.place_address };
  }
  return { kind: 'client' };
}

function detailOf(row: SessionRow): SessionDetail {
  const startsAt = iso(row.starts_at);
  const history = (typeof row.history === 'string' ? JSON.parse(row.history) : row.history) as SessionEarlierTime[];
  return {
    id: row.id,
    seriesId: row.series_id,
    // Sessions of the first dashboards (before scheduling existed) read as scheduled ones.
    status: row.status === 'completed' ? 'scheduled' : row.status,
    startsAt,
    endsAt: sessionEnd(startsAt, row.duration_minutes),
    minutes: row.duration_minutes,
    timeZone: row.time_zone,
    trainer: { id: row.trainer_id ?? '', name: personName(row.trainer_first_name, row.trainer_last_name) },
    client: { id: row.client_id, name: personName(row.client_first_name, row.client_last_name) },
    place: placeOf(row),
    note: row.notes,
    requestedBy: row.requested_by,
    outsideAvailability: row.outside_availability,
    cancelledBy: row.cancelled_by,
    cancelReason: row.cancel_reason,
    cancelledAt: row.cancelled_at ? iso(row.cancelled_at) : null,
    lateCancel: row.late_cancel,
    history,
    version: row.version,
  };
}

/** Who a reader is to a session: the trainer, the client, or no one (who then gets a 404). */
function sideOf(
  row: { trainer_id: string | null; client_id: string },
  reader: SessionReader,
): 'trainer' | 'client' | null {
  if (reader.role === 'trainer' && row.trainer_id === reader.id) return 'trainer';
  if (reader.role === 'client' && row.client_id === reader.id) return 'client';
  return null;
}

/**
 * A reader's sessions from `from` to `to` (dates, inclusive). The range is widened by a day each
 * side, so a reader in any zone gets every session of the days they show; replaced times
 * (rescheduled) are left out, their history rides on the session that replaced them.
 */
export async function listSessions(db: DB, reader: SessionReader, query: SessionsQuery): Promise<SessionDetail[]> {
  const from = new Date(Date.parse(`${query.from}T00:00:00Z`) - 86_400_000);
  const to = new Date(Date.parse(`${query.to}T00:00:00Z`) + 2 * 86_400_000);
  let select = sessionsQuery(db)
    .where('s.starts_at', '>=', from)
    .where('s.starts_at', '<', to)
    .where('s.status', '!=', 'rescheduled')
    .orderBy('s.starts_at')
    .orderBy('s.id')
    .limit(sessionLimits.upcomingPerTrainer);
  select =
    reader.role === 'trainer'
      ? select.where('s.trainer_id', '=', reader.id)
      : select.where('s.client_id', '=', reader.id);
  if (query.clientId) select = select.where('s.client_id', '=', query.clientId);
  return (await select.execute()).map(detailOf);
}

/** The sessions waiting for the reader's answer (a trainer's requests, a client's proposals). */
export async function waitingSessions(db: DB, reader: SessionReader, now = new Date()): Promise<SessionDetail[]> {
  const status: SessionStatus = reader.role === 'trainer' ? 'requested' : 'proposed';
  const rows = await sessionsQuery(db)
    .where(reader.role === 'trainer' ? 's.trainer_id' : 's.client_id', '=', reader.id)
    .where('s.status', '=', status)
    .where('s.starts_at', '>', now)
    .orderBy('s.starts_at')
    .limit(100)
    .execute();
  return rows.map(detailOf);
}

export async function sessionDetail(db: DB, reader: SessionReader, id: string): Promise<SessionDetail> {
  const row = await sessionsQuery(db).where('s.id', '=', id).executeTakeFirst();
  if (!row || !sideOf(row, reader)) throw notFound();
  return detailOf(row);
}

// ---- Rules a write checks ----------------------------------------------------------------------

interface TrainerSchedule {
  zone: string | null;
  minutes: number;
  policyHours: number;
  availability: Array<{ weekday: Weekday; timeSlot: TimeSlot }>;
}

/** The trainer's zone, session length, notice and availability, the trainer's row locked so writes queue. */
async function trainerSchedule(trx: DB, trainerId: string): Promise<TrainerSchedule> {
  const profile = await trx
    .selectFrom('trainer_profiles')
    .select(['time_zone', 'session_duration', 'cancellation_policy_hours'])
    .where('user_id', '=', trainerId)
    .forUpdate()
    .executeTakeFirst();
  if (!profile) throw notFound();
  const slots = await trx
    .selectFrom('trainer_availabilities')
    .select(['weekday', 'time_slot'])
    .where('trainer_id', '=', trainerId)
    .execute();
  return {
    zone: profile.time_zone,
    minutes: profile.session_duration,
    policyHours: profile.cancellation_policy_hours,
    availability: slots.map(slotOf),
  };
}

/** Refuses unless the client is the trainer's current client with an active account. */
async function assertCurrentClient(trx: DB, trainerId: string, clientId: string, key: string): Promise<void> {
  const row = await trx
    .selectFrom('trainer_clients as tc')
    .innerJoin('users as u', 'u.id', 'tc.client_id')
    .innerJoin('users as t', 't.id', 'tc.trainer_id')
    .select('tc.client_id')
    .where('tc.trainer_id', '=', trainerId)
    .where('tc.client_id', '=', clientId)
    .where('tc.ended_at', 'is', null)
    .where('u.status', '=', 'active')
    .where('t.status', '=', 'active')
    .executeTakeFirst();
  if (!row) throw new DomainError('forbidden', key, { fieldErrors: { clientId: [key] } });
}

interface PlaceColumns {
  place_kind: SessionPlaceInput['kind'];
  gym_id: string | null;
  place_name: string | null;
  place_address: string | null;
  online_url: string | null;
}

/** The place as it is stored: a gym must be one of the trainer's, kept with its name and address. */
async function placeColumns(trx: DB, trainerId: string, place: SessionPlaceInput): Promise<PlaceColumns> {
  const none = { gym_id: null, place_name: null, place_address: null, online_url: null };
  if (place.kind === 'online') return { ...none, place_kind: 'online', online_url: place.url };
  if (place.kind === 'client') return { ...none, place_kind: 'client' };
  const gym = await trx
    .selectFrom('trainer_gyms')
    .select(['value', 'label', 'name', 'address'])
    .where('trainer_id', '=', trainerId)
    .where('value', '=', place.gymId)
    .executeTakeFirst();
  if (!gym) {
    throw new DomainError('invalid', 'sessions_error_gym_invalid', {
      fieldErrors: { 'place.gymId': ['sessions_error_gym_invalid'] },
    });
  }
  return {
    ...none,
    place_kind: 'gym',
    gym_id: gym.value,
    place_name: (gym.name ?? gym.label).slice(0, 200),
    place_address: gym.address,
  };
}

/** The first of `starts` that clashes with a session the trainer or the client already holds, if any. */
async function firstClash(
  trx: DB,
  people: { trainerId: string; clientId: string },
  starts: readonly string[],
  minutes: number,
  ignoreId: string | null,
): Promise<{ startsAt: string; who: 'trainer' | 'client' } | null> {
  if (starts.length === 0) return null;
  const ranges = starts.map((start) => [start, sessionEnd(start, minutes)] as const);
  const first = ranges[0]![0];
  const last = ranges.at(-1)![1];
  const held = await trx
    .selectFrom('training_sessions')
    .select(['id', 'trainer_id', 'client_id', 'starts_at', 'duration_minutes'])
    .where((eb) => eb.or([eb('trainer_id', '=', people.trainerId), eb('client_id', '=', people.clientId)]))
    .where('status', 'in', [...busyStatuses])
    .where('starts_at', '<', new Date(last))
    .where(sql<boolean>`starts_at + duration_minutes * interval '1 minute' > ${new Date(first)}`)
    .execute();
  for (const [start, end] of ranges) {
    for (const session of held) {
      if (session.id === ignoreId) continue;
      const heldStart = new Date(session.starts_at).getTime();
      const heldEnd = heldStart + session.duration_minutes * 60_000;
      if (heldStart < Date.parse(end) && heldEnd > Date.parse(start)) {
        // The message names the session already held, the one the reader knows.
        return {
          startsAt: iso(session.starts_at),
          who: session.trainer_id === people.trainerId ? 'trainer' : 'client',
        };
      }
    }
  }
  return null;
}

function clashError(clash: { startsAt: string; who: 'trainer' | 'client' }, zone: string): DomainError {
  const key = clash.who === 'trainer' ? 'sessions_error_double_booked' : 'sessions_error_client_busy';
  const { date, time } = wallClock(clash.startsAt, zone);
  return new DomainError('conflict', key, { params: { when: `${date} ${time}` } });
}

function outsideError(key = 'sessions_error_outside_availability'): DomainError {
  return new DomainError('conflict', key, { fieldErrors: { overrideAvailability: [key] } });
}

function assertPlannable(date: string, zone: string, starts: readonly string[], now: Date): void {
  if (!plannableDate(date, zone, now) || starts.some((start) => Date.parse(start) <= now.getTime())) {
    throw new DomainError('invalid', 'sessions_error_date_past', {
      fieldErrors: { date: ['sessions_error_date_past'] },
    });
  }
}

async function assertRoom(trx: DB, trainerId: string, adding: number, now: Date): Promise<void> {
  const row = await trx
    .selectFrom('training_sessions')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('trainer_id', '=', trainerId)
    .where('status', 'in', ['requested', 'proposed', 'scheduled'])
    .where('starts_at', '>', now)
    .executeTakeFirstOrThrow();
  if (row.n + adding > sessionLimits.upcomingPerTrainer) {
    throw new DomainError('limit_reached', 'sessions_error_too_many', {
      params: { max: sessionLimits.upcomingPerTrainer },
    });
  }
}

async function detailsOf(trx: DB, ids: readonly string[]): Promise<SessionDetail[]> {
  if (ids.length === 0) return [];
  const rows = await sessionsQuery(trx).where('s.id', 'in', ids).orderBy('s.starts_at').execute();
  return rows.map(detailOf);
}

// ---- Writes -----------------------------------------------------------------------------------

/**
 * A trainer schedules a session with a current client, once or weekly until a date. Every start
 * must be ahead, inside the trainer's availability unless the trainer confirmed otherwise, and
 * free for both: a clash refuses the whole series (nothing is half made).
 */
export async function scheduleSessions(
  db: DB,
  trainerId: string,
  input: SessionWrite,
  now = new Date(),
): Promise<SessionDetail[]> {
  return inTransaction(db, async (trx) => {
    const schedule = await trainerSchedule(trx, trainerId);
    await assertCurrentClient(trx, trainerId, input.clientId, 'sessions_error_not_your_client');
    const zone = schedule.zone ?? input.timeZone ?? 'UTC';
    const starts = sessionStarts(input.date, input.time, zone, input.repeatUntil);
    assertPlannable(input.date, zone, starts, now);
    const outside = starts.map((start) => !withinAvailability(start, input.minutes, zone, schedule.availability));
    if (outside.some(Boolean) && !input.overrideAvailability) throw outsideError();
    const clash = await firstClash(trx, { trainerId, clientId: input.clientId }, starts, input.minutes, null);
    if (clash) throw clashError(clash, zone);
    await assertRoom(trx, trainerId, starts.length, now);
    const place = await placeColumns(trx, trainerId, input.place);
    const seriesId = starts.length > 1 ? crypto.randomUUID() : null;
    const rows = await trx
      .insertInto('training_sessions')
      .values(
        starts.map((start, index) => ({
          trainer_id: trainerId,
          client_id: input.clientId,
          series_id: seriesId,
          status: 'scheduled' as const,
          requested_by: 'trainer' as const,
          starts_at: start,
          duration_minutes: input.minutes,
          time_zone: zone,
          ...place,
          notes: input.note,
          outside_availability: outside[index]!,
        })),
      )
      .returning('id')
      .execute();
    return detailsOf(
      trx,
      rows.map((row) => row.id),
    );
  });
}

/**
 * A client asks their current trainer for a time of the trainer's availability, for the trainer's
 * session length at the trainer's first gym (or the client's place when the trainer lists none).
 */
export async function requestSession(
  db: DB,
  clientId: string,
  input: SessionRequest,
  now = new Date(),
): Promise<SessionDetail> {
  return inTransaction(db, async (trx) => {
    const schedule = await trainerSchedule(trx, input.trainerId);
    await assertCurrentClient(trx, input.trainerId, clientId, 'sessions_error_not_your_trainer');
    const zone = schedule.zone ?? 'UTC';
    const starts = sessionStarts(input.date, input.time, zone);
    assertPlannable(input.date, zone, starts, now);
    if (!withinAvailability(starts[0]!, schedule.minutes, zone, schedule.availability)) {
      throw new DomainError('invalid', 'sessions_error_request_outside', {
        fieldErrors: { time: ['sessions_error_request_outside'] },
      });
    }
    const waiting = await trx
      .selectFrom('training_sessions')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('client_id', '=', clientId)
      .where('status', 'in', ['requested', 'proposed'])
      .where('starts_at', '>', now)
      .executeTakeFirstOrThrow();
    if (waiting.n >= sessionLimits.pendingRequestsPerClient) {
      throw new DomainError('limit_reached', 'sessions_error_too_many_requests', {
        params: { max: sessionLimits.pendingRequestsPerClient },
      });
    }
    const clash = await firstClash(trx, { trainerId: input.trainerId, clientId }, starts, schedule.minutes, null);
    if (clash) throw clashError(clash, zone);
    const gym = await trx
      .selectFrom('trainer_gyms')
      .select('value')
      .where('trainer_id', '=', input.trainerId)
      .orderBy('position')
      .limit(1)
      .executeTakeFirst();
    const place = await placeColumns(
      trx,
      input.trainerId,
      gym ? { kind: 'gym', gymId: gym.value } : { kind: 'client' },
    );
    const row = await trx
      .insertInto('training_sessions')
      .values({
        trainer_id: input.trainerId,
        client_id: clientId,
        status: 'requested',
        requested_by: 'client',
        starts_at: starts[0]!,
        duration_minutes: schedule.minutes,
        time_zone: zone,
        ...place,
        notes: input.note,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return (await detailsOf(trx, [row.id]))[0]!;
  });
}

/** The session row a participant writes, locked; refuses a stale version. */
async function writableSession(trx: DB, reader: SessionReader, id: string, version: number) {
  const row = await trx.selectFrom('training_sessions').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  if (!row) throw notFound();
  const side = sideOf(row, reader);
  if (!side) throw notFound();
  if (row.version !== version) throw new DomainError('conflict', 'sessions_error_stale');
  return { row, side };
}

/** Replaces a session by one at a new time, the old row kept as `rescheduled` and its time added to the history. */
async function replaceTime(
  trx: DB,
  row: Awaited<ReturnType<typeof writableSession>>['row'],
  change: {
    startsAt: string;
    minutes: number;
    status: SessionStatus;
    outside: boolean;
    place?: PlaceColumns;
  },
  now: Date,
): Promise<string> {
  const history = [
    ...((typeof row.history === 'string' ? JSON.parse(row.history) : row.history) as SessionEarlierTime[]),
    {
      startsAt: iso(row.starts_at),
      endsAt: sessionEnd(iso(row.starts_at), row.duration_minutes),
      changedAt: now.toISOString(),
    },
  ];
  await trx
    .updateTable('training_sessions')
    .set({ status: 'rescheduled', version: row.version + 1, updated_at: now })
    .where('id', '=', row.id)
    .execute();
  const created = await trx
    .insertInto('training_sessions')
    .values({
      trainer_id: row.trainer_id,
      client_id: row.client_id,
      series_id: row.series_id,
      previous_id: row.id,
      status: change.status,
      requested_by: row.requested_by,
      starts_at: change.startsAt,
      duration_minutes: change.minutes,
      time_zone: row.time_zone,
      place_kind: change.place?.place_kind ?? row.place_kind,
      gym_id: change.place ? change.place.gym_id : row.gym_id,
      place_name: change.place ? change.place.place_name : row.place_name,
      place_address: change.place ? change.place.place_address : row.place_address,
      online_url: change.place ? change.place.online_url : row.online_url,
      notes: row.notes,
      outside_availability: change.outside,
      history: JSON.stringify(history),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return created.id;
}

const upcoming = (row: { starts_at: Date | string }, now: Date) => new Date(row.starts_at).getTime() > now.getTime();

/** The trainer moves a scheduled or proposed session to a new time; the earlier time stays in its history. */
export async function rescheduleSession(
  db: DB,
  trainerId: string,
  id: string,
  input: SessionReschedule,
  now = new Date(),
): Promise<SessionDetail> {
  return inTransaction(db, async (trx) => {
    const { row } = await writableSession(trx, { id: trainerId, role: 'trainer' }, id, input.version);
    if (!['scheduled', 'proposed'].includes(row.status) || !upcoming(row, now)) {
      throw new DomainError('conflict', 'sessions_error_not_open');
    }
    const schedule = await trainerSchedule(trx, trainerId);
    const zone = row.time_zone;
    const minutes = input.minutes ?? row.duration_minutes;
    const starts = sessionStarts(input.date, input.time, zone);
    assertPlannable(input.date, zone, starts, now);
    const outside = !withinAvailability(starts[0]!, minutes, zone, schedule.availability);
    if (outside && !input.overrideAvailability) throw outsideError();
    const clash = await firstClash(trx, { trainerId, clientId: row.client_id }, starts, minutes, row.id);
    if (clash) throw clashError(clash, zone);
    const place = input.place ? await placeColumns(trx, trainerId, input.place) : undefined;
    const created = await replaceTime(
      trx,
      row,
      { startsAt: starts[0]!, minutes, status: row.status === 'proposed' ? 'proposed' : 'scheduled', outside, place },
      now,
    );
    return (await detailsOf(trx, [created]))[0]!;
  });
}

/**
 * An answer to a waiting session: the trainer accepts, declines or proposes another time for a
 * client's request; the client accepts or declines the trainer's proposal.
 */
export async function respondToSession(
  db: DB,
  reader: SessionReader,
  id: string,
  input: SessionRespond,
  now = new Date(),
): Promise<SessionDetail> {
  return inTransaction(db, async (trx) => {
    const { row, side } = await writableSession(trx, reader, id, input.version);
    const waitingFor = row.status === 'requested' ? 'trainer' : row.status === 'proposed' ? 'client' : null;
    if (waitingFor !== side || !upcoming(row, now)) throw new DomainError('conflict', 'sessions_error_not_waiting');
    if (input.action === 'propose' && side !== 'trainer')
      throw new DomainError('forbidden', 'sessions_error_not_waiting');
    const trainerId = row.trainer_id;
    if (!trainerId) throw new DomainError('conflict', 'sessions_error_not_waiting');
    if (input.action === 'decline') {
      await trx
        .updateTable('training_sessions')
        .set({
          status: 'cancelled',
          cancelled_by: side,
          cancel_reason: input.reason,
          cancelled_at: now,
          version: row.version + 1,
          updated_at: now,
        })
        .where('id', '=', row.id)
        .execute();
      return (await detailsOf(trx, [row.id]))[0]!;
    }
    const schedule = await trainerSchedule(trx, trainerId);
    if (input.action === 'accept') {
      const start = iso(row.starts_at);
      const outside = !withinAvailability(start, row.duration_minutes, row.time_zone, schedule.availability);
      // A client accepts the trainer's own proposal, whose time the trainer already confirmed.
      if (side === 'trainer' && outside && !input.overrideAvailability) throw outsideError();
      const clash = await firstClash(
        trx,
        { trainerId, clientId: row.client_id },
        [start],
        row.duration_minutes,
        row.id,
      );
      if (clash) throw clashError(clash, row.time_zone);
      await trx
        .updateTable('training_sessions')
        .set({
          status: 'scheduled',
          outside_availability: side === 'trainer' ? outside : row.outside_availability,
          version: row.version + 1,
          updated_at: now,
        })
        .where('id', '=', row.id)
        .execute();
      return (await detailsOf(trx, [row.id]))[0]!;
    }
    const starts = sessionStarts(input.date, input.time, row.time_zone);
    assertPlannable(input.date, row.time_zone, starts, now);
    const outside = !withinAvailability(starts[0]!, row.duration_minutes, row.time_zone, schedule.availability);
    if (outside && !input.overrideAvailability) throw outsideError();
    const clash = await firstClash(trx, { trainerId, clientId: row.client_id }, starts, row.duration_minutes, row.id);
    if (clash) throw clashError(clash, row.time_zone);
    const created = await replaceTime(
      trx,
      row,
      { startsAt: starts[0]!, minutes: row.duration_minutes, status: 'proposed', outside },
      now,
    );
    return (await detailsOf(trx, [created]))[0]!;
  });
}

/**
 * Either side cancels an upcoming session with a reason (and, asked so, the later sessions of its
 * series). A scheduled session cancelled inside the trainer's notice is marked late, for both.
 */
export async function cancelSession(
  db: DB,
  reader: SessionReader,
  id: string,
  input: SessionCancel,
  now = new Date(),
): Promise<SessionDetail[]> {
  return inTransaction(db, async (trx) => {
    const { row, side } = await writableSession(trx, reader, id, input.version);
    if (!['requested', 'proposed', 'scheduled'].includes(row.status) || !upcoming(row, now)) {
      throw new DomainError('conflict', 'sessions_error_not_open');
    }
    const profile = row.trainer_id
      ? await trx
          .selectFrom('trainer_profiles')
          .select('cancellation_policy_hours')
          .where('user_id', '=', row.trainer_id)
          .executeTakeFirst()
      : undefined;
    const policyHours = profile?.cancellation_policy_hours ?? 24;
    const targets = [row];
    if (input.series && row.series_id) {
      const later = await trx
        .selectFrom('training_sessions')
        .selectAll()
        .where('series_id', '=', row.series_id)
        .where('id', '!=', row.id)
        .where('starts_at', '>', new Date(row.starts_at))
        .where('status', 'in', ['requested', 'proposed', 'scheduled'])
        .forUpdate()
        .execute();
      targets.push(...later);
    }
    for (const target of targets) {
      const late = target.status === 'scheduled' && isLateCancel(iso(target.starts_at), now, policyHours);
      await trx
        .updateTable('training_sessions')
        .set({
          status: 'cancelled',
          cancelled_by: side,
          cancel_reason: input.reason,
          cancelled_at: now,
          late_cancel: late,
          version: target.version + 1,
          updated_at: now,
        })
        .where('id', '=', target.id)
        .execute();
    }
    return detailsOf(
      trx,
      targets.map((target) => target.id),
    );
  });
}
