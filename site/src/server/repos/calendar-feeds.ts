import ical, { ICalEventStatus } from 'ical-generator';
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';
import { isLocale, type CalendarFeedState, type Locale, type Role } from '@spotter/domain';
import { m } from '@spotter/i18n';
import type { DB } from '../db/index.ts';
import { listSessions } from './sessions.ts';

/** Past days and days ahead a feed carries. */
const feedDaysBack = 60;
const feedDaysAhead = 400;

/** A feed token: 20 random bytes as 32 base32 characters. */
function newFeedToken(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

/** Only this is stored: a leaked table opens no feed. */
const feedTokenHash = (token: string) => encodeHexLowerCase(sha256(new TextEncoder().encode(token)));

/** The shape of a feed token, checked before any lookup. */
export const feedTokenPattern = /^[a-z2-7]{32}$/;

export const feedPath = (token: string) => `/api/calendar/${token}`;

export async function feedState(db: DB, userId: string): Promise<CalendarFeedState> {
  const row = await db
    .selectFrom('calendar_feeds')
    .select('created_at')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return { exists: Boolean(row), createdAt: row ? new Date(row.created_at).toISOString() : null, url: null };
}

/**
 * Makes the user's feed address, replacing any earlier one (which stops working at once). The
 * address is in this answer only: the database keeps its hash.
 */
export async function renewFeed(db: DB, userId: string, origin: string): Promise<CalendarFeedState> {
  const token = newFeedToken();
  const row = await db
    .insertInto('calendar_feeds')
    .values({ user_id: userId, token_hash: feedTokenHash(token) })
    .onConflict((conflict) =>
      conflict.column('user_id').doUpdateSet({ token_hash: feedTokenHash(token), created_at: new Date() }),
    )
    .returning('created_at')
    .executeTakeFirstOrThrow();
  return {
    exists: true,
    createdAt: new Date(row.created_at).toISOString(),
    url: new URL(feedPath(token), origin).href,
  };
}

/** Stops the user's feed. */
export async function removeFeed(db: DB, userId: string): Promise<CalendarFeedState> {
  await db.deleteFrom('calendar_feeds').where('user_id', '=', userId).execute();
  return { exists: false, createdAt: null, url: null };
}

/**
 * The iCalendar text of the feed `token` opens (sessions from two months back to a year ahead,
 * cancelled ones marked so), or null when no active account's feed has that token.
 */
export async function feedCalendar(db: DB, token: string, origin: string, now = new Date()): Promise<string | null> {
  if (!feedTokenPattern.test(token)) return null;
  const owner = await db
    .selectFrom('calendar_feeds as f')
    .innerJoin('users as u', 'u.id', 'f.user_id')
    .select(['u.id', 'u.role', 'u.language', 'u.status'])
    .where('f.token_hash', '=', feedTokenHash(token))
    .executeTakeFirst();
  if (!owner || owner.status !== 'active' || (owner.role !== 'trainer' && owner.role !== 'client')) return null;
  const role: Role = owner.role;
  const locale: Locale = isLocale(owner.language) ? owner.language : 'en';
  const day = 86_400_000;
  const date = (at: number) => new Date(at).toISOString().slice(0, 10);
  const sessions = await listSessions(
    db,
    { id: owner.id, role },
    { from: date(now.getTime() - feedDaysBack * day), to: date(now.getTime() + feedDaysAhead * day) },
  );
  const calendar = ical({
    name: m.sessions_feed_name({}, { locale }),
    prodId: { company: 'Spotter', product: 'sessions', language: locale.toUpperCase() },
    ttl: 60 * 60,
  });
  const page = new URL(`/${role}/dashboard/upcoming-trainings`, origin).href;
  for (const session of sessions) {
    const other = role === 'trainer' ? session.client.name : session.trainer.name;
    const location =
      session.place.kind === 'gym'
        ? [session.place.name, session.place.address].filter(Boolean).join(', ')
        : session.place.kind === 'online'
          ? session.place.url
          : m.sessions_feed_client_place({}, { locale });
    const waiting = session.status === 'requested' || session.status === 'proposed';
    calendar.createEvent({
      id: `${session.id}@spotter`,
      start: new Date(session.startsAt),
      end: new Date(session.endsAt),
      stamp: now,
      summary: m.sessions_feed_summary({ name: other }, { locale }),
      location,
      description: [session.note, page].filter(Boolean).join('\n\n'),
      url: page,
      status:
        session.status === 'cancelled'
          ? ICalEventStatus.CANCELLED
          : waiting
            ? ICalEventStatus.TENTATIVE
            : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
