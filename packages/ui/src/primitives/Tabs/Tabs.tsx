import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type TabListProps as AriaTabListProps,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components';
import { withClassName } from '../../styles/cx.ts';
import * as styles from './Tabs.css.ts';

export const tabsOrientations = ['horizontal', 'vertical'] as const;

export type TabsProps = AriaTabsProps;

/**
 * Tabs: a `TabList` of `Tab`s and one `TabPanel` per tab, matched by `id`.
 * Arrow keys move between tabs; `selectedKey`/`onSelectionChange` control the selection.
 */
export function Tabs({ className, ...props }: TabsProps) {
  return <AriaTabs {...props} className={withClassName(className, styles.tabs)} />;
}

export type TabListProps<T extends object> = AriaTabListProps<T>;

/** The row (or column) of tabs. Needs an `aria-label` when no heading describes it. */
export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  return <AriaTabList {...props} className={withClassName(className, styles.tabList)} />;
}

export interface TabProps extends AriaTabProps {
  /**
   * Makes the tab a link (rendered as `<a>`) for tabs that are separate pages. Selecting it with a
   * click or the arrow keys navigates there; wrap the app in react-aria's `RouterProvider` for
   * client-side routing, and set `selectedKey` from the current URL.
   */
  href?: AriaTabProps['href'];
}

/** One tab. Give it the same `id` as its `TabPanel`. */
export function Tab({ className, ...props }: TabProps) {
  return <AriaTab {...props} className={withClassName(className, styles.tab)} />;
}

export type TabPanelProps = AriaTabPanelProps;

/**
 * The content of one tab, shown while that tab is selected. With link tabs a page may render a
 * single panel whose `id` follows the URL; keying on `id` remounts it so react-aria re-registers it.
 */
export function TabPanel({ className, ...props }: TabPanelProps) {
  return <AriaTabPanel key={props.id} {...props} className={withClassName(className, styles.tabPanel)} />;
}
