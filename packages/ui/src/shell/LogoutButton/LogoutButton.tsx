import { useId } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { m } from '@spotter/i18n';
import { Button } from '../../primitives/Button/Button.tsx';
import { useAnnouncementsLeaveWith } from '../../primitives/Button/useAnnouncementsLeaveWith.ts';
import { cx } from '../../styles/cx.ts';
import { Icon } from '../icons.tsx';
import { CollapsedTooltip } from '../NavItem/NavItemLink.tsx';
import { navItem, navItemIcon, navItemLabel } from '../NavItem/NavItem.css.ts';
import { useLogout } from '../useLogout.ts';

export interface LogoutButtonProps {
  onLogout: () => Promise<void>;
  /** 'nav' looks like a sidebar item; 'button' is a full-width button (More menu). */
  look?: 'nav' | 'button';
  /** Narrow sidebar: icon only, the label in a tooltip. */
  collapsed?: boolean;
  className?: string;
}

/**
 * Logs out (SPEC §4): disabled (`isPending`) while the callback runs; a failure is logged and the
 * button works again (SPEC §8).
 */
export function LogoutButton({ onLogout, look = 'nav', collapsed = false, className }: LogoutButtonProps) {
  const { isPending, logout } = useLogout(onLogout);
  const label = isPending ? m.auth_logging_out() : m.auth_logout();
  const navButtonId = useId();
  useAnnouncementsLeaveWith(navButtonId, isPending);
  if (look === 'button') {
    return (
      <Button variant="secondary" fullWidth isPending={isPending} onPress={logout} className={className}>
        {isPending ? null : <Icon name="logout" size={20} />}
        {label}
      </Button>
    );
  }
  return (
    <CollapsedTooltip collapsed={collapsed} label={label}>
      <AriaButton
        id={navButtonId}
        isPending={isPending}
        onPress={logout}
        className={cx(navItem, className)}
        data-collapsed={collapsed || undefined}
        data-tone="danger"
      >
        <Icon name="logout" className={navItemIcon} />
        <span className={navItemLabel}>{label}</span>
      </AriaButton>
    </CollapsedTooltip>
  );
}
