import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button/Button.tsx';
import { adminProfile, clientProfile, trainerProfile } from '../demo.tsx';
import {
  desktop,
  drawerDialog,
  endlessLogout,
  failingLogout,
  freshShell,
  logoutLogged,
  mobile,
  navigate,
  logoutFailureStory,
  logoutPendingStory,
  rememberNarrowSidebar,
  sidebarKey,
  visible,
  withRouter,
} from '../story-helpers.tsx';
import { Sidebar } from './Sidebar.tsx';
import { SidebarDrawer, type SidebarDrawerProps } from './SidebarDrawer.tsx';

const meta = {
  title: 'Shell/Sidebar',
  component: Sidebar,
  args: {
    role: 'client',
    currentPath: '/client/dashboard/progress',
    profile: clientProfile,
    unread: { messages: 3 },
    onLogout: endlessLogout(),
  },
  globals: desktop,
  parameters: { layout: 'fullscreen' },
  beforeEach: freshShell,
  decorators: [withRouter({ display: 'flex', minHeight: '100vh', marginTop: '-60px' })],
} satisfies Meta<typeof Sidebar>;
export default meta;
type Story = StoryObj<typeof meta>;

const nav = (canvas: ReturnType<typeof within>) => within(canvas.getByRole('navigation', { name: 'Main navigation' }));
const profileButton = (canvas: ReturnType<typeof within>, name: string) => canvas.getByRole('button', { name });
const openMenu = async () => {
  const menu = await visible(screen.findByRole('menu'));
  return { menu, items: within(menu).getAllByRole('menuitem') };
};

