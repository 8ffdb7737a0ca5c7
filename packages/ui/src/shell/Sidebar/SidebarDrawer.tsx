import { Dialog } from 'react-aria-components';
import { limits, navigation, type Branding } from '@spotter/domain';
import { m } from '@spotter/i18n';
import { CloseIcon } from '../../icons/index.ts';
import { IconButton } from '../../primitives/Button/Button.tsx';
import { LogoHeader } from '../../brand/LogoHeader/index.ts';
import { LogoutButton } from '../LogoutButton/LogoutButton.tsx';
import { vibrateTap } from '../haptics.ts';
import { drawerItem } from '../NavItem/NavItem.css.ts';
import { MobileOverlay } from '../MobileOverlay.tsx';
import { ProfileCard } from './ProfileCard.tsx';
import { NavList, type SidebarProps } from './Sidebar.tsx';
import * as styles from './Sidebar.css.ts';

export interface SidebarDrawerProps extends Omit<SidebarProps, 'className'> {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  branding?: Branding | null;
}

/**
 * The sidebar as a slide-in drawer below 1024 px: a modal dialog that traps focus, closes on
 * Escape or a tap outside (focus returns to the menu button) and when the window reaches desktop
 * width. Badges cap at 99+.
 */
export function SidebarDrawer({
  isOpen,
  onOpenChange,
  role,
  currentPath,
  profile,
  unread = {},
  onLogout,
  branding,
}: SidebarDrawerProps) {
  return (
    <MobileOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      overlayClassName={styles.drawerOverlay}
      className={styles.drawerPanel}
    >
      <Dialog aria-label={m.shell_main_navigation()} className={styles.drawerDialog}>
        {({ close }) => (
          <>
            <div className={styles.drawerHeader}>
              <LogoHeader branding={branding} size="small" href={navigation[role].home} />
              <IconButton label={m.shell_close_menu()} onPress={close}>
                <CloseIcon size={22} strokeLinecap="round" />
              </IconButton>
            </div>
            <ProfileCard profile={profile} />
            <nav aria-label={m.shell_main_navigation()} className={styles.nav}>
              <NavList
                role={role}
                currentPath={currentPath}
                unread={unread}
                cap={limits.badgeCap}
                itemClassName={drawerItem}
                onNavigate={() => {
                  vibrateTap();
                  close();
                }}
              />
            </nav>
            <div className={styles.footer}>
              <LogoutButton onLogout={onLogout} className={drawerItem} />
            </div>
          </>
        )}
      </Dialog>
    </MobileOverlay>
  );
}
