import { useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { I18nProvider } from 'react-aria-components';
import {
  requestCoachingStorageKey,
  type AccountSessionDto,
  type AccountSettingsDto,
  type Locale,
  type NotificationSettings,
} from '@spotter/domain';
import { SettingsPanel, type SettingsCalls, type SignOutReason } from '@spotter/ui/account/SettingsPanel/index.ts';
import { intlLocale } from '@spotter/ui/i18n/intlLocale.ts';
import { $locale, $offline, $unread, initLocale } from '@spotter/ui/stores/index.ts';
import { sendChecked, sendJson } from './api.ts';

interface Props {
  locale: Locale;
  account: AccountSettingsDto;
  /** The account's own address, for the Current email check only. */
  accountEmail: string;
}

/**
 * SPEC §4: after an account change the session ends (the server may have ended it already) and the
 * login page follows, with the notice of what changed.
 */
async function signOutAfterChange(reason: SignOutReason): Promise<void> {
  try {
    await sendJson('POST', '/api/auth/logout');
  } catch (error) {
    // A password change, deactivation or deletion ends the sessions on the server: nothing left to end.
    console.warn('Sign-out after the account change', error);
  }
  $unread.set({});
  $offline.set(false);
  try {
    sessionStorage.removeItem(requestCoachingStorageKey);
  } catch {
    // storage unavailable: nothing kept
  }
  window.location.assign(`/auth/login?notice=${reason}`);
}

/** The settings page of the signed-in person: every card's call goes to its endpoint. */
export default function SettingsIsland({ locale, account, accountEmail }: Props) {
  initLocale(locale);
  const current = useStore($locale);
  const calls = useMemo<SettingsCalls>(() => {
    const self = account.role === 'admin' ? null : `/api/users/${account.role}`;
    return {
      sendCode: (email) => sendJson('POST', '/api/auth/send-verification-code', { email, mode: 'update' }),
      verifyCode: ({ code, newEmail }) =>
        sendJson('POST', '/api/auth/verify-code', { type: 'email', code, value: newEmail, userId: account.id }),
      updateEmail: (email) => sendJson('PUT', self ?? '/api/users/admin', { email, emailVerified: true }),
      updatePassword: (input) => sendJson('PUT', self ?? '/api/users/admin', input),
      deactivate: () => sendJson('POST', `${self}/deactivate`),
      deleteAccount: () => sendJson('DELETE', `${self}/delete`),
      loadSessions: () => sendJson<AccountSessionDto[]>('GET', '/api/auth/sessions'),
      signOutSession: (id) => sendJson('DELETE', `/api/auth/sessions/${encodeURIComponent(id)}`),
      signOutOthers: () => sendJson('POST', '/api/auth/sessions/sign-out-others'),
      saveNotifications: (input) => sendJson<NotificationSettings>('PUT', '/api/users/notifications', input),
      saveLanguage: async (language) => {
        await sendChecked('PATCH', '/api/users/update-language', 'updateLanguage', { language });
        // The page's server-rendered title and headings follow in the new language.
        window.location.reload();
      },
      signOut: signOutAfterChange,
    };
  }, [account.id, account.role]);
  return (
    <I18nProvider locale={intlLocale(current)}>
      <SettingsPanel account={account} accountEmail={accountEmail} calls={calls} />
    </I18nProvider>
  );
}
