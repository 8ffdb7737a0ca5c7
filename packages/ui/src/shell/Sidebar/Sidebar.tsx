import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { activeNavItem, limits, navigation, type Role, type ShellProfile } from '@spotter/domain';
import { m } from '@spotter/i18n';
import { SidebarCollapseIcon, SidebarExpandIcon } from '../../icons/index.ts';
import { IconButton } from '../../primitives/Button/Button.tsx';
import { cx } from '../../styles/cx.ts';
import { $sidebarCollapsed, loadSidebarPreference, setSidebarCollapsed } from '../../stores/shell.ts';
import { LogoutButton } from '../LogoutButton/LogoutButton.tsx';
import { NavItemLink } from '../NavItem/NavItemLink.tsx';
import { ProfileMenu } from './ProfileMenu.tsx';
import * as styles from './Sidebar.css.ts';

export interface NavListProps {
  role: Role;
  currentPath: string;
  unread: Record<string, number>;
  cap?: number;
  collapsed?: boolean;
  itemClassName?: string;
  onNavigate?: () => void;
}

export function NavList({ role, currentPath, unread, cap, collapsed, itemClassName, onNavigate }: NavListProps) {
  const active = activeNavItem(role, currentPath);
  return (
    <ul className={styles.navList}>
      {navigation[role].items.map((item) => (
        <li key={item.id}>
          <NavItemLink
            item={item}
            isCurrent={active?.id === item.id}
            unread={unread[item.id]}
            cap={cap}
            collapsed={collapsed}
            className={itemClassName}
            onPress={onNavigate}
          />
        </li>
      ))}
    </ul>
  );
}

export interface SidebarProps {
  role: Role;
  /** The page's path; the matching item is marked current. */
  currentPath: string;
  profile: ShellProfile;
  /** Unread counts by nav item id. */
  unread?: Record<string, number>;
  onLogout: () => Promise<void>;
  className?: string;
}

const panelIconProps = { size: 20, strokeWidth: 1.8, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

/**
 * The desktop sidebar (≥1024 px; hidden by CSS below): every destination of the role, a logout
 * item and the profile card, which opens Edit profile, Settings and Log out. Wide with labels or
 * narrow with icons and tooltips; the choice is remembered in localStorage.
 */
export function Sidebar({ role, currentPath, profile, unread = {}, onLogout, className }: SidebarProps) {
  const collapsed = useStore($sidebarCollapsed);
  useEffect(() => {
    loadSidebarPreference();
  }, []);
  const toggleLabel = collapsed ? m.shell_expand_sidebar() : m.shell_collapse_sidebar();
  return (
    <div className={cx(styles.sidebar, className)} data-collapsed={collapsed || undefined}>
      <div className={styles.toggleRow}>
        <IconButton
          label={toggleLabel}
          size="small"
          className={styles.toggleButton}
          onPress={() => setSidebarCollapsed(!collapsed)}
        >
          {collapsed ? <SidebarExpandIcon {...panelIconProps} /> : <SidebarCollapseIcon {...panelIconProps} />}
        </IconButton>
      </div>
      <nav aria-label={m.shell_main_navigation()} className={styles.nav}>
        {/* Full counts when wide; the narrow sidebar has only room for "99+". */}
        <NavList
          role={role}
          currentPath={currentPath}
          unread={unread}
          collapsed={collapsed}
          cap={collapsed ? limits.badgeCap : undefined}
        />
      </nav>
      <div className={styles.footer}>
        <ProfileMenu profile={profile} onLogout={onLogout} collapsed={collapsed} />
        <LogoutButton onLogout={onLogout} collapsed={collapsed} />
      </div>
    </div>
  );
}
