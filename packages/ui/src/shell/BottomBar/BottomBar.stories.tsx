import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { limits } from '@spotter/domain';
import { desktop, mobile } from '../demo.ts';
import { vibrateTap } from '../haptics.ts';
import { BottomBar } from './BottomBar.tsx';

const navigate = fn();
const vibrate = fn((_pattern: VibratePattern) => true);

const meta = {
  title: 'Shell/BottomBar',
  component: BottomBar,
  args: { role: 'client', currentPath: '/client/dashboard', onOpenMore: fn() },
  globals: mobile,
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    navigate.mockClear();
    vibrate.mockClear();
    // A spy in place of the Vibration API (Chromium has it, but a test cannot feel it).
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true, writable: true });
    return () => {
      delete (navigator as { vibrate?: unknown }).vibrate;
    };
  },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <div style={{ minHeight: '200px' }}>
          <Story />
        </div>
      </RouterProvider>
    ),
  ],
} satisfies Meta<typeof BottomBar>;
export default meta;
type Story = StoryObj<typeof meta>;

const linkNames = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('navigation', { name: 'Main navigation' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

/** The six client destinations of SPEC §2 plus More; the current page is marked. */
export const Client: Story = {
  play: async ({ canvas }) => {
    await expect(linkNames(canvas)).toEqual([
      'Train with a coach',
      'Overview',
      'Upcoming trainings',
      'Trainings',
      'Progress',
      'Diet tracker',
    ]);
    await expect(canvas.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'More' })).toBeVisible();
  },
};

export const Trainer: Story = {
  args: { role: 'trainer', currentPath: '/trainer/dashboard/clients/42' },
  play: async ({ canvas }) => {
    await expect(linkNames(canvas)).toEqual(['New clients', 'Clients', 'Upcoming trainings', 'Plans']);
    await expect(canvas.getByRole('link', { name: 'Clients' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Admin: Story = {
  args: { role: 'admin', currentPath: '/admin/support' },
  play: async ({ canvas }) => {
    await expect(linkNames(canvas)).toEqual(['Dashboard', 'Users', 'Coaching requests', 'Support']);
    await expect(canvas.getByRole('link', { name: 'Support' })).toHaveAttribute('aria-current', 'page');
  },
};

/** The page belongs to an item kept in the More menu, so More shows as active. */
export const ActiveInMore: Story = {
  args: { currentPath: '/client/dashboard/health' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'More' })).toHaveAttribute('data-active', 'true');
    await expect(canvas.queryByRole('link', { current: 'page' })).toBeNull();
  },
};

/** Counts cap at 99+ on mobile; the spoken label keeps the real number. */
export const UnreadBadges: Story = {
  args: { role: 'trainer', currentPath: '/trainer/dashboard/new-clients', unread: { new_clients: 3, clients: 150 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'New clients 3 unread' })).toHaveTextContent('3');
    const clients = canvas.getByRole('link', { name: 'Clients 150 unread' });
    await expect(clients).toHaveTextContent('99+');
  },
};

/** Shorter labels can be given for a tight bar (see the report: `nav_short_*` keys are missing). */
export const ShortLabels: Story = {
  args: { shortLabels: { trainwithcoach: 'Coach', upcoming_trainings: 'Upcoming', diet_tracker: 'Diet' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Coach' })).toHaveAttribute('href', '/client/dashboard/trainwithcoach');
  },
};

/** Every tap buzzes for 10 ms; keyboard users reach More with Tab and open it with Enter. */
export const TapVibrates: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Progress' }));
    await expect(vibrate).toHaveBeenCalledWith(limits.tapVibrationMs);
    await expect(navigate).toHaveBeenCalledWith('/client/dashboard/progress', undefined);
    await userEvent.tab();
    await userEvent.tab();
    const more = canvas.getByRole('button', { name: 'More' });
    await expect(more).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenMore).toHaveBeenCalledTimes(1);
    await expect(vibrate).toHaveBeenCalledTimes(2);
  },
};

/** `vibrateTap()` on its own: it vibrates where the API exists and is a no-op elsewhere. */
export const VibrateTapHelper: Story = {
  play: async () => {
    await expect(vibrateTap()).toBe(true);
    await expect(vibrate).toHaveBeenCalledWith(10);
    Object.defineProperty(navigator, 'vibrate', { value: undefined, configurable: true, writable: true });
    await expect(vibrateTap()).toBe(false);
    await expect(vibrate).toHaveBeenCalledTimes(1);
  },
};

/** From 1024 px the bar is hidden by CSS (the sidebar takes over). */
export const HiddenOnDesktop: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('nav')).not.toBeVisible();
  },
};