/** Wide: every client destination with its label; the current one is marked. */
export const Client: Story = {
  play: async ({ canvas }) => {
    const links = nav(canvas).getAllByRole('link');
    await expect(links).toHaveLength(10);
    await expect(nav(canvas).getByRole('link', { name: 'Progress' })).toHaveAttribute('aria-current', 'page');
    await expect(nav(canvas).getByRole('link', { name: 'Messages 3 unread' })).toHaveAttribute(
      'href',
      '/client/dashboard/messages',
    );
    // The level ring is drawn in the profile card; the card's button is named by the text beside it.
    const card = profileButton(canvas, 'Adna Begić Level 7');
    await expect(card.querySelector('svg[aria-label="Level 7, 40% of level 7 complete"]')).toBeVisible();
    await expect(within(card).getByText('Adna Begić')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Log out' })).toBeVisible();
  },
};

export const Trainer: Story = {
  args: {
    role: 'trainer',
    currentPath: '/trainer/dashboard/clients',
    profile: trainerProfile,
    unread: { new_clients: 4, messages: 12 },
  },
  play: async ({ canvas }) => {
    await expect(nav(canvas).getAllByRole('link')).toHaveLength(12);
    await expect(nav(canvas).getByRole('link', { name: 'Clients' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText('Trainer')).toBeVisible();
  },
};

/** The seeded admin has no name: called "Admin" with the email beneath, a person outline, no made-up initial. */
export const Admin: Story = {
  args: { role: 'admin', currentPath: '/admin/dashboard', profile: adminProfile, unread: { coaching_requests: 7 } },
  play: async ({ canvas }) => {
    await expect(nav(canvas).getAllByRole('link')).toHaveLength(7);
    await expect(nav(canvas).getByRole('link', { name: 'Verifications' })).toHaveAttribute(
      'href',
      '/admin/verifications',
    );
    const card = profileButton(canvas, 'Admin admin@spotter.test');
    await expect(card).toBeVisible();
    await expect(within(card).getByText('Admin')).toBeVisible();
    await expect(card.querySelector('[data-fallback]')).toHaveTextContent(/^$/);
  },
};

/** The profile card is a menu button, closed until pressed. */
export const ProfileMenuClosed: Story = {
  play: async ({ canvas }) => {
    const card = profileButton(canvas, 'Adna Begić Level 7');
    await expect(card).toHaveAttribute('aria-haspopup', 'true');
    await expect(card).toHaveAttribute('aria-expanded', 'false');
    await expect(screen.queryByRole('menu')).toBeNull();
  },
};

/** Client: the card opens Edit profile, Settings and Log out, above the card; choosing one navigates. */
export const ProfileMenuClient: Story = {
  play: async ({ canvas }) => {
    const card = profileButton(canvas, 'Adna Begić Level 7');
    await userEvent.click(card);
    const { menu, items } = await openMenu();
    await expect(card).toHaveAttribute('aria-expanded', 'true');
    await expect(items.map((item) => item.textContent)).toEqual(['Edit profile', 'Settings', 'Log out']);
    await expect(items[0]).toHaveAttribute('href', '/client/dashboard/edit');
    await expect(items[1]).toHaveAttribute('href', '/client/dashboard/settings');
    await expect(menu.getBoundingClientRect().bottom).toBeLessThanOrEqual(card.getBoundingClientRect().top);
    await userEvent.click(items[1]!);
    await expect(navigate).toHaveBeenCalledWith('/client/dashboard/settings', undefined);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

/** Trainer, by keyboard only: Tab to the card, Enter opens on Edit profile, arrows move, Enter follows. */
export const ProfileMenuTrainerKeyboard: Story = {
  args: { role: 'trainer', currentPath: '/trainer/dashboard', profile: trainerProfile, unread: {} },
  play: async ({ canvas }) => {
    const card = profileButton(canvas, 'Amra Hodžić Trainer');
    card.focus();
    await userEvent.keyboard('{Enter}');
    const { items } = await openMenu();
    await waitFor(() => expect(items[0]).toHaveFocus());
    await expect(items[0]).toHaveAttribute('href', '/trainer/dashboard/edit');
    await userEvent.keyboard('{ArrowDown}');
    await expect(items[1]).toHaveFocus();
    await expect(items[1]).toHaveAttribute('href', '/trainer/dashboard/settings');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(card).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await openMenu();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/trainer/dashboard/edit', undefined);
  },
};

/** Admin: no Edit profile (SPEC §6); Settings is /admin/settings. */
export const ProfileMenuAdmin: Story = {
  args: { role: 'admin', currentPath: '/admin/dashboard', profile: adminProfile, unread: {} },
  play: async ({ canvas }) => {
    await userEvent.click(profileButton(canvas, 'Admin admin@spotter.test'));
    const { items } = await openMenu();
    await expect(items.map((item) => item.textContent)).toEqual(['Settings', 'Log out']);
    await expect(items[0]).toHaveAttribute('href', '/admin/settings');
  },
};

/** The narrow sidebar: the avatar opens the same menu beside it; its tooltip gives the name. */
export const ProfileMenuCollapsed: Story = {
  beforeEach: rememberNarrowSidebar,
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: 'Expand sidebar' });
    const card = profileButton(canvas, 'Adna Begić Level 7');
    card.focus();
    await userEvent.keyboard('{ArrowDown}');
    const { menu, items } = await openMenu();
    await waitFor(() => expect(items[0]).toHaveFocus());
    await expect(items.map((item) => item.textContent)).toEqual(['Edit profile', 'Settings', 'Log out']);
    await expect(menu.getBoundingClientRect().left).toBeGreaterThanOrEqual(card.getBoundingClientRect().right);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(card).toHaveFocus());
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('Adna Begić'));
  },
};

/** Edit profile carries the page's 'from' value on (SPEC §2). */
export const ProfileMenuKeepsFrom: Story = {
  beforeEach: () => {
    const before = window.location.href;
    const url = new URL(before);
    url.searchParams.set('from', 'jana-novak');
    window.history.replaceState(window.history.state, '', url);
    return () => window.history.replaceState(window.history.state, '', before);
  },
  play: async ({ canvas }) => {
    await userEvent.click(profileButton(canvas, 'Adna Begić Level 7'));
    const { items } = await openMenu();
    await expect(items[0]).toHaveAttribute('href', '/client/dashboard/edit?from=jana-novak');
    await expect(items[1]).toHaveAttribute('href', '/client/dashboard/settings');
  },
};

/** Log out from the menu: it stays open showing the wait; the callback runs once. */
export const ProfileMenuLogout: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(profileButton(canvas, 'Adna Begić Level 7'));
    const { menu } = await openMenu();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Log out' }));
    await expect(await within(menu).findByRole('menuitem', { name: 'Logging out…' })).toBeVisible();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Logging out…' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

/** A failed logout from the menu is logged and can be tried again. */
export const ProfileMenuLogoutFailure: Story = {
  ...failingLogout('Auth service unavailable'),
  play: async ({ args, canvas }) => {
    await userEvent.click(profileButton(canvas, 'Adna Begić Level 7'));
    const { menu } = await openMenu();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Log out' }));
    await logoutLogged();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Log out' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(2);
  },
};

