import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { I18nProvider } from 'react-aria-components';
import {
  limits,
  zeroStats,
  type Branding,
  type Locale,
  type Role,
  type ShellAchievement,
  type ShellProfile,
  type ShellStats,
} from '@spotter/domain';
import { DashboardShell } from '@spotter/ui/shell/DashboardShell/index.ts';
import { $locale, $offline, $unread, initLocale, initUnread } from '@spotter/ui/stores/index.ts';
import { getJson, sendChecked } from './api.ts';
import { $liveBranding, $livePhotoUrl } from './live.ts';
import { logout } from './logout.ts';
import { loadStats } from './stats.ts';
import { intlLocale } from '@spotter/ui/i18n/intlLocale.ts';

interface Props {
  locale: Locale;
  role: Role;
  currentPath: string;
  profile: ShellProfile;
  branding: Branding | null;
  achievements: ShellAchievement[];
  unread: Record<string, number>;
  children?: ReactNode;
}

/** Saves the choice for the account; then the server-rendered content follows without a reload. */
const saveLanguage = async (language: Locale) => {
  await sendChecked('PATCH', '/api/users/update-language', 'updateLanguage', { language });
  await refreshPageContent();
};

/** Desktop logout comes from the sidebar, mobile logout from the full-screen menu (SPEC §2 routes). */
const logoutFromHere = () =>
  logout(window.matchMedia(`(min-width: ${limits.mobileBreakpointPx}px)`).matches ? 'sidebar' : 'menu');

/** Fetches this page again (now in the new language) and swaps in its content and title. */
async function refreshPageContent(): Promise<void> {
  try {
    const response = await fetch(window.location.href, {
      credentials: 'same-origin',
      headers: { accept: 'text/html' },
    });
    if (!response.ok) return;
    const next = new DOMParser().parseFromString(await response.text(), 'text/html');
    const fresh = next.querySelector('[data-page-content]');
    const here = document.querySelector('[data-page-content]');
    if (fresh && here) here.innerHTML = fresh.innerHTML;
    document.title = next.title;
  } catch (error) {
    console.warn('Could not refresh the page in the new language', error);
  }
}

const subscribeUnread = (onChange: () => void) => $unread.listen(onChange);

/** The dashboard frame of every signed-in page: wires the shell to the endpoints and stores. */
export default function ShellIsland({
  locale,
  role,
  currentPath,
  profile,
  branding,
  achievements,
  unread,
  children,
}: Props) {
  initLocale(locale);
  initUnread(unread);
  const current = useStore($locale);
  const offline = useStore($offline);
  // The server and hydration render the page's own counts; later changes come from the store.
  const counts = useSyncExternalStore(
    subscribeUnread,
    () => $unread.get(),
    () => unread,
  );
  const [stats, setStats] = useState<ShellStats>(() => zeroStats(role));
  const livePhoto = useStore($livePhotoUrl);
  const liveBranding = useStore($liveBranding);

  useEffect(() => {
    const goOffline = () => {
      $offline.set(true);
      $unread.set({});
    };
    const goOnline = () => {
      $offline.set(false);
      getJson<Record<string, number>>('/api/messages/unread-count')
        .then((next) => $unread.set(next))
        .catch((error: unknown) => console.error('Could not load unread counts', error));
    };
    if (navigator.onLine === false) goOffline();
    window.addEventListener('offline', goOffline);
    window.addEventListener('online', goOnline);
    return () => {
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', goOnline);
    };
  }, []);

  return (
    <I18nProvider locale={intlLocale(current)}>
      <DashboardShell
        role={role}
        currentPath={currentPath}
        profile={livePhoto === undefined ? profile : { ...profile, imageUrl: livePhoto }}
        stats={offline ? zeroStats(role) : stats}
        branding={liveBranding === undefined ? branding : liveBranding}
        unread={offline ? {} : counts}
        achievements={achievements}
        onLogout={logoutFromHere}
        saveLanguage={saveLanguage}
        // The More menu's figures are fetched when it opens, not on every page view.
        onMoreOpen={() => void loadStats(role).then(setStats)}
      >
        {children}
      </DashboardShell>
    </I18nProvider>
  );
}
