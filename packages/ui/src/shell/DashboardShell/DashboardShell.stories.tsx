import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { media } from '../../theme/tokens.ts';
import { DemoPage, roleArgs } from '../demo.tsx';
import {
  desktop,
  drawerDialog,
  endlessLogout,
  fakeMatchMedia,
  freshShell,
  mobile,
  moreMenuDialog,
  logoutFailureStory,
  logoutPendingStory,
  rememberNarrowSidebar,
  sidebarKey,
  visible,
  withRouter,
} from '../story-helpers.tsx';
import { DashboardShell } from './DashboardShell.tsx';

const meta = {
  title: 'Shell/DashboardShell',
  component: DashboardShell,
  args: {
    ...roleArgs.client,
    onLogout: endlessLogout(),
    saveLanguage: fn(async () => {}),
  },
  globals: desktop,
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <DashboardShell {...args}>
      <DemoPage role={args.role} />
    </DashboardShell>
  ),
  beforeEach: freshShell,
  // Undo the preview's padding so the shell meets the window's edges.
  decorators: [withRouter({ margin: '-1rem' })],
} satisfies Meta<typeof DashboardShell>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Landmarks: a banner, the main navigation and the page in <main id="main">. */
export const ClientDesktop: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'main');
    const navs = canvas.getAllByRole('navigation', { name: 'Main navigation' });
    await expect(navs).toHaveLength(1);
    await expect(within(navs[0]!).getAllByRole('link')).toHaveLength(10);
    await expect(within(navs[0]!).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Messages, 3 unread' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'More' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Adna Begić Level 7' })).toBeVisible();
  },
};

/** The skip link is the first stop and moves focus to the page. */
export const SkipToContent: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveFocus();
    await expect(skip).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('main')).toHaveFocus());
  },
};

export const ClientMobile: Story = {
  globals: mobile,
  play: async ({ canvas }) => {
    const navs = canvas.getAllByRole('navigation', { name: 'Main navigation' });
    await expect(navs).toHaveLength(1);
    await expect(within(navs[0]!).getAllByRole('link')).toHaveLength(6);
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'More' })).toBeVisible();
  },
};

export const TrainerDesktop: Story = {
  args: roleArgs.trainer,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Amra Fit')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Clients' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'New clients 4 unread' })).toBeVisible();
  },
};

export const TrainerMobile: Story = { args: roleArgs.trainer, globals: mobile };

/** Admins: no messages icon; without a name the admin is "Admin", the email beneath. */
export const AdminDesktop: Story = {
  args: roleArgs.admin,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: /^Messages/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Admin admin@spotter.test' })).toBeVisible();
  },
};

export const AdminMobile: Story = { args: roleArgs.admin, globals: mobile };

/** A remembered narrow sidebar. */
export const CollapsedSidebar: Story = {
  beforeEach: rememberNarrowSidebar,
  play: async ({ canvas }) => {
    const toggle = await canvas.findByRole('button', { name: 'Expand sidebar' });
    await userEvent.click(toggle);
    await expect(canvas.getByRole('button', { name: 'Collapse sidebar' })).toBeVisible();
    await expect(localStorage.getItem(sidebarKey)).toBe('wide');
    await userEvent.click(canvas.getByRole('button', { name: 'Collapse sidebar' }));
  },
};

/** Mobile: the menu button opens the drawer, Tab reaches a link inside, Escape closes, focus returns. */
export const DrawerWithKeyboard: Story = {
  globals: mobile,
  args: { unread: { messages: 150, trainings: 3 } },
  play: async ({ canvas }) => {
    const menuButton = canvas.getByRole('button', { name: 'Open menu' });
    await userEvent.tab();
    await userEvent.tab();
    await expect(menuButton).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const drawer = await drawerDialog();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(within(drawer).getByRole('link', { name: 'Messages 150 unread' })).toHaveTextContent('99+');
    const overview = within(drawer).getByRole('link', { name: 'Overview' });
    for (let steps = 0; document.activeElement !== overview && steps < 10; steps += 1) await userEvent.tab();
    await expect(overview).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(menuButton).toHaveFocus());
  },
};

/** The drawer, open (for review): the trainer's navigation in a modal that holds the focus. */
export const DrawerOpen: Story = {
  globals: mobile,
  args: roleArgs.trainer,
  play: async ({ canvas }) => {
    const menuButton = canvas.getByRole('button', { name: 'Open menu' });
    await userEvent.click(menuButton);
    const drawer = await drawerDialog();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    // The page behind is inert: out of reach of the keyboard and of assistive technology.
    await expect(canvas.getByRole('main').closest('[inert]')).not.toBeNull();
    const drawerNav = within(within(drawer).getByRole('navigation', { name: 'Main navigation' }));
    await expect(drawerNav.getByRole('link', { name: 'Clients' })).toHaveAttribute('aria-current', 'page');
    await expect(drawerNav.getByRole('link', { name: 'New clients 4 unread' })).toBeVisible();
    await expect(within(drawer).getByRole('button', { name: 'Close menu' })).toBeVisible();
    await expect(within(drawer).getByRole('button', { name: 'Log out' })).toBeVisible();
  },
};

/** Opening More with the keyboard locks page scroll; Escape closes it and returns focus. */
export const MoreMenuWithKeyboard: Story = {
  globals: mobile,
  play: async ({ canvas }) => {
    const more = canvas.getByRole('button', { name: 'More' });
    more.focus();
    await userEvent.keyboard('{Enter}');
    await moreMenuDialog();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(document.documentElement.style.overflow).toBe('hidden'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(more).toHaveFocus());
    await expect(document.documentElement.style.overflow).not.toBe('hidden');
  },
};

