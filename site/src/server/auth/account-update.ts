import type { APIContext } from 'astro';
import type { AccountUpdateInput } from '@spotter/domain';
import type { DB } from '../db/index.ts';
import { json } from '../http/responses.ts';
import { applyEmailChange, changePassword } from './account-changes.ts';
import { deleteSessionCookie } from './cookies.ts';
import type { SessionUser } from './session.ts';

/**
 * PUT /api/users/trainer and /api/users/client (SPEC §7): a proven new email, or a new password.
 * Either ends every session of the account, so the answer clears this browser's cookie too.
 */
export async function updateAccount(
  db: DB,
  user: SessionUser,
  body: AccountUpdateInput,
  context: APIContext,
): Promise<Response> {
  if ('email' in body) await applyEmailChange(db, user, body.email);
  else await changePassword(db, user, body, context);
  deleteSessionCookie(context.cookies);
  return json({ success: true });
}
