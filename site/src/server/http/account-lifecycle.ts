import type { APIContext } from 'astro';
import { deleteSessionCookie } from '../auth/cookies.ts';
import type { DB } from '../db/index.ts';
import { deactivateAccount, deleteAccount, removeStoredFiles } from '../repos/account-lifecycle.ts';
import { json } from './responses.ts';

/** The answer of SPEC §7's deactivate and delete calls. */
const done = () => json({ success: true });

/** POST /api/users/{trainer|client}/deactivate: every session ends, this browser's cookie too. */
export async function answerDeactivate(context: APIContext, db: DB, userId: string): Promise<Response> {
  await deactivateAccount(db, userId);
  deleteSessionCookie(context.cookies);
  return done();
}

/** DELETE /api/users/{trainer|client}/delete: one transaction, then the account's files go. */
export async function answerDelete(
  context: APIContext,
  db: DB,
  user: { id: string; role: 'trainer' | 'client' },
): Promise<Response> {
  const { storageKeys } = await deleteAccount(db, user);
  await removeStoredFiles(storageKeys);
  deleteSessionCookie(context.cookies);
  return done();
}
