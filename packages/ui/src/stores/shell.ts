import { onServer, tabAtom } from './tab.ts';

const SIDEBAR_KEY = 'spotter.sidebar';

/** Whether the desktop sidebar is narrow; the choice is remembered in localStorage. */
export const $sidebarCollapsed = tabAtom<boolean>(false);

export function loadSidebarPreference(): void {
  try {
    $sidebarCollapsed.set(localStorage.getItem(SIDEBAR_KEY) === 'narrow');
  } catch {
    // no storage: keep the default
  }
}

export function setSidebarCollapsed(collapsed: boolean): void {
  $sidebarCollapsed.set(collapsed);
  try {
    localStorage.setItem(SIDEBAR_KEY, collapsed ? 'narrow' : 'wide');
  } catch {
    // no storage: the choice lasts for this page
  }
}

/** Badge counts by nav item id (e.g. messages), and whether the browser is offline. */
export const $unread = tabAtom<Record<string, number>>({});
export const $offline = tabAtom<boolean>(false);

let unreadStarted = false;

/**
 * Starts the badge counts at the figures the page was rendered with, before the first render in
 * this tab, so hydration finds the server's badges. Later calls are ignored: the counts may have
 * been refreshed since.
 */
export function initUnread(counts: Record<string, number>): void {
  if (onServer || unreadStarted) return;
  unreadStarted = true;
  $unread.set(counts);
}
