import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button/Button.tsx';
import { $sidebarCollapsed } from '../../stores/shell.ts';
import { adminProfile, clientProfile, desktop, mobile, trainerProfile, visible } from '../demo.ts';
import { Sidebar } from './Sidebar.tsx';
import { SidebarDrawer, type SidebarDrawerProps } from './SidebarDrawer.tsx';

const navigate = fn();
const SIDEBAR_KEY = 'spotter.sidebar';

const meta = {
  title: 'Shell/Sidebar',
  component: Sidebar,
  args: {
    role: 'client',
    currentPath: '/client/dashboard/progress',
    profile: clientProfile,
    unread: { messages: 3 },
    onLogout: fn(() => new Promise<void>(() => {})),
  },
  globals: desktop,
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    navigate.mockClear();
    localStorage.removeItem(SIDEBAR_KEY);
    $sidebarCollapsed.set(false);
    return () => {
      localStorage.removeItem(SIDEBAR_KEY);
      $sidebarCollapsed.set(false);
    };
  },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <div style={{ display: 'flex', minHeight: '100vh', marginTop: '-60px' }}>
          <Story />
        </div>
      </RouterProvider>
    ),
  ],
} satisfies Meta<typeof Sidebar>;
export default meta;
type Story = StoryObj<typeof meta>;

const nav = (canvas: ReturnType<typeof within>) => within(canvas.getByRole('navigation', { name: 'Main navigation' }));

/** Wide: every client destination with its label; the current one is marked. */
export const Client: Story = {
  play: async ({ canvas }) => {
    const links = nav(canvas).getAllByRole('link');
    await expect(links).toHaveLength(10);
    await expect(nav(canvas).getByRole('link', { name: 'Progress' })).toHaveAttribute('aria-current', 'page');
    await expect(nav(canvas).getByRole('link', { name: 'Messages 3 unread' })).toHaveAttribute('href', '/client/dashboard/messages');
    await expect(canvas.getByRole('img', { name: 'Level 7, 40% of level 7 complete' })).toBeVisible();
    await expect(canvas.getByText('Adna Begić')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Log out' })).toBeVisible();
  },
};

export const Trainer: Story = {
  args: { role: 'trainer', currentPath: '/trainer/dashboard/clients', profile: trainerProfile, unread: { new_clients: 4, messages: 12 } },
  play: async ({ canvas }) => {
    await expect(nav(canvas).getAllByRole('link')).toHaveLength(12);
    await expect(nav(canvas).getByRole('link', { name: 'Clients' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText('Trainer')).toBeVisible();
  },
};

/** The seeded admin: no name, so the email; initials fall back to its first letter. */
export const Admin: Story = {
  args: { role: 'admin', currentPath: '/admin/dashboard', profile: adminProfile, unread: { coaching_requests: 7 } },
  play: async ({ canvas }) => {
    await expect(nav(canvas).getAllByRole('link')).toHaveLength(6);
    await expect(canvas.getByText('admin@spotter.test')).toBeVisible();
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
    await expect(localStorage.getItem(SIDEBAR_KEY)).toBe('narrow');
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
  beforeEach: () => {
    localStorage.setItem(SIDEBAR_KEY, 'narrow');
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Expand sidebar' })).toBeVisible();
    // Labels are visually hidden but still name the links.
    await expect(nav(canvas).getByRole('link', { name: 'Messages 150 unread' })).toHaveTextContent('99+');
    await expect(canvas.getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Adna Begić' })).toBeVisible();
  },
};

/** Logout is disabled while it runs. */
export const LogoutPending: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log out' }));
    const button = canvas.getByRole('button', { name: 'Logging out…' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

/** A failed logout is logged and the item works again. */
export const LogoutFailure: Story = {
  args: { onLogout: fn(() => Promise.reject(new Error('Auth service unavailable'))) },
  beforeEach: () => {
    const spy = spyOn(console, 'error').mockImplementation(() => {});
    return () => spy.mockRestore();
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(console.error).toHaveBeenCalledWith('Logout failed', expect.any(Error)));
    await expect(canvas.getByRole('button', { name: 'Log out' })).not.toHaveAttribute('aria-disabled');
  },
};

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
    const drawer = await visible(screen.findByRole('dialog', { name: 'Main navigation' }));
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

/** Choosing a destination in the drawer navigates and closes it. */
export const DrawerNavigates: Story = {
  globals: mobile,
  args: { role: 'trainer', currentPath: '/trainer/dashboard', profile: trainerProfile, unread: {} },
  render: (args) => <DrawerDemo {...args} defaultOpen />,
  play: async () => {
    const drawer = within(await visible(screen.findByRole('dialog', { name: 'Main navigation' })));
    await userEvent.click(drawer.getByRole('link', { name: 'Meals' }));
    await expect(navigate).toHaveBeenCalledWith('/trainer/dashboard/meals', undefined);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** The close button closes it too. */
export const DrawerCloseButton: Story = {
  globals: mobile,
  args: { role: 'admin', currentPath: '/admin/users', profile: adminProfile, unread: {} },
  render: (args) => <DrawerDemo {...args} defaultOpen />,
  play: async () => {
    const drawer = within(await visible(screen.findByRole('dialog', { name: 'Main navigation' })));
    await userEvent.click(drawer.getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
