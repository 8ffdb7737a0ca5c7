import { requestCoachingStorageKey } from '@spotter/domain';
import { $offline, $unread } from '@spotter/ui/stores/index.ts';
import { sendJson } from './api.ts';

/** Where to go after signing out (SPEC §2 routes): a 'from' value leads back to that trainer's pages. */
export function logoutTarget(search: string, source: 'sidebar' | 'menu'): string {
  const from = new URLSearchParams(search).get('from');
  if (!from) return '/auth/login';
  return source === 'menu' ? `/page/${encodeURIComponent(from)}` : `/auth/clientLogin?from=${encodeURIComponent(from)}`;
}

/**
 * SPEC §4 Logout: sign out without a redirect, clear what the browser keeps, then go on.
 * A failure rejects (the button becomes usable again) after being logged.
 */
export async function logout(source: 'sidebar' | 'menu'): Promise<void> {
  try {
    await sendJson('POST', '/api/auth/logout');
  } catch (error) {
    console.error('Logout failed', error);
    throw error;
  }
  $unread.set({});
  $offline.set(false);
  try {
    sessionStorage.removeItem(requestCoachingStorageKey);
  } catch {
    // storage unavailable: nothing kept
  }
  window.location.assign(logoutTarget(window.location.search, source));
}
