import type { ReactNode } from 'react';
import type { Key } from 'react-aria-components';
import type { NavIcon } from '@spotter/domain';
import { m } from '@spotter/i18n';
import { Badge } from '../../primitives/Badge/Badge.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../primitives/Tabs/Tabs.tsx';
import { cx } from '../../styles/cx.ts';
import { Icon } from '../icons.tsx';
import * as styles from './TabBar.css.ts';

export interface TabBarItem {
  id: string;
  label: string;
  /** Makes the tab a link to its own page (rendered as `<a href>`); selecting it navigates. */
  href?: string;
  icon?: NavIcon;
  /** A count badge after the label (e.g. unread); 0 shows none. */
  count?: number;
  isDisabled?: boolean;
}

export interface TabBarProps {
  items: readonly TabBarItem[];
  /** Names the row of tabs for screen readers. */
  'aria-label': string;
  /** The selected tab; with link tabs, derive it from the current URL. */
  selectedKey?: Key;
  defaultSelectedKey?: Key;
  onSelectionChange?: (key: Key) => void;
  /** 'manual': arrows move focus only, Enter or Space selects (use it when selecting is costly). */
  keyboardActivation?: 'automatic' | 'manual';
  /** Stretch the tabs over the full width, sharing it equally. */
  fullWidth?: boolean;
  /** The content of the selected tab; a function receives the selected id. */
  children: ReactNode | ((selectedId: string) => ReactNode);
  className?: string;
}

/**
 * A pill-style tab bar over react-aria Tabs. Each tab may be a link (`href`) to a separate page;
 * the arrow keys move between tabs, Home/End jump to the ends.
 */
export function TabBar({
  items,
  'aria-label': ariaLabel,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  keyboardActivation,
  fullWidth = false,
  children,
  className,
}: TabBarProps) {
  return (
    <Tabs
      selectedKey={selectedKey}
      defaultSelectedKey={defaultSelectedKey}
      onSelectionChange={onSelectionChange}
      keyboardActivation={keyboardActivation}
      disabledKeys={items.filter((item) => item.isDisabled).map((item) => item.id)}
      className={cx(styles.root, className)}
    >
      <TabList aria-label={ariaLabel} className={styles.list} data-full-width={fullWidth || undefined}>
        {items.map((item) => (
          <Tab key={item.id} id={item.id} href={item.href} className={styles.tab}>
            {item.icon ? <Icon name={item.icon} size={18} /> : null}
            <span>{item.label}</span>
            {item.count ? (
              <Badge count={item.count} tone="danger" label={m.shell_unread({ count: item.count })} />
            ) : null}
          </Tab>
        ))}
      </TabList>
      {items.map((item) => (
        <TabPanel key={item.id} id={item.id} className={styles.panel}>
          {typeof children === 'function' ? children(item.id) : children}
        </TabPanel>
      ))}
    </Tabs>
  );
}
