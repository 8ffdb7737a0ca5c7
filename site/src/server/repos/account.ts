import { sql } from 'kysely';
import {
  accountLimits,
  credentialStatus,
  defaultNotificationSettings,
  maskEmail,
  type AccountSettingsDto,
  type NotificationKind,
  type NotificationSettings,
  type OAuthProvider,
} from '@spotter/domain';
import type { DB } from '../db/index.ts';

/** The stored switches over the defaults: only known kinds with a boolean value count. */
function notificationsOf(stored: unknown): NotificationSettings {
  const settings: NotificationSettings = { ...defaultNotificationSettings };
  if (!stored || typeof stored !== 'object') return settings;
  for (const kind of Object.keys(defaultNotificationSettings) as NotificationKind[]) {
    const value: unknown = Object.hasOwn(stored, kind) ? (stored as Record<string, unknown>)[kind] : undefined;
    if (typeof value === 'boolean') settings[kind] = value;
  }
  return settings;
}

/**
 * What the settings page shows of an account (SPEC §2 Account Summary): the email masked here, on
 * the server, the email and password status, the sign-in providers and the notification switches.
 * Undefined when the account does not exist or is deleted.
 */
export async function accountSettings(db: DB, userId: string): Promise<AccountSettingsDto | undefined> {
  const row = await db
    .selectFrom('users')
    .select([
      'id',
      'role',
      'email',
      'email_verified',
      'password_hash',
      'notification_settings',
      sql<OAuthProvider[]>`array(select provider from oauth_accounts where user_id = users.id order by provider)`.as(
        'providers',
      ),
    ])
    .where('id', '=', userId)
    .where('status', '<>', 'deleted')
    .executeTakeFirst();
  if (!row) return undefined;
  const providers = row.providers ?? [];
  const status = credentialStatus({ email: row.email, hasPassword: row.password_hash !== null, providers });
  return {
    id: row.id,
    role: row.role,
    maskedEmail: maskEmail(row.email, accountLimits.emailMaskVisible),
    emailStatus: status.email,
    emailVerified: row.email_verified,
    passwordStatus: status.password,
    providers,
    notifications: notificationsOf(row.notification_settings),
  };
}
