import { Button, Link } from 'react-aria-components';
import { activeNavItem, isMoreMenuCurrent, limits, navigation, type NavItem, type Role } from '@spotter/domain';
import { m } from '@spotter/i18n';
import { Badge } from '../../primitives/Badge/Badge.tsx';
import { cx } from '../../styles/cx.ts';
import { visuallyHidden } from '../../styles/shared.css.ts';
import { Icon } from '../icons.tsx';
import { vibrateTap } from '../haptics.ts';
import { navLabel } from '../NavItem/NavItemLink.tsx';
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
   * Visible labels by item id in place of the bar's own short labels (`nav_short_<id>`, else the
   * sidebar's `nav_<id>`). The full `nav_<id>` stays the link's accessible name.
   */
  shortLabels?: Partial<Record<string, string>>;
  className?: string;
}

/** Labels that fit the narrowest phone (320 px) on one line at 12 px, per language. */
const builtInShortLabels: Partial<Record<string, () => string>> = {
  trainwithcoach: m.nav_short_trainwithcoach,
  overview: m.nav_short_overview,
  upcoming_trainings: m.nav_short_upcoming_trainings,
  diet_tracker: m.nav_short_diet_tracker,
  coaching_requests: m.nav_short_coaching_requests,
};

/** The label the bar shows for an item: the given one, the built-in short one, or the full name. */
export function bottomBarLabel(id: string, shortLabels: Partial<Record<string, string>> = {}): string {
  return shortLabels[id] ?? builtInShortLabels[id]?.() ?? navLabel(id);
}

/** The bottom bar items of a role, in the order SPEC §2 gives. */
export function bottomBarItems(role: Role): NavItem[] {
  const byId = new Map(navigation[role].items.map((item) => [item.id, item]));
  return navigation[role].bottomBar.flatMap((id) => byId.get(id) ?? []);
}

/**
 * The mobile navigation (below 1024 px; hidden by CSS above): the role's main destinations and a
 * More button for the rest. Fixed to the bottom, 60 px plus the safe-area inset; taps vibrate.
 * Labels are short words on one line; each link keeps the full name as its accessible name. More
 * is marked on pages reached through the More menu (Edit profile, Settings, the role links).
 */
export function BottomBar({
  role,
  currentPath,
  unread = {},
  onOpenMore,
  isMoreOpen,
  shortLabels = {},
  className,
}: BottomBarProps) {
  const items = bottomBarItems(role);
  const active = activeNavItem(role, currentPath);
  const activeInMore = isMoreMenuCurrent(role, currentPath);
  return (
    <nav aria-label={m.shell_main_navigation()} className={cx(styles.bar, className)}>
      <ul className={styles.list}>
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
                <ItemLabel id={item.id} shortLabels={shortLabels} />
                {count > 0 ? (
                  <Badge
                    count={count}
                    cap={limits.badgeCap}
                    label={m.shell_unread({ count })}
                    className={styles.badge}
                  />
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

function ItemLabel({ id, shortLabels }: { id: string; shortLabels: Partial<Record<string, string>> }) {
  const full = navLabel(id);
  const shown = bottomBarLabel(id, shortLabels);
  if (shown === full) return <span className={styles.label}>{full}</span>;
  return (
    <>
      <span className={styles.label} aria-hidden="true">
        {shown}
      </span>
      <span className={visuallyHidden}>{full}</span>
    </>
  );
}
