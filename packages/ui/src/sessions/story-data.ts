import { sessionEnd, sessionStarts, type SessionDetail, type SessionPerson, type SessionPlace } from '@spotter/domain';

/*
 * Demo training sessions of Amra Hodžić, a trainer in Sarajevo, with her clients, for the session
 * card and calendar stories. The stories' clock stands still on Tuesday 3 November 2026, 11:00 in
 * Sarajevo, so the screenshots do not change with the day they are taken.
 */

export const trainerZone = 'Europe/Sarajevo';
export const newYorkZone = 'America/New_York';

/** The stories' "now" and the reader's day. */
export const storyNow = '2026-11-03T10:00:00.000Z';
export const storyToday = '2026-11-03';
export const storyWeekStart = '2026-11-02';

export const amra: SessionPerson = { id: '6b1d2c3e-4f50-4a61-8b72-000000000001', name: 'Amra Hodžić' };
export const adna: SessionPerson = { id: '6b1d2c3e-4f50-4a61-8b72-000000000011', name: 'Adna Begić' };
export const petra: SessionPerson = { id: '6b1d2c3e-4f50-4a61-8b72-000000000012', name: 'Petra Marić' };
export const haris: SessionPerson = { id: '6b1d2c3e-4f50-4a61-8b72-000000000013', name: 'Haris Mehmedović' };

export const fitnessPass: SessionPlace = {
  kind: 'gym',
  gymId: '0c7e1a2b-3d4f-4a5b-9c6d-000000000001',
  name: 'Fitness Pass Sarajevo',
  address: 'Zmaja od Bosne 7, Sarajevo',
};
export const cityGym: SessionPlace = {
  kind: 'gym',
  gymId: '0c7e1a2b-3d4f-4a5b-9c6d-000000000002',
  name: 'City Gym Marijin Dvor',
  address: 'Maršala Tita 9, Sarajevo',
};
export const onlinePlace: SessionPlace = { kind: 'online', url: 'https://meet.jit.si/spotter-amra-haris' };
const adnaOnline: SessionPlace = { kind: 'online', url: 'https://meet.jit.si/spotter-amra-adna' };
export const clientPlace: SessionPlace = { kind: 'client' };

/** The UTC instant of a wall-clock time in Sarajevo. */
const sarajevo = (date: string, time: string) => sessionStarts(date, time, trainerZone)[0]!;

let counter = 0;

/** A scheduled hour with Adna at Fitness Pass, changed by `overrides`; starts at `date` `time` in Sarajevo. */
function session(date: string, time: string, overrides: Partial<SessionDetail> = {}): SessionDetail {
  counter += 1;
  const minutes = overrides.minutes ?? 60;
  const startsAt = sarajevo(date, time);
  return {
    id: `5e3a9c20-7b1d-4e2f-a3c4-${String(counter).padStart(12, '0')}`,
    seriesId: null,
    status: 'scheduled',
    startsAt,
    endsAt: sessionEnd(startsAt, minutes),
    minutes,
    timeZone: trainerZone,
    trainer: amra,
    client: adna,
    place: fitnessPass,
    note: null,
    requestedBy: 'trainer',
    outsideAvailability: false,
    cancelledBy: null,
    cancelReason: null,
    cancelledAt: null,
    lateCancel: false,
    history: [],
    version: 0,
    ...overrides,
  };
}

/** Monday's session, over by the stories' now. */
export const pastSession = session('2026-11-02', '18:00', { note: 'Deadlift technique, light weights.' });

/** Tonight at the gym, with a note. */
export const gymSession = session('2026-11-03', '18:00', {
  note: 'Squat day: bring your lifting shoes and a towel.',
  seriesId: '8d2f4a61-9b3c-4d5e-8f70-000000000001',
});

/** An online hour with Haris before work. */
export const onlineSession = session('2026-11-04', '07:30', { client: haris, place: onlinePlace });

/** Petra asked for a slot at her flat; Amra answers. */
export const requestedSession = session('2026-11-05', '17:00', {
  client: petra,
  place: clientPlace,
  status: 'requested',
  requestedBy: 'client',
  note: 'Could we focus on mobility? My back is stiff after work.',
});

/** Petra cancelled tomorrow morning's session this morning: inside Amra's 24 hours. */
export const lateCancelledSession = session('2026-11-04', '09:00', {
  client: petra,
  status: 'cancelled',
  cancelledBy: 'client',
  cancelReason: 'I have a fever, sorry. See you next week.',
  cancelledAt: '2026-11-03T09:40:00.000Z',
  lateCancel: true,
  version: 1,
});

/** Haris late on a Thursday evening, which Amra normally keeps free. */
export const outsideSession = session('2026-11-05', '20:30', {
  client: haris,
  place: cityGym,
  outsideAvailability: true,
  minutes: 45,
});

/** Moved twice: first from last Thursday, then from this Thursday to Saturday morning. */
export const rescheduledSession = session('2026-11-07', '09:00', {
  place: cityGym,
  history: [
    {
      startsAt: sarajevo('2026-10-29', '18:00'),
      endsAt: sarajevo('2026-10-29', '19:00'),
      changedAt: '2026-10-27T09:00:00.000Z',
    },
    {
      startsAt: sarajevo('2026-11-05', '18:00'),
      endsAt: sarajevo('2026-11-05', '19:00'),
      changedAt: '2026-11-01T16:20:00.000Z',
    },
  ],
  version: 2,
});

/** Petra asked for Saturday; Amra proposed Sunday morning instead, and Petra answers. */
export const proposedSession = session('2026-11-08', '10:00', {
  client: petra,
  place: cityGym,
  status: 'proposed',
  requestedBy: 'client',
  version: 1,
});

/** Amra's week of 2–8 November 2026 (the calendar's stories). */
export const weekSessions: SessionDetail[] = [
  pastSession,
  gymSession,
  onlineSession,
  requestedSession,
  lateCancelledSession,
  outsideSession,
  rescheduledSession,
  proposedSession,
];

/** What Adna sees of the same week: her own sessions. */
export const adnaWeekSessions = weekSessions.filter((each) => each.client.id === adna.id);

/** Sessions of the next weeks, for the list view. */
export const laterSessions: SessionDetail[] = [
  session('2026-11-10', '18:00', { seriesId: gymSession.seriesId, note: gymSession.note }),
  session('2026-11-12', '07:30', { client: haris, place: onlinePlace }),
  session('2026-11-17', '18:00', { seriesId: gymSession.seriesId }),
];

/*
 * Adna spends October in New York and trains online. The week Europe changes to winter time
 * (Sunday 25 October 2026, 03:00 back to 02:00) while New York keeps summer time until 1 November:
 * her 18:00 in Sarajevo is 12:00 in New York on Thursday and 13:00 on Sunday. A session at 00:30 on
 * Sunday in Sarajevo is Saturday evening in New York, and one at 01:00 on Monday the 19th is still
 * Sunday the 18th there, the week before.
 */
export const dstWeekStart = '2026-10-19';
export const dstToday = '2026-10-21';
export const dstNow = '2026-10-21T12:00:00.000Z';
export const dstSessions: SessionDetail[] = [
  session('2026-10-19', '01:00', { place: adnaOnline, minutes: 45 }),
  session('2026-10-22', '18:00', { place: adnaOnline }),
  session('2026-10-25', '00:30', { place: adnaOnline, minutes: 45, note: 'Late one: stretching and breathing.' }),
  session('2026-10-25', '18:00', { place: adnaOnline }),
];
