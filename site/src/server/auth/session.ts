import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';
import { sql } from 'kysely';
import type { AccountStatus, Locale, OAuthProvider, Role } from '@spotter/domain';
import type { DB } from '../db/index.ts';
import { announceSessionsEnded, onSessionsEnded, remoteWritesKnown } from '../db/generation-channel.ts';
import { onUserChange } from '../repos/users.ts';

/** Sessions the Lucia way: a random token in the cookie, only its SHA-256 in the database. */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** Sliding expiry is written at most once an hour per session. */
export const SESSION_RENEW_AFTER_MS = 60 * 60 * 1000;
/** When a session was last used (the Sessions card) is written at most this often per session. */
export const SESSION_LAST_SEEN_EVERY_MS = 5 * 60 * 1000;

export interface SessionUser {
  id: string;
  email: string;
  emailVerified: boolean;
  hasPassword: boolean;
  role: Role;
  status: AccountStatus;
  language: Locale;
  /** Linked third-party sign-in accounts (SPEC §3 User.accounts). */
  accounts: Array<{ provider: OAuthProvider }>;
}

export interface Session {
  id: string;
  userId: string;
  expiresAt: Date;
}

export function generateSessionToken(): string {
  const bytes = new Uint8Array(20); // 160 bits
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

export function sessionIdFromToken(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

export async function createSession(
  db: DB,
  token: string,
  userId: string,
  meta: { userAgent?: string | null; ip?: string | null } = {},
): Promise<Session> {
  const session: Session = {
    id: sessionIdFromToken(token),
    userId,
    expiresAt: new Date(Date.now() + SESSION_LIFETIME_MS),
  };
  await db
    .insertInto('sessions')
    .values({
      id: session.id,
      user_id: userId,
      expires_at: session.expiresAt,
      user_agent: meta.userAgent?.slice(0, 400) ?? null,
      ip: meta.ip ?? null,
    })
    .execute();
  return session;
}

export interface ValidatedSession {
  session: Session;
  user: SessionUser;
  /** True when the expiry moved and the cookie should be sent again. */
  renewed: boolean;
}

export async function validateSessionToken(db: DB, token: string): Promise<ValidatedSession | null> {
  if (!/^[a-z2-7]{32}$/.test(token)) return null;
  const id = sessionIdFromToken(token);
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id',
      'sessions.user_id',
      'sessions.expires_at',
      'sessions.last_seen_at',
      'users.email',
      'users.email_verified',
      'users.password_hash',
      'users.role',
      'users.status',
      'users.language',
      // Fetched in the same round trip: every signed-in request pays one query, not two.
      sql<OAuthProvider[]>`array(select provider from oauth_accounts where user_id = users.id order by provider)`.as(
        'providers',
      ),
    ])
    .where('sessions.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const now = Date.now();
  if (row.expires_at.getTime() <= now || row.status !== 'active') {
    await db.deleteFrom('sessions').where('id', '=', id).execute();
    return null;
  }
  const session: Session = { id: row.id, userId: row.user_id, expiresAt: row.expires_at };
  let renewed = false;
  const issuedAt = row.expires_at.getTime() - SESSION_LIFETIME_MS;
  if (now - issuedAt >= SESSION_RENEW_AFTER_MS) {
    session.expiresAt = new Date(now + SESSION_LIFETIME_MS);
    renewed = true;
  }
  // One write for both, and only when one is due: most requests write nothing.
  const seen = now - row.last_seen_at.getTime() >= SESSION_LAST_SEEN_EVERY_MS;
  if (renewed || seen) {
    await db
      .updateTable('sessions')
      .set({ ...(renewed && { expires_at: session.expiresAt }), last_seen_at: new Date(now) })
      .where('id', '=', id)
      .execute();
  }
  return {
    session,
    renewed,
    user: {
      id: row.user_id,
      email: row.email,
      emailVerified: row.email_verified,
      hasPassword: row.password_hash !== null,
      role: row.role,
      status: row.status,
      language: row.language,
      accounts: (row.providers ?? []).map((provider) => ({ provider })),
    },
  };
}

/**
 * Ends a session on every instance: its row goes, this process forgets it at once, and the
 * announcement on the sessions channel makes every other instance forget it too (inside a
 * transaction, when the transaction commits).
 */
export async function invalidateSession(db: DB, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
  forget({ sessionId });
  await announceSessionsEnded(db, { sessionId });
}

/** Ends every session of a user on every instance (password or email change, deactivation, deletion). */
export async function invalidateUserSessions(db: DB, userId: string): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
  forget({ userId });
  await announceSessionsEnded(db, { userId });
}

/** Ends every session of a user but `keepId` on every instance (sign out everywhere else); returns how many ended. */
export async function invalidateOtherSessions(db: DB, userId: string, keepId: string): Promise<number> {
  const ended = await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where('id', '<>', keepId)
    .returning('id')
    .execute();
  for (const { id } of ended) {
    forget({ sessionId: id });
    await announceSessionsEnded(db, { sessionId: id });
  }
  return ended.length;
}

/**
 * A short-lived per-process cache of validated sessions (by session id, each entry for the
 * database it came from), so a signed-in request usually costs no database round trip. Account
 * changes made through this process evict at once, since the users repo announces every one.
 * Ended sessions are announced to every instance on the sessions channel (on PostgreSQL), and
 * every instance evicts them when the announcement arrives; while an instance is not listening
 * it serves nothing from this cache, and it drops the whole cache when it listens again.
 */
export const SESSION_CACHE_MS = 5_000;
const SESSION_CACHE_MAX = 10_000;
type CacheEntry = { db: DB; value: ValidatedSession; until: number };
const cache = new Map<string, CacheEntry>();
/**
 * Moves with every eviction: a validation that read the database before an eviction and finishes
 * after it may have read a session that has ended since, so its answer is not cached.
 */
let evictions = 0;

function forget(ended: { userId: string } | { sessionId: string } | 'all'): void {
  evictions += 1;
  if (ended === 'all') cache.clear();
  else if ('sessionId' in ended) cache.delete(ended.sessionId);
  else for (const [id, entry] of cache) if (entry.value.user.id === ended.userId) cache.delete(id);
}

/** Evicts every cached session of a user whose account data changed. */
function forgetUser(userId: string): void {
  forget({ userId });
}

onUserChange(forgetUser);
onSessionsEnded(forget);

export async function validateSessionTokenCached(db: DB, token: string): Promise<ValidatedSession | null> {
  if (!/^[a-z2-7]{32}$/.test(token)) return null;
  const id = sessionIdFromToken(token);
  // Not listening for other instances' sign-outs: only the database knows whether the session lives.
  const trusted = remoteWritesKnown();
  const hit = cache.get(id);
  const now = Date.now();
  if (trusted && hit && hit.db === db && hit.until > now && hit.value.session.expiresAt.getTime() > now) {
    return { ...hit.value, renewed: false };
  }
  cache.delete(id);
  const before = evictions;
  const value = await validateSessionToken(db, token);
  if (value && trusted && before === evictions && remoteWritesKnown()) {
    if (cache.size >= SESSION_CACHE_MAX) cache.delete(cache.keys().next().value as string);
    cache.set(id, { db, value, until: now + SESSION_CACHE_MS });
  }
  return value;
}

export async function deleteExpiredSessions(db: DB): Promise<number> {
  const result = await db.deleteFrom('sessions').where('expires_at', '<=', new Date()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
