import type { CSSProperties } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, screen, spyOn, userEvent, waitFor, type within } from 'storybook/test';
import { $sidebarCollapsed } from '../stores/shell.ts';

/* Viewports, decorators, fakes and steps the shell's stories share (stories only). */

type Queries = ReturnType<typeof within>;

export const mobile = { viewport: { value: 'mobile', isRotated: false } } as const;
export const desktop = { viewport: { value: 'desktop', isRotated: false } } as const;
/** The narrowest phone the shell is made for (320 px); needs `narrowViewport` in the parameters. */
export const narrow = { viewport: { value: 'narrow', isRotated: false } } as const;
export const narrowViewport = {
  options: { narrow: { name: 'Phone 320', styles: { width: '320px', height: '568px' }, type: 'mobile' } },
} as const;

/** Links navigate through this spy instead of leaving the story. */
export const navigate = fn();

/** Gives the story's links the spy router, and wraps the story in a box of `style` when given. */
export function withRouter(style?: CSSProperties): Decorator {
  return (Story) => (
    <RouterProvider navigate={navigate}>
      {style ? (
        <div style={style}>
          <Story />
        </div>
      ) : (
        <Story />
      )}
    </RouterProvider>
  );
}

/** Where the sidebar remembers being narrow or wide. */
export const sidebarKey = 'spotter.sidebar';

function forgetSidebar() {
  localStorage.removeItem(sidebarKey);
  $sidebarCollapsed.set(false);
}

/** Before each story: no navigation yet, a wide sidebar and nothing remembered (also restored after). */
export function freshShell() {
  navigate.mockClear();
  forgetSidebar();
  return forgetSidebar;
}

/** A narrow sidebar remembered from an earlier visit. */
export function rememberNarrowSidebar() {
  localStorage.setItem(sidebarKey, 'narrow');
}

/** A logout that never ends, as when the page moves on: its control stays pending. */
export const endlessLogout = () => fn(() => new Promise<void>(() => {}));

/** A logout that fails, with console.error (where the failure is logged) silenced for the story. */
export function failingLogout(reason: string) {
  return {
    args: { onLogout: fn(() => Promise.reject(new Error(reason))) },
    beforeEach: () => {
      const spy = spyOn(console, 'error').mockImplementation(() => {});
      return () => spy.mockRestore();
    },
  };
}

/** Waits until a failed logout has been logged. */
export const logoutLogged = () =>
  waitFor(() => expect(console.error).toHaveBeenCalledWith('Logout failed', expect.any(Error)));

interface LogoutStoryContext {
  args: { onLogout?: unknown };
  canvas: Queries;
}
/** Where a logout story finds its Log out button: the canvas unless told otherwise. */
type LogoutScope = (context: LogoutStoryContext) => Queries | Promise<Queries>;
const inCanvas: LogoutScope = ({ canvas }) => canvas;

/** Presses Log out: it becomes a disabled "Logging out…", and pressing that does nothing. */
export function logoutPendingStory(scope: LogoutScope = inCanvas) {
  return {
    play: async (context: LogoutStoryContext) => {
      const where = await scope(context);
      await userEvent.click(where.getByRole('button', { name: 'Log out' }));
      const pending = where.getByRole('button', { name: 'Logging out…' });
      await expect(pending).toHaveAttribute('aria-disabled', 'true');
      await userEvent.click(pending);
      await expect(context.args.onLogout).toHaveBeenCalledTimes(1);
    },
  };
}

/** Presses a Log out that fails: the failure is logged, and the button works again. */
export function logoutFailureStory(reason: string, scope: LogoutScope = inCanvas) {
  return {
    ...failingLogout(reason),
    play: async (context: LogoutStoryContext) => {
      const where = await scope(context);
      await userEvent.click(where.getByRole('button', { name: 'Log out' }));
      await logoutLogged();
      const button = where.getByRole('button', { name: 'Log out' });
      await expect(button).not.toHaveAttribute('aria-disabled');
      await userEvent.click(button);
      await waitFor(() => expect(context.args.onLogout).toHaveBeenCalledTimes(2));
    },
  };
}

/** Replaces `window.matchMedia` so a story can pretend the window crossed a breakpoint. */
export function fakeMatchMedia(query: string) {
  const original = window.matchMedia.bind(window);
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  const fake = {
    matches: false,
    media: query,
    onchange: null,
    addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => listeners.delete(listener),
    addListener: (listener: (event: MediaQueryListEvent) => void) => listeners.add(listener),
    removeListener: (listener: (event: MediaQueryListEvent) => void) => listeners.delete(listener),
    dispatchEvent: () => true,
  };
  window.matchMedia = ((q: string) => (q === query ? fake : original(q))) as typeof window.matchMedia;
  return {
    /** Flips the query and tells the listeners, as a resize across the breakpoint would. */
    set(matches: boolean) {
      fake.matches = matches;
      for (const listener of listeners) listener({ matches, media: query } as MediaQueryListEvent);
    },
    listenerCount: () => listeners.size,
    restore() {
      window.matchMedia = original;
    },
  };
}

/** Waits for an overlay's dialog and its entry animation, so visibility checks hold. */
export async function visible<T extends HTMLElement>(element: T | Promise<T>): Promise<T> {
  const el = await element;
  await waitFor(() => expect(el).toBeVisible());
  return el;
}

/** The navigation drawer, once open and shown. */
export const drawerDialog = () => visible(screen.findByRole('dialog', { name: 'Main navigation' }));

/** The More menu, once open and shown. */
export const moreMenuDialog = () => visible(screen.findByRole('dialog', { name: 'Profile and menu' }));
