import type { ReactElement, ReactNode } from 'react';
import { Link, Tooltip, TooltipTrigger, type PressEvent } from 'react-aria-components';
import type { NavItem } from '@spotter/domain';
import { m } from '@spotter/i18n';
import { navLabel as label } from '../../i18n/labels.ts';
import { Badge } from '../../primitives/Badge/Badge.tsx';
import { cx } from '../../styles/cx.ts';
import { Icon } from '../icons.tsx';
import * as styles from './NavItem.css.ts';

export interface NavItemLinkProps {
  item: NavItem;
  isCurrent: boolean;
  unread?: number;
  /** Badge cap: 99 on mobile (SPEC §2); the desktop sidebar shows the full number. */
  cap?: number;
  /** Icon only; the label stays for screen readers and shows in a tooltip. */
  collapsed?: boolean;
  onPress?: (event: PressEvent) => void;
  className?: string;
}

/** The label of a navigation item (`nav_<id>`). */
export function navLabel(id: string): string {
  return label(id);
}

/** One destination of the sidebar or drawer: icon, label, unread badge, current-page state. */
export function NavItemLink({
  item,
  isCurrent,
  unread = 0,
  cap = Number.POSITIVE_INFINITY,
  collapsed = false,
  onPress,
  className,
}: NavItemLinkProps) {
  const label = navLabel(item.id);
  return (
    <CollapsedTooltip collapsed={collapsed} label={label}>
      <Link
        href={item.href}
        aria-current={isCurrent ? 'page' : undefined}
        onPress={onPress}
        className={cx(styles.navItem, className)}
        data-collapsed={collapsed || undefined}
      >
        <Icon name={item.icon} className={styles.navItemIcon} />
        <span className={styles.navItemLabel}>{label}</span>
        {unread > 0 ? (
          <Badge count={unread} cap={cap} label={m.shell_unread({ count: unread })} className={styles.navItemBadge} />
        ) : null}
      </Link>
    </CollapsedTooltip>
  );
}

/**
 * Gives an item of the narrow sidebar its label bubble (`NavTooltip`). Wide, the label is visible
 * and the item is rendered alone: no tooltip machinery on the server or in the browser.
 */
export function CollapsedTooltip({
  collapsed,
  label,
  children,
}: {
  collapsed: boolean;
  label: ReactNode;
  children: ReactElement;
}) {
  if (!collapsed) return children;
  return (
    <TooltipTrigger delay={300} closeDelay={0}>
      {children}
      <NavTooltip>{label}</NavTooltip>
    </TooltipTrigger>
  );
}

/** The label bubble beside an icon-only item of the narrow sidebar. */
export function NavTooltip({ children }: { children: ReactNode }) {
  return (
    <Tooltip placement="end" offset={10} className={styles.tooltip}>
      {children}
    </Tooltip>
  );
}
