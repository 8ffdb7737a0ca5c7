import { atom } from 'nanostores';

const SIDEBAR_KEY = 'spotter.sidebar';

/** Whether the desktop sidebar is narrow; the choice is remembered in localStorage. */
export const $sidebarCollapsed = atom<boolean>(false);

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
export const $unread = atom<Record<string, number>>({});
export const $offline = atom<boolean>(false);
