import { isTimeZone, wallClock, type CalendarFeedState, type SessionDetail } from '@spotter/domain';
import type { DB } from '../db/index.ts';
import { feedState } from './calendar-feeds.ts';
import { clientTrainers, listSessions, schedulingContext, waitingSessions, type SessionReader } from './sessions.ts';

/** The cookie the sessions page keeps the browser's zone in, so the next visit renders in it. */
export const zoneCookieName = 'spotter_tz';

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

function mondayOf(date: string): string {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((day + 6) % 7));
}

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

export { clientTrainers, schedulingContext };
