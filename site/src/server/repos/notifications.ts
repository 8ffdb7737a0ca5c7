import {
  defaultNotificationSettings,
  notificationKinds,
  type NotificationKind,
  type NotificationSettings,
  type NotificationSettingsInput,
  type Role,
} from '@spotter/domain';
import { sql } from 'kysely';
import type { DB } from '../db/index.ts';
import { DomainError } from '../errors.ts';

/** The switches of a role's kinds (an absent key is on); other kinds are not the role's to see. */
function settingsOf(role: Role, stored: Partial<NotificationSettings>): Partial<NotificationSettings> {
  const kinds: readonly NotificationKind[] = notificationKinds[role];
  return Object.fromEntries(
    kinds.map((kind) => [
      kind,
      Object.hasOwn(stored, kind) ? stored[kind] !== false : defaultNotificationSettings[kind],
    ]),
  );
}

/** The caller's email-notification switches (GET /api/users/notifications). */
export async function notificationSettings(db: DB, user: { id: string; role: Role }) {
  const row = await db
    .selectFrom('users')
    .select('notification_settings')
    .where('id', '=', user.id)
    .executeTakeFirstOrThrow();
  return settingsOf(user.role, row.notification_settings);
}

/**
 * Changes some switches (PUT /api/users/notifications); the others keep their value. A kind that
 * is not the caller's role's is refused (400) by name.
 */
export async function updateNotificationSettings(
  db: DB,
  user: { id: string; role: Role },
  input: NotificationSettingsInput,
) {
  const kinds: readonly string[] = notificationKinds[user.role];
  const foreign = Object.keys(input).filter((key) => !kinds.includes(key));
  if (foreign.length > 0) {
    throw new DomainError('invalid', 'error_validation', {
      fieldErrors: Object.fromEntries(foreign.map((key) => [key, ['validation_invalid']])),
    });
  }
  const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  const row = await db
    .updateTable('users')
    .set({ notification_settings: sql`notification_settings || ${JSON.stringify(changes)}::jsonb` })
    .where('id', '=', user.id)
    .returning('notification_settings')
    .executeTakeFirstOrThrow();
  return settingsOf(user.role, row.notification_settings);
}

/** Who gets a notification of `kind`: the account's address and language, or null when it is switched off or gone. */
export async function notificationRecipient(db: DB, userId: string, kind: NotificationKind) {
  const row = await db
    .selectFrom('users')
    .select(['email', 'language', 'status', 'notification_settings'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row || row.status !== 'active') return null;
  if (Object.hasOwn(row.notification_settings, kind) && row.notification_settings[kind] === false) return null;
  return { email: row.email, language: row.language };
}