const openMore = async (canvas: ReturnType<typeof within>) => {
  await userEvent.click(canvas.getByRole('button', { name: 'More' }));
  return within(await moreMenuDialog());
};

export const MoreMenuClient: Story = {
  globals: mobile,
  play: async ({ canvas }) => {
    const menu = await openMore(canvas);
    await expect(menu.getByText('Adna Begić')).toBeVisible();
    await expect(menu.getByText('7-day streak')).toBeVisible();
  },
};

export const MoreMenuTrainer: Story = {
  globals: mobile,
  args: roleArgs.trainer,
  play: async ({ canvas }) => {
    const menu = await openMore(canvas);
    await expect(menu.getByText('Coaching since').nextElementSibling).toHaveTextContent('2013');
  },
};

export const MoreMenuAdmin: Story = {
  globals: mobile,
  args: roleArgs.admin,
  play: async ({ canvas }) => {
    const menu = await openMore(canvas);
    // The same name rule as the sidebar: "Admin", not the email, and no initial made from it.
    await expect(menu.getByRole('img', { name: 'Admin' })).toHaveTextContent(/^$/);
    await expect(menu.getByText('admin@spotter.test')).toBeVisible();
    await expect(menu.queryByRole('link', { name: 'Edit profile' })).toBeNull();
    await expect(menu.getByRole('link', { name: 'Settings' })).toBeVisible();
  },
};

let desktopQuery: ReturnType<typeof fakeMatchMedia> | undefined;

/** Widening the window to desktop closes the More menu (and the drawer). */
export const MoreMenuClosesAtDesktopWidth: Story = {
  globals: mobile,
  beforeEach: () => {
    desktopQuery = fakeMatchMedia(media.desktop);
    return () => desktopQuery?.restore();
  },
  play: async ({ canvas }) => {
    await openMore(canvas);
    desktopQuery?.set(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    desktopQuery?.set(false);
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    await screen.findByRole('dialog', { name: 'Main navigation' });
    desktopQuery?.set(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

const profileMenu = async (canvas: ReturnType<typeof within>, name: string) => {
  await userEvent.click(canvas.getByRole('button', { name }));
  const menu = await visible(screen.findByRole('menu'));
  return within(menu).getAllByRole('menuitem');
};

/** Desktop: the profile card of `name` opens Edit profile, Settings and Log out. */
const profileMenuStory = (role: 'client' | 'trainer', name: string): Story => ({
  args: roleArgs[role],
  play: async ({ canvas }) => {
    const items = await profileMenu(canvas, name);
    await expect(items.map((item) => item.getAttribute('href'))).toEqual([
      `/${role}/dashboard/edit`,
      `/${role}/dashboard/settings`,
      null,
    ]);
  },
});

export const ProfileMenuClient = profileMenuStory('client', 'Adna Begić Level 7');
export const ProfileMenuTrainer = profileMenuStory('trainer', 'Amra Hodžić Trainer');

/** Admin: Settings and Log out, no Edit profile (SPEC §6). */
export const ProfileMenuAdmin: Story = {
  args: roleArgs.admin,
  play: async ({ canvas }) => {
    const items = await profileMenu(canvas, 'Admin admin@spotter.test');
    await expect(items.map((item) => item.textContent)).toEqual(['Settings', 'Log out']);
  },
};

/** The narrow sidebar: the avatar opens the menu beside it. */
export const ProfileMenuCollapsed: Story = {
  args: roleArgs.trainer,
  beforeEach: rememberNarrowSidebar,
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: 'Expand sidebar' });
    const items = await profileMenu(canvas, 'Amra Hodžić Trainer');
    await expect(items.map((item) => item.textContent)).toEqual(['Edit profile', 'Settings', 'Log out']);
  },
};

/** Unread counts: full numbers in the desktop sidebar. */
export const UnreadBadgesDesktop: Story = {
  args: { unread: { messages: 150, trainings: 3 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Messages 150 unread' })).toHaveTextContent('150');
    await expect(canvas.getByRole('link', { name: 'Trainings 3 unread' })).toHaveTextContent('3');
    await expect(canvas.getByRole('link', { name: 'Messages, 150 unread' })).toHaveTextContent('99+');
  },
};

/** …and capped at 99+ on mobile. */
export const UnreadBadgesMobile: Story = {
  globals: mobile,
  args: { unread: { messages: 150, trainings: 3, progress: 150 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Progress 150 unread' })).toHaveTextContent('99+');
    await expect(canvas.getByRole('link', { name: 'Trainings 3 unread' })).toHaveTextContent('3');
  },
};

/** Offline: the More menu's figures read 0. */
export const OfflineStats: Story = {
  globals: mobile,
  args: { ...roleArgs.trainer, offline: true },
  play: async ({ canvas }) => {
    const menu = await openMore(canvas);
    await expect(menu.getByText('Clients').nextElementSibling).toHaveTextContent('0');
    await expect(menu.getByText('Sessions').nextElementSibling).toHaveTextContent('0');
    await expect(menu.getByText('Average rating').nextElementSibling).toHaveTextContent('0.0');
  },
};

/** Desktop logout: disabled while it runs. */
export const LogoutPending: Story = logoutPendingStory();

/** Logout fails: logged, and the button works again. */
export const LogoutFailure: Story = logoutFailureStory('Auth service unavailable');
