import { lazy, Suspense, useState, type MouseEvent, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import {
  navigation,
  type Branding,
  type Locale,
  type Role,
  type ShellAchievement,
  type ShellProfile,
  type ShellStats,
} from '@spotter/domain';
import { m } from '@spotter/i18n';
import { $offline, $unread } from '../../stores/shell.ts';
import { BottomBar } from '../BottomBar/BottomBar.tsx';
import { Sidebar } from '../Sidebar/Sidebar.tsx';
import { TopBar } from '../TopBar/TopBar.tsx';

// The drawer and the More menu load when first opened: most visits never open them, and they
// carry the overlay code (focus trap, scroll lock) that the page does not need up front.
const SidebarDrawer = lazy(() =>
  import('../Sidebar/SidebarDrawer.tsx').then((module) => ({ default: module.SidebarDrawer })),
);
const MoreMenu = lazy(() => import('../MoreMenu/MoreMenu.tsx').then((module) => ({ default: module.MoreMenu })));
import * as styles from './DashboardShell.css.ts';

export interface DashboardShellProps {
  role: Role;
  /** The page's path; the matching navigation item is marked current. */
  currentPath: string;
  profile: ShellProfile;
  /** The More menu's three figures; undefined while loading (shown as 0). */
  stats?: ShellStats | null;
  /** A trainer's custom logo (also shown to their clients). */
  branding?: Branding | null;
  /** Unread counts by nav item id; defaults to the shared `$unread` store. */
  unread?: Record<string, number>;
  /** Signs out, clears caches and redirects (SPEC §4); a rejection is logged and logout can be retried. */
  onLogout: () => Promise<void>;
  /** Saves a language choice on the server (signed-in users). */
  saveLanguage?: (locale: Locale) => Promise<void>;
  /** Called each time the More menu opens, e.g. to load its figures only when they are shown. */
  onMoreOpen?: () => void;
  /** Clients' achievements for the More menu. */
  achievements?: readonly ShellAchievement[];
  /** Offline: figures show 0; defaults to the shared `$offline` store. */
  offline?: boolean;
  /** Shorter bottom-bar labels by item id (see BottomBar). */
  shortLabels?: Partial<Record<string, string>>;
  /** Extra controls at the end of the top bar. */
  topBarExtra?: ReactNode;
  /** The page. */
  children?: ReactNode;
}

/**
 * An overlay's open state. Once opened it is `used` and stays mounted, so closing can animate and
 * focus can return; `onOpen` runs each time it opens.
 */
function useOverlay(onOpen?: () => void) {
  const [isOpen, setIsOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const setOpen = (open: boolean) => {
    if (open) {
      setUsed(true);
      onOpen?.();
    }
    setIsOpen(open);
  };
  return { isOpen, used, setOpen };
}

/** A lazily loaded overlay, rendered from its first use on (nothing shows while its code loads). */
function LoadedOnceUsed({ used, children }: { used: boolean; children: ReactNode }) {
  return used ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/** Moves focus to the page itself (also where a `<base>` element would turn "#main" into a new page). */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById('main');
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView({ block: 'start' });
}

/**
 * The signed-in frame of every dashboard page: top bar, navigation and the page in `<main id="main">`.
 * From 1024 px a collapsible sidebar; below, a drawer from the menu button, a bottom bar and the
 * full-screen More menu. Which one shows is decided by CSS, so server HTML is right before hydration.
 */
export function DashboardShell({
  role,
  currentPath,
  profile,
  stats,
  branding,
  unread: unreadProp,
  onLogout,
  saveLanguage,
  onMoreOpen,
  achievements = [],
  offline: offlineProp,
  shortLabels,
  topBarExtra,
  children,
}: DashboardShellProps) {
  const unreadStore = useStore($unread);
  const offlineStore = useStore($offline);
  const unread = unreadProp ?? unreadStore;
  const offline = offlineProp ?? offlineStore;
  const drawer = useOverlay();
  const more = useOverlay(onMoreOpen);
  const nav = navigation[role];
  const navProps = { role, currentPath, profile, unread, onLogout };
  const menuProps = { role, profile, stats, achievements, onLogout, saveLanguage, offline };

  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skipLink} onClick={skipToMain}>
        {m.common_skip_to_content()}
      </a>
      <TopBar
        branding={branding}
        homeHref={nav.home}
        messagesHref={nav.messages}
        unreadMessages={unread.messages ?? 0}
        onOpenMenu={() => drawer.setOpen(true)}
        isMenuOpen={drawer.isOpen}
        saveLanguage={saveLanguage}
      >
        {topBarExtra}
      </TopBar>
      <div className={styles.frame}>
        <Sidebar {...navProps} />
        <main id="main" tabIndex={-1} className={styles.main}>
          {children}
        </main>
      </div>
      <BottomBar
        role={role}
        currentPath={currentPath}
        unread={unread}
        onOpenMore={() => more.setOpen(true)}
        isMoreOpen={more.isOpen}
        shortLabels={shortLabels}
      />
      <LoadedOnceUsed used={drawer.used}>
        <SidebarDrawer {...navProps} isOpen={drawer.isOpen} onOpenChange={drawer.setOpen} branding={branding} />
      </LoadedOnceUsed>
      <LoadedOnceUsed used={more.used}>
        <MoreMenu {...menuProps} isOpen={more.isOpen} onOpenChange={more.setOpen} />
      </LoadedOnceUsed>
    </div>
  );
}
