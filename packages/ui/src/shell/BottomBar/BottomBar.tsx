import { Button, Link } from 'react-aria-components';
import { activeNavItem, limits, navigation, type NavItem, type Role } from '@spotter/domain';
import { m } from '@spotter/i18n';
import { Badge } from '../../primitives/Badge/Badge.tsx';
import { Icon } from '../icons.tsx';
import { vibrateTap } from '../haptics.ts';
import { navLabel } from '../Sidebar/NavItemLink.tsx';
import * as styles from './BottomBar.css.ts';

export interface BottomBarProps {
  role: Role;
  /** The page's path; the matching item is marked current. */
  currentPath: string;
  /** Unread counts by nav item id (badges cap at 99+). */
  unread?: Record<string, number>;
  /** Opens the full-screen More menu. */
  onOpenMore: () => void;
  /** Whether the More menu is open (for the button's `aria-expanded`). */
  isMoreOpen?: boolean;
  /**
   * Shorter labels by item id for the narrow bar (e.g. `{ trainwithcoach: 'Coach' }`); the
   * sidebar label (`nav_<id>`) is used otherwise.
   */
  shortLabels?: Partial<Record<string, string>>;
  className?: string;
}

/** The bottom bar items of a role, in the order SPEC §2 gives. */
export function bottomBarItems(role: Role): NavItem[] {
  const byId = new Map(navigation[role].items.map((item) => [item.id, item]));
  return navigation[role].bottomBar.flatMap((id) => byId.get(id) ?? []);
}

/**
 * The mobile navigation (below 1024 px; hidden by CSS above): the role's main destinations and a
 * More button for the rest. Fixed to the bottom, 60 px plus the safe-area inset; taps vibrate.
 */
export function BottomBar({ role, currentPath, unread = {}, onOpenMore, isMoreOpen, shortLabels = {}, className }: BottomBarProps) {
  const items = bottomBarItems(role);
  const active = activeNavItem(role, currentPath);
  const activeInMore = Boolean(active && !items.some((item) => item.id === active.id));
  return (
    <nav aria-label={m.shell_main_navigation()} className={[styles.bar, className].filter(Boolean).join(' ')}>
      <ul className={styles.list} data-roomy={items.length < 6 || undefined}>
        {items.map((item) => {
          const count = unread[item.id] ?? 0;
          return (
            <li key={item.id} className={styles.cell}>
              <Link
                href={item.href}
                aria-current={active?.id === item.id ? 'page' : undefined}
                onPress={() => vibrateTap()}
                className={styles.item}
              >
                <span className={styles.iconWrap}>
                  <Icon name={item.icon} size={22} />
                </span>
                <span className={styles.label}>{shortLabels[item.id] ?? navLabel(item.id)}</span>
                {count > 0 ? (
                  <Badge count={count} cap={limits.badgeCap} label={m.shell_unread({ count })} className={styles.badge} />
                ) : null}
              </Link>
            </li>
          );
        })}
        <li className={styles.cell}>
          <Button
            className={styles.item}
            onPress={() => {
              vibrateTap();
              onOpenMore();
            }}
            aria-haspopup="dialog"
            aria-expanded={isMoreOpen ?? false}
            data-active={activeInMore || undefined}
          >
            <span className={styles.iconWrap}>
              <Icon name="more" size={22} />
            </span>
            <span className={styles.label}>{m.shell_more()}</span>
          </Button>
        </li>
      </ul>
    </nav>
  );
}
