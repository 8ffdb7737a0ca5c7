import type { AccountStatus, Locale, OAuthProvider, Role, SelfServiceRole } from '@spotter/domain';
import { inTransaction, type DB } from '../db/index.ts';
import type { UserRow, UserUpdate } from '../db/schema.ts';

type UserChangeListener = (userId: string) => void;
const listeners = new Set<UserChangeListener>();

/**
 * Calls `listener` after every change to an account's data made through this repo (the session
 * cache subscribes, so no change has to remember to clear it).
 */
export function onUserChange(listener: UserChangeListener): void {
  listeners.add(listener);
}

function announceChange(userId: string): void {
  for (const listener of listeners) listener(userId);
}

/** The one way an existing account's row is changed (only while it has `status`, when given); every change is announced. */
async function updateUser(
  db: DB,
  id: string,
  changes: Omit<UserUpdate, 'id' | 'updated_at'>,
  status?: AccountStatus,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...changes, updated_at: new Date() })
    .where('id', '=', id)
    .$if(status !== undefined, (query) => query.where('status', '=', status!))
    .execute();
  announceChange(id);
}

export async function findUserByEmail(db: DB, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email.toLowerCase())
    .where('status', '<>', 'deleted')
    .executeTakeFirst();
}

export async function findUserById(db: DB, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Creates a user and the empty profile of their role in one transaction. */
export async function createUser(
  db: DB,
  input: {
    email: string;
    passwordHash: string | null;
    role: SelfServiceRole | Role;
    language: Locale;
    emailVerified?: boolean;
  },
): Promise<UserRow> {
  return inTransaction(db, async (trx) => {
    const user = await trx
      .insertInto('users')
      .values({
        email: input.email.toLowerCase(),
        password_hash: input.passwordHash,
        role: input.role,
        language: input.language,
        email_verified: input.emailVerified ?? false,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    if (user.role === 'client') {
      await trx.insertInto('client_profiles').values({ user_id: user.id }).execute();
    } else if (user.role === 'trainer') {
      await trx.insertInto('trainer_profiles').values({ user_id: user.id }).execute();
      await trx.insertInto('verifications').values({ trainer_id: user.id }).execute();
    }
    return user;
  });
}

/** Brings a deactivated account back (signing in does). */
export async function reactivateUser(db: DB, id: string): Promise<void> {
  await updateUser(db, id, { status: 'active', deactivated_at: null }, 'deactivated');
}

/** Puts an active account to rest until its next sign-in (SPEC §4 deactivated). */
export async function deactivateUser(db: DB, id: string, now: Date = new Date()): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ status: 'deactivated', deactivated_at: now, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'active')
    .executeTakeFirst();
  announceChange(id);
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Closes an account for good (SPEC §4 deleted): no password, the address replaced by one that
 * names no one (the partial unique index frees the real one either way), switches back to their defaults.
 */
export async function markUserDeleted(db: DB, id: string, now: Date = new Date()): Promise<void> {
  await updateUser(db, id, {
    status: 'deleted',
    deleted_at: now,
    deactivated_at: null,
    password_hash: null,
    email: `deleted-${id}@deleted.invalid`,
    email_verified: false,
    notification_settings: {},
  });
}

export async function updateUserLanguage(db: DB, id: string, language: Locale): Promise<void> {
  await updateUser(db, id, { language });
}

/** Links a provider's sign-in to an account (once; linking again changes nothing). */
export async function linkOAuthAccount(
  db: DB,
  userId: string,
  link: { provider: OAuthProvider; providerUserId: string; email: string },
): Promise<void> {
  await db
    .insertInto('oauth_accounts')
    .values({ provider: link.provider, provider_user_id: link.providerUserId, user_id: userId, email: link.email })
    .onConflict((oc) => oc.doNothing())
    .execute();
  // The account's linked providers are part of its session data.
  announceChange(userId);
}

export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';
}

/** A new password hash (a change in settings or a reset by emailed link); the caller ends the account's sessions. */
export async function setPasswordHash(db: DB, id: string, passwordHash: string): Promise<void> {
  await updateUser(db, id, { password_hash: passwordHash });
}

/** Marks the account's email verified, when `email` is still its address (a link for an older address verifies nothing). */
export async function markEmailVerified(db: DB, id: string, email: string): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ email_verified: true, updated_at: new Date() })
    .where('id', '=', id)
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
  announceChange(id);
  return Number(result.numUpdatedRows) > 0;
}

/** The providers an account signs in with (SPEC §3 User.accounts). */
export async function providersOf(db: DB, userId: string): Promise<OAuthProvider[]> {
  const rows = await db
    .selectFrom('oauth_accounts')
    .select('provider')
    .where('user_id', '=', userId)
    .orderBy('provider')
    .execute();
  return rows.map((row) => row.provider);
}

/** Gives an account a proven new email (its verified mark with it). A taken address fails on users_email_key. */
export async function updateUserEmail(db: DB, id: string, email: string): Promise<void> {
  await updateUser(db, id, { email: email.toLowerCase(), email_verified: true });
}
