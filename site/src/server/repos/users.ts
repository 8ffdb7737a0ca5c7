import type { Locale, SelfServiceRole, Role } from '@spotter/domain';
import type { DB } from '../db/index.ts';
import type { UserRow } from '../db/schema.ts';
import { forgetUser } from '../auth/session.ts';

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
  const work = async (trx: DB) => {
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
  };
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

export async function reactivateUser(db: DB, id: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ status: 'active', deactivated_at: null, updated_at: new Date() })
    .where('id', '=', id)
    .where('status', '=', 'deactivated')
    .execute();
}

export async function updateUserLanguage(db: DB, id: string, language: Locale): Promise<void> {
  await db.updateTable('users').set({ language, updated_at: new Date() }).where('id', '=', id).execute();
  forgetUser(db, id);
}

export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';
}
