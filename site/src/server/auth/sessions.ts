import Bowser from 'bowser';
import type { AccountSessionDto } from '@spotter/domain';
import type { DB } from '../db/index.ts';
import { DomainError } from '../errors.ts';
import { invalidateSession } from './session.ts';

/** What the Sessions card says about a browser: its name, its system and the kind of device, from the user agent. */
export function describeUserAgent(userAgent: string | null): Pick<AccountSessionDto, 'browser' | 'os' | 'device'> {
  if (!userAgent) return { browser: null, os: null, device: null };
  const parsed = Bowser.parse(userAgent);
  const type = parsed.platform.type;
  const browser = parsed.browser.name
    ? `${parsed.browser.name}${parsed.browser.version ? ` ${parsed.browser.version.split('.')[0]}` : ''}`
    : null;
  const os = parsed.os.name ? `${parsed.os.name}${parsed.os.versionName ? ` ${parsed.os.versionName}` : ''}` : null;
  return {
    browser,
    os,
    device: type === 'desktop' || type === 'mobile' || type === 'tablet' ? type : null,
  };
}

/** The user's live sessions, the most recently used first; `currentId` is the asking session. */
export async function listSessions(
  db: DB,
  userId: string,
  currentId: string,
  now = new Date(),
): Promise<AccountSessionDto[]> {
  const rows = await db
    .selectFrom('sessions')
    .select(['id', 'public_id', 'user_agent', 'created_at', 'last_seen_at'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .orderBy('last_seen_at', 'desc')
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.public_id,
    ...describeUserAgent(row.user_agent),
    createdAt: row.created_at.toISOString(),
    lastSeenAt: row.last_seen_at.toISOString(),
    current: row.id === currentId,
  }));
}

/**
 * Ends one of the user's own sessions, named by its public handle, on every instance. Another
 * user's handle is as unknown as one that never existed. Returns whether it was the asking session.
 */
export async function endSession(db: DB, userId: string, publicId: string, currentId: string): Promise<boolean> {
  const row = await db
    .selectFrom('sessions')
    .select('id')
    .where('public_id', '=', publicId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'account_session_not_found');
  await invalidateSession(db, row.id);
  return row.id === currentId;
}
