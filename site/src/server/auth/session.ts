import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';
import type { AccountStatus, Locale, Role } from '@spotter/domain';
import type { DB } from '../db/index.ts';

/** Sessions the Lucia way: a random token in the cookie, only its SHA-256 in the database. */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** Sliding expiry is written at most once an hour per session. */
export const SESSION_RENEW_AFTER_MS = 60 * 60 * 1000;

export interface SessionUser {
  id: string;
  email: string;
  emailVerified: boolean;
  hasPassword: boolean;
  role: Role;
  status: AccountStatus;
  language: Locale;
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
      'users.email',
      'users.email_verified',
      'users.password_hash',
      'users.role',
      'users.status',
      'users.language',
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
    await db.updateTable('sessions').set({ expires_at: session.expiresAt }).where('id', '=', id).execute();
    renewed = true;
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
    },
  };
}

export async function invalidateSession(db: DB, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

/** Drops every session of a user (password change, deactivation, deletion). */
export async function invalidateUserSessions(db: DB, userId: string): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

export async function deleteExpiredSessions(db: DB): Promise<number> {
  const result = await db.deleteFrom('sessions').where('expires_at', '<=', new Date()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
