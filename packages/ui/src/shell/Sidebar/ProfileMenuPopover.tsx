import type { RefObject } from 'react';
import { Menu as AriaMenu, Popover } from 'react-aria-components';
import { m } from '@spotter/i18n';
import { MenuItem, MenuSeparator } from '../../primitives/Menu/Menu.tsx';
import * as menuStyles from '../../primitives/Menu/Menu.css.ts';
import { Icon } from '../icons.tsx';

export interface ProfileMenuPopoverProps {
  /** The profile card's button: the menu opens beside it, is named by it and gives focus back to it. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  triggerId: string;
  menuId: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** 'first' (keyboard, screen reader) or 'last' focuses an item; otherwise the menu itself. */
  focusStrategy: 'first' | 'last' | null;
  collapsed: boolean;
  /** Edit profile's address (none for admins, SPEC §6). */
  editHref?: string;
  settingsHref: string;
  isPending: boolean;
  onLogout: () => void;
}

/**
 * The profile card's menu, loaded on first use (see ProfileMenu): the same popover and menu as the
 * `Menu` primitive inside `MenuTrigger`, driven by the card's button, which stays in the page.
 */
export default function ProfileMenuPopover({
  triggerRef,
  triggerId,
  menuId,
  isOpen,
  onOpenChange,
  focusStrategy,
  collapsed,
  editHref,
  settingsHref,
  isPending,
  onLogout,
}: ProfileMenuPopoverProps) {
  return (
    <Popover
      trigger="MenuTrigger"
      triggerRef={triggerRef}
      aria-labelledby={triggerId}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      placement={collapsed ? 'end bottom' : 'top start'}
      offset={collapsed ? 10 : 6}
      className={menuStyles.popover}
    >
      <AriaMenu
        id={menuId}
        aria-labelledby={triggerId}
        autoFocus={focusStrategy ?? true}
        onClose={() => onOpenChange(false)}
        onAction={(key) => {
          if (key === 'logout') onLogout();
        }}
        className={menuStyles.menu}
      >
        {editHref ? (
          <MenuItem id="edit" href={editHref} icon={<Icon name="edit" size={18} />}>
            {m.nav_edit_profile()}
          </MenuItem>
        ) : null}
        <MenuItem id="settings" href={settingsHref} icon={<Icon name="settings" size={18} />}>
          {m.nav_settings()}
        </MenuItem>
        <MenuSeparator />
        {/* Stays open while logging out, so the wait and a failure show where the person looks. */}
        <MenuItem id="logout" tone="danger" shouldCloseOnSelect={false} icon={<Icon name="logout" size={18} />}>
          {isPending ? m.auth_logging_out() : m.auth_logout()}
        </MenuItem>
      </AriaMenu>
    </Popover>
  );
}
