import type {
  AccountSessionDto,
  AccountSettingsDto,
  Locale,
  NotificationSettings,
  NotificationSettingsInput,
} from '@spotter/domain';
import { m } from '@spotter/i18n';
import { Card } from '../../primitives/Card/index.ts';
import { ConnectedLanguagePicker } from '../../i18n/LanguagePicker/index.ts';
import { AccountManagement, type AccountChange } from '../AccountManagement/index.ts';
import { AccountSummary } from '../AccountSummary/index.ts';
import { DataExportCard } from '../DataExportCard/index.ts';
import { EmailSettings } from '../EmailSettings/index.ts';
import { NotificationsCard } from '../NotificationsCard/index.ts';
import { PasswordSettings } from '../PasswordSettings/index.ts';
import { SessionsCard } from '../SessionsCard/index.ts';
import { cx } from '../../styles/cx.ts';
import * as shared from '../shared.css.ts';
import * as styles from './SettingsPanel.css.ts';

/** Why the panel signs out: the login page shows the matching notice. */
export type SignOutReason = 'email-updated' | 'password-updated' | AccountChange;

/** Every call the panel makes; the island wires them to the endpoints. */
export interface SettingsCalls {
  sendCode: (newEmail: string) => Promise<void>;
  verifyCode: (input: { code: string; newEmail: string }) => Promise<void>;
  updateEmail: (newEmail: string) => Promise<void>;
  updatePassword: (input: { newPassword: string; currentPassword?: string }) => Promise<void>;
  deactivate: () => Promise<void>;
  deleteAccount: () => Promise<void>;
  loadSessions: () => Promise<AccountSessionDto[]>;
  signOutSession: (id: string) => Promise<void>;
  signOutOthers: () => Promise<void>;
  saveNotifications: (input: NotificationSettingsInput) => Promise<NotificationSettings>;
  /** Saves the language on the server (admin panel); failures are only logged. */
  saveLanguage?: (locale: Locale) => Promise<void>;
  signOut: (reason: SignOutReason) => void | Promise<void>;
}

export interface SettingsPanelProps {
  account: AccountSettingsDto;
  /** The account's own address, for the Current email check; never shown. */
  accountEmail: string;
  calls: SettingsCalls;
  /** "Last active" is counted from this moment (stories fix it). */
  now?: Date;
}

/**
 * The settings page of each role (SPEC §2): for trainers and clients the summary, email,
 * password, notifications, devices, data and account management; for admins the password, the
 * devices and the language.
 */
export function SettingsPanel({ account, accountEmail, calls, now }: SettingsPanelProps) {
  const password = (
    <PasswordSettings
      account={account}
      onUpdatePassword={calls.updatePassword}
      onSignOut={() => calls.signOut('password-updated')}
    />
  );
  const sessions = (
    <SessionsCard
      load={calls.loadSessions}
      onSignOutSession={calls.signOutSession}
      onSignOutOthers={calls.signOutOthers}
      {...(now && { now })}
    />
  );
  if (account.role === 'admin') {
    return (
      <div className={styles.panel}>
        {password}
        {sessions}
        <Card title={m.settings_language_title()} description={m.settings_language_description()}>
          <div className={cx(shared.actions, shared.actionsStart)}>
            <ConnectedLanguagePicker {...(calls.saveLanguage && { save: calls.saveLanguage })} />
          </div>
        </Card>
      </div>
    );
  }
  const role = account.role;
  return (
    <div className={styles.panel}>
      <AccountSummary account={account} />
      <EmailSettings
        account={account}
        accountEmail={accountEmail}
        onSendCode={calls.sendCode}
        onVerifyCode={calls.verifyCode}
        onUpdateEmail={calls.updateEmail}
        onSignOut={() => calls.signOut('email-updated')}
      />
      {password}
      <NotificationsCard role={role} initial={account.notifications} onSave={calls.saveNotifications} />
      {sessions}
      <DataExportCard />
      <AccountManagement
        role={role}
        onDeactivate={calls.deactivate}
        onDelete={calls.deleteAccount}
        onSignOut={(change) => calls.signOut(change)}
      />
    </div>
  );
}
