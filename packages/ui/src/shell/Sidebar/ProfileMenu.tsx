import { useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { navigation, type ShellProfile } from '@spotter/domain';
import { m } from '@spotter/i18n';
import { ChevronUpDownIcon } from '../../icons/index.ts';
import { Menu, MenuItem, MenuSeparator, MenuTrigger } from '../../primitives/Menu/Menu.tsx';
import { Icon } from '../icons.tsx';
import { useLogout } from '../useLogout.ts';
import { CollapsedTooltip } from '../NavItem/NavItemLink.tsx';
import { ProfileSummary, profileName } from './ProfileCard.tsx';
import * as styles from './Sidebar.css.ts';

/** The edit-profile address, carrying the page's 'from' value on (SPEC §2 routes). */
export function editProfileHref(edit: string, search: string): string {
  const from = new URLSearchParams(search).get('from');
  return from ? `${edit}?${new URLSearchParams({ from }).toString()}` : edit;
}

/** The page's query string; the menu only renders in the browser, once opened. */
const currentSearch = () => (typeof window === 'undefined' ? '' : window.location.search);

export interface ProfileMenuProps {
  profile: ShellProfile;
  onLogout: () => Promise<void>;
  /** Narrow sidebar: the avatar alone, the name in a tooltip; the menu opens to the side. */
  collapsed?: boolean;
}

/**
 * The sidebar's profile card as a menu button: Edit profile (not for admins, SPEC §6), Settings
 * and Log out, the desktop way to what phones reach through the More menu.
 */
export function ProfileMenu({ profile, onLogout, collapsed = false }: ProfileMenuProps) {
  const nav = navigation[profile.role];
  const { isPending, logout } = useLogout(onLogout);
  // The menu is rendered from its first opening on, not with every page (the server renders none).
  const [opened, setOpened] = useState(false);
  return (
    <MenuTrigger onOpenChange={(isOpen) => isOpen && setOpened(true)}>
      <CollapsedTooltip collapsed={collapsed} label={profileName(profile)}>
        <AriaButton className={styles.profileTrigger} data-collapsed={collapsed || undefined}>
          <ProfileSummary profile={profile} inButton />
          <ChevronUpDownIcon className={styles.profileChevron} size={14} strokeLinecap="round" strokeLinejoin="round" />
        </AriaButton>
      </CollapsedTooltip>
      {opened ? (
        <Menu
          placement={collapsed ? 'end bottom' : 'top start'}
          offset={collapsed ? 10 : 6}
          onAction={(key) => {
            if (key === 'logout') void logout();
          }}
        >
          {nav.edit ? (
            <MenuItem id="edit" href={editProfileHref(nav.edit, currentSearch())} icon={<Icon name="edit" size={18} />}>
              {m.nav_edit_profile()}
            </MenuItem>
          ) : null}
          <MenuItem id="settings" href={nav.settings} icon={<Icon name="settings" size={18} />}>
            {m.nav_settings()}
          </MenuItem>
          <MenuSeparator />
          {/* Stays open while logging out, so the wait and a failure show where the person looks. */}
          <MenuItem id="logout" tone="danger" shouldCloseOnSelect={false} icon={<Icon name="logout" size={18} />}>
            {isPending ? m.auth_logging_out() : m.auth_logout()}
          </MenuItem>
        </Menu>
      ) : null}
    </MenuTrigger>
  );
}
