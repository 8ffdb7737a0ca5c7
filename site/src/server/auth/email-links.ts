import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';
import { accountLimits } from '@spotter/domain';
import { inTransaction, type DB } from '../db/index.ts';

/** What an emailed link proves: the address is the account's (welcome mail), or the person may choose a new password. */
export type LinkPurpose = 'email_verify' | 'password_reset';

const lifetimes: Record<LinkPurpose, number> = {
  email_verify: accountLimits.verifyLinkLifetimeMs,
  password_reset: accountLimits.resetLinkLifetimeMs,
};

/** A link token: 20 random bytes as 32 base32 characters (domain linkTokenSchema). */
export function generateLinkToken(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

/** Only this is stored: a leaked table opens no link. */
export function linkTokenHash(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

/**
 * A new link of `purpose` for the user and `target` address; the user's older unused links of
 * that purpose stop working, so only the newest emailed link opens.
 */
export async function createEmailLink(
  db: DB,
  input: { userId: string; purpose: LinkPurpose; target: string },
  now: Date = new Date(),
): Promise<string> {
  const token = generateLinkToken();
  await inTransaction(db, async (trx) => {
    await trx
      .updateTable('email_codes')
      .set({ consumed_at: now })
      .where('user_id', '=', input.userId)
      .where('purpose', '=', input.purpose)
      .where('consumed_at', 'is', null)
      .execute();
    await trx
      .insertInto('email_codes')
      .values({
        user_id: input.userId,
        purpose: input.purpose,
        code_hash: linkTokenHash(token),
        target: input.target.toLowerCase(),
        expires_at: new Date(now.getTime() + lifetimes[input.purpose]),
      })
      .execute();
  });
  return token;
}

/**
 * Uses a link once: marks it consumed and answers whose it was, or null when the token is
 * unknown, of another purpose, already used, superseded or expired. The update is the check, so
 * two requests with one token cannot both pass.
 */
export async function consumeEmailLink(
  db: DB,
  token: string,
  purpose: LinkPurpose,
  now: Date = new Date(),
): Promise<{ userId: string; target: string | null } | null> {
  if (!/^[a-z2-7]{32}$/.test(token)) return null;
  const row = await db
    .updateTable('email_codes')
    .set({ consumed_at: now })
    .where('code_hash', '=', linkTokenHash(token))
    .where('purpose', '=', purpose)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['user_id', 'target'])
    .executeTakeFirst();
  return row ? { userId: row.user_id, target: row.target } : null;
}

/** Whether a link would still open, without using it (the reset page asks before showing its form). */
export async function emailLinkUsable(db: DB, token: string, purpose: LinkPurpose, now: Date = new Date()) {
  if (!/^[a-z2-7]{32}$/.test(token)) return false;
  const row = await db
    .selectFrom('email_codes')
    .select('id')
    .where('code_hash', '=', linkTokenHash(token))
    .where('purpose', '=', purpose)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}