/** On desktop the count is not capped. */
export const UnreadBadges: Story = {
  args: { unread: { messages: 150, trainwithcoach: 3 } },
  play: async ({ canvas }) => {
    await expect(nav(canvas).getByRole('link', { name: 'Messages 150 unread' })).toHaveTextContent('150');
    await expect(nav(canvas).getByRole('link', { name: 'Train with a coach 3 unread' })).toBeVisible();
  },
};

/** The toggle narrows the sidebar to icons, remembers the choice, and labels show as tooltips. */
export const CollapseWithKeyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Collapse sidebar' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Expand sidebar' })).toHaveFocus();
    await expect(localStorage.getItem(sidebarKey)).toBe('narrow');
    await waitFor(() => expect(canvas.getByRole('navigation').getBoundingClientRect().width).toBeLessThan(80));
    await userEvent.tab();
    const first = nav(canvas).getByRole('link', { name: 'Overview' });
    await expect(first).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Overview');
    await userEvent.tab();
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('Train with a coach'));
  },
};

/** A remembered narrow sidebar, read from localStorage on mount. */
export const Collapsed: Story = {
  args: { unread: { messages: 150 } },
  beforeEach: rememberNarrowSidebar,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Expand sidebar' })).toBeVisible();
    // Labels are visually hidden but still name the links.
    await expect(nav(canvas).getByRole('link', { name: 'Messages 150 unread' })).toHaveTextContent('99+');
    await expect(canvas.getByRole('button', { name: 'Log out' })).toBeVisible();
    // The profile card is the avatar alone, still named by the person's name and level.
    await expect(profileButton(canvas, 'Adna Begić Level 7')).toBeVisible();
  },
};

/** Logout is disabled while it runs. */
export const LogoutPending: Story = logoutPendingStory();

/** A failed logout is logged and the item works again. */
export const LogoutFailure: Story = logoutFailureStory('Auth service unavailable');

/** Below 1024 px the desktop sidebar is hidden by CSS. */
export const HiddenOnMobile: Story = {
  globals: mobile,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

function DrawerDemo(props: Omit<SidebarDrawerProps, 'isOpen' | 'onOpenChange'> & { defaultOpen?: boolean }) {
  const { defaultOpen = false, ...rest } = props;
  const [open, setOpen] = useState(defaultOpen);
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Open menu
      </Button>
      <SidebarDrawer {...rest} isOpen={open} onOpenChange={setOpen} />
    </>
  );
}

/** The drawer (mobile): opened with the keyboard, Tab stays inside, Escape closes and focus returns. */
export const Drawer: Story = {
  globals: mobile,
  args: { unread: { messages: 150, trainings: 2 } },
  render: (args) => <DrawerDemo {...args} />,
  play: async ({ canvas }) => {
    const opener = canvas.getByRole('button', { name: 'Open menu' });
    await userEvent.tab();
    await expect(opener).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const drawer = await drawerDialog();
    const inDrawer = within(drawer);
    await expect(inDrawer.getByRole('link', { name: 'Messages 150 unread' })).toHaveTextContent('99+');
    await expect(inDrawer.getByRole('link', { name: 'Progress' })).toHaveAttribute('aria-current', 'page');
    for (let i = 0; i < 4; i += 1) await userEvent.tab();
    await expect(drawer).toContainElement(document.activeElement as HTMLElement);
    await expect(document.activeElement?.tagName).toBe('A');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** The drawer of `args`, open from the start: pressing the `role` control `name` in it closes it. */
function closesOnPress(
  args: Story['args'],
  role: 'link' | 'button',
  name: string,
  check: () => Promise<void> = async () => {},
): Story {
  return {
    globals: mobile,
    args,
    render: (storyArgs) => <DrawerDemo {...storyArgs} defaultOpen />,
    play: async () => {
      await userEvent.click(within(await drawerDialog()).getByRole(role, { name }));
      await check();
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    },
  };
}

/** Choosing a destination in the drawer navigates and closes it. */
export const DrawerNavigates = closesOnPress(
  { role: 'trainer', currentPath: '/trainer/dashboard', profile: trainerProfile, unread: {} },
  'link',
  'Meals',
  () => expect(navigate).toHaveBeenCalledWith('/trainer/dashboard/meals', undefined),
);

/** The close button closes it too. */
export const DrawerCloseButton = closesOnPress(
  { role: 'admin', currentPath: '/admin/users', profile: adminProfile, unread: {} },
  'button',
  'Close menu',
);
