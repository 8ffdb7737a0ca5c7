import { sha256 } from '@oslojs/crypto/sha2';
import { encodeHexLowerCase } from '@oslojs/encoding';
import { sql } from 'kysely';
import type { DB } from '../db/index.ts';
import { generateSessionToken } from './session.ts';

/** A device stays trusted for an account this long after its last successful sign-in there. */
export const DEVICE_TRUST_DAYS = 400;

const tokenShape = /^[a-z2-7]{32}$/;

function deviceId(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

/** The device token of a cookie value, or null when it is absent or not one of ours. */
export function deviceTokenOf(value: string | undefined): string | null {
  return value && tokenShape.test(value) ? value : null;
}

/** True when this device signed in to this account before (and not too long ago). */
export async function isTrustedDevice(db: DB, token: string | null, userId: string | undefined): Promise<boolean> {
  if (!token || !userId) return false;
  const row = await db
    .selectFrom('login_devices')
    .select('user_id')
    .where('id', '=', deviceId(token))
    .where('user_id', '=', userId)
    .where('last_used_at', '>', sql<Date>`now() - make_interval(days => ${DEVICE_TRUST_DAYS})`)
    .executeTakeFirst();
  return row !== undefined;
}

/** Records a successful sign-in from this device; returns the device token for its cookie. */
export async function trustDevice(db: DB, token: string | null, userId: string): Promise<string> {
  const device = token ?? generateSessionToken();
  await db
    .insertInto('login_devices')
    .values({ id: deviceId(device), user_id: userId })
    .onConflict((conflict) => conflict.columns(['id', 'user_id']).doUpdateSet({ last_used_at: new Date() }))
    .execute();
  return device;
}

/** Drops devices unused for longer than the trust lasts (maintenance). */
export async function deleteStaleDevices(db: DB): Promise<number> {
  const result = await db
    .deleteFrom('login_devices')
    .where('last_used_at', '<=', sql<Date>`now() - make_interval(days => ${DEVICE_TRUST_DAYS})`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
