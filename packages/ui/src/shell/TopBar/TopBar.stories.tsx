import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent } from 'storybook/test';
import { amraBranding, desktop, mobile } from '../demo.ts';
import { TopBar } from './TopBar.tsx';

const navigate = fn();

const meta = {
  title: 'Shell/TopBar',
  component: TopBar,
  args: {
    homeHref: '/client/dashboard',
    messagesHref: '/client/dashboard/messages',
    unreadMessages: 3,
    onOpenMenu: fn(),
    saveLanguage: fn(async () => {}),
  },
  globals: desktop,
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    navigate.mockClear();
  },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
} satisfies Meta<typeof TopBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop: logo, messages with the unread badge and the language picker; no menu button. */
export const Desktop: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('banner').getBoundingClientRect().height).toBe(60);
    const messages = canvas.getByRole('link', { name: 'Messages, 3 unread' });
    await expect(messages).toHaveAttribute('href', '/client/dashboard/messages');
    await expect(canvasElement.querySelector('button[aria-label="Open menu"]')).not.toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Spotter home' })).toHaveAttribute('href', '/client/dashboard');
  },
};

/** Mobile: the menu button opens the drawer; the picker shrinks to its code. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ args, canvas }) => {
    const menu = canvas.getByRole('button', { name: 'Open menu' });
    await expect(menu).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await userEvent.tab();
    await expect(menu).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenMenu).toHaveBeenCalledTimes(1);
  },
};

/** No unread messages: the icon is named "Messages" and has no badge. */
export const NoUnread: Story = {
  args: { unreadMessages: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Messages' })).toBeVisible();
  },
};

export const ManyUnread: Story = {
  args: { unreadMessages: 150 },
  globals: mobile,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Messages, 150 unread' })).toHaveTextContent('99+');
  },
};

/** A trainer's own logo and colours. */
export const TrainerBranding: Story = {
  args: {
    branding: amraBranding,
    homeHref: '/trainer/dashboard',
    messagesHref: '/trainer/dashboard/messages',
    unreadMessages: 12,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Amra Fit')).toBeVisible();
  },
};

/** Admins have no messages page, so no icon. */
export const Admin: Story = {
  args: { homeHref: '/admin/dashboard', messagesHref: null, unreadMessages: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: /Messages/ })).toBeNull();
  },
};

export const WithExtraControls: Story = {
  args: {
    children: (
      <span style={{ fontSize: '0.875rem', fontWeight: 600, color: 'var(--spotter-color-text-muted)' }}>Beta</span>
    ),
  },
};
