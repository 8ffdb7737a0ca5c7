import { lazy, Suspense, useId, useRef, useState } from 'react';
import { Button as AriaButton, type PressEvent } from 'react-aria-components';
import { navigation, type ShellProfile } from '@spotter/domain';
import { ChevronUpDownIcon } from '../../icons/index.ts';
import { useLogout } from '../useLogout.ts';
import { CollapsedTooltip } from '../NavItem/NavItemLink.tsx';
import { ProfileSummary, profileName } from './ProfileCard.tsx';
import * as styles from './Sidebar.css.ts';

// The menu (popover, collection, selection and focus code) loads when the card is first pressed,
// or already on hover or focus: the page shows only the card's button until then.
const loadPopover = () => import('./ProfileMenuPopover.tsx');
const ProfileMenuPopover = lazy(loadPopover);
const prefetch = () => void loadPopover().catch(() => undefined);

/** The edit-profile address, carrying the page's 'from' value on (SPEC §2 routes). */
export function editProfileHref(edit: string, search: string): string {
  const from = new URLSearchParams(search).get('from');
  return from ? `${edit}?${new URLSearchParams({ from }).toString()}` : edit;
}

/** The page's query string; the menu only renders in the browser, once opened. */
const currentSearch = () => (typeof window === 'undefined' ? '' : window.location.search);

/** Keys that open the menu from its button, and which item they focus (as `MenuTrigger` does). */
const openingKeys: Partial<Record<string, 'first' | 'last'>> = {
  Enter: 'first',
  ' ': 'first',
  ArrowDown: 'first',
  ArrowUp: 'last',
};

export interface ProfileMenuProps {
  profile: ShellProfile;
  onLogout: () => Promise<void>;
  /** Narrow sidebar: the avatar alone, the name in a tooltip; the menu opens to the side. */
  collapsed?: boolean;
}

/**
 * The sidebar's profile card as a menu button: Edit profile (not for admins, SPEC §6), Settings
 * and Log out, the desktop way to what phones reach through the More menu. The button behaves as
 * a `MenuTrigger`'s (mouse opens on press down, touch on release, Enter, Space and arrows open
 * with focus on an item); the menu itself is rendered from its first opening on.
 */
export function ProfileMenu({ profile, onLogout, collapsed = false }: ProfileMenuProps) {
  const nav = navigation[profile.role];
  const { isPending, logout } = useLogout(onLogout);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const triggerId = useId();
  const menuId = useId();
  const [opened, setOpened] = useState(false);
  const [menu, setMenu] = useState<{ isOpen: boolean; focusStrategy: 'first' | 'last' | null }>({
    isOpen: false,
    focusStrategy: null,
  });
  const setOpen = (isOpen: boolean, focusStrategy: 'first' | 'last' | null = null) => {
    if (isOpen) setOpened(true);
    setMenu({ isOpen, focusStrategy });
  };
  // Focus stays on (or moves to) the button, so it gets focus back when the menu closes.
  const focusTrigger = (event: PressEvent) => (event.target as HTMLElement).focus({ preventScroll: true });
  return (
    <>
      <CollapsedTooltip collapsed={collapsed} label={profileName(profile)}>
        <AriaButton
          ref={triggerRef}
          id={triggerId}
          className={styles.profileTrigger}
          data-collapsed={collapsed || undefined}
          aria-haspopup="true"
          aria-expanded={menu.isOpen}
          aria-controls={menu.isOpen ? menuId : undefined}
          preventFocusOnPress
          onHoverStart={prefetch}
          onFocus={prefetch}
          onPressStart={(event) => {
            if (event.pointerType === 'touch' || event.pointerType === 'keyboard') return;
            focusTrigger(event);
            setOpen(true, event.pointerType === 'virtual' ? 'first' : null);
          }}
          onPress={(event) => {
            if (event.pointerType !== 'touch') return;
            focusTrigger(event);
            setOpen(!menu.isOpen);
          }}
          onKeyDown={(event) => {
            const focusStrategy = openingKeys[event.key];
            if (!focusStrategy || event.altKey || event.ctrlKey || event.metaKey) return;
            event.preventDefault();
            setOpen(!menu.isOpen, focusStrategy);
          }}
        >
          <ProfileSummary profile={profile} inButton />
          <ChevronUpDownIcon className={styles.profileChevron} size={14} strokeLinecap="round" strokeLinejoin="round" />
        </AriaButton>
      </CollapsedTooltip>
      {opened ? (
        <Suspense fallback={null}>
          <ProfileMenuPopover
            triggerRef={triggerRef}
            triggerId={triggerId}
            menuId={menuId}
            isOpen={menu.isOpen}
            onOpenChange={(isOpen) => setOpen(isOpen)}
            focusStrategy={menu.focusStrategy}
            collapsed={collapsed}
            editHref={nav.edit ? editProfileHref(nav.edit, currentSearch()) : undefined}
            settingsHref={nav.settings}
            isPending={isPending}
            onLogout={() => void logout()}
          />
        </Suspense>
      ) : null}
    </>
  );
}
