import { randomInt } from 'node:crypto';
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeHexLowerCase } from '@oslojs/encoding';
import { accountLimits } from '@spotter/domain';
import { inTransaction, type DB } from '../db/index.ts';

/**
 * One-time codes that prove a new email address (email_codes, purpose `email_update`). A code is
 * pending when sent, proven (consumed_at set) once the right code was typed, and gone once the
 * address was applied. Only a SHA-256 of the code, bound to its user and address, is stored.
 */

const PURPOSE = 'email_update';

function codeHash(userId: string, target: string, code: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(`${userId}:${target}:${code}`)));
}

/** A 6-digit code from the system's cryptographic random source. */
export function generateCode(): string {
  return String(randomInt(0, 10 ** accountLimits.codeDigits)).padStart(accountLimits.codeDigits, '0');
}

/**
 * A new code for `target`, valid for `accountLimits.codeLifetimeMs` from `now`; it replaces every
 * earlier code of the user for this purpose, pending or proven. Returns the code and its row's id.
 */
export async function issueEmailCode(
  db: DB,
  userId: string,
  target: string,
  now = new Date(),
): Promise<{ id: string; code: string }> {
  const address = target.toLowerCase();
  const code = generateCode();
  const row = await inTransaction(db, async (trx) => {
    await trx.deleteFrom('email_codes').where('user_id', '=', userId).where('purpose', '=', PURPOSE).execute();
    return trx
      .insertInto('email_codes')
      .values({
        user_id: userId,
        purpose: PURPOSE,
        code_hash: codeHash(userId, address, code),
        target: address,
        expires_at: new Date(now.getTime() + accountLimits.codeLifetimeMs),
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  });
  return { id: row.id, code };
}

/** Drops a code that never reached its address (the mail was not sent). */
export async function discardEmailCode(db: DB, id: string): Promise<void> {
  await db.deleteFrom('email_codes').where('id', '=', id).execute();
}

/**
 * Checks a typed code against the user's pending code. Every try counts, the right one too, and
 * is counted before the comparison in one statement, so tries sent at once cannot pass the limit:
 * after `accountLimits.codeMaxAttempts` tries the code is dead. True when the code was right for
 * `target` (it is proven from then on and cannot be proven again).
 */
export async function proveEmailCode(
  db: DB,
  userId: string,
  target: string,
  code: string,
  now = new Date(),
): Promise<boolean> {
  const address = target.toLowerCase();
  const tried = await db
    .updateTable('email_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('user_id', '=', userId)
    .where('purpose', '=', PURPOSE)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now)
    .where('attempts', '<', accountLimits.codeMaxAttempts)
    .returning(['id', 'code_hash', 'target'])
    .executeTakeFirst();
  if (!tried || tried.target !== address || tried.code_hash !== codeHash(userId, address, code)) return false;
  const proven = await db
    .updateTable('email_codes')
    .set({ consumed_at: now })
    .where('id', '=', tried.id)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  return Number(proven.numUpdatedRows) === 1;
}

/**
 * Uses up the user's proven, unexpired code for `target`: true when there was one (it is gone
 * then, so one proof changes the email once). Meant to run in the transaction that applies it.
 */
export async function takeProvenEmailCode(db: DB, userId: string, target: string, now = new Date()): Promise<boolean> {
  const taken = await db
    .deleteFrom('email_codes')
    .where('user_id', '=', userId)
    .where('purpose', '=', PURPOSE)
    .where('target', '=', target.toLowerCase())
    .where('consumed_at', 'is not', null)
    .where('expires_at', '>', now)
    .returning('id')
    .executeTakeFirst();
  return taken !== undefined;
}
