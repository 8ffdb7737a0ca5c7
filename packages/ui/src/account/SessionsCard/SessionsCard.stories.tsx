import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import type { AccountSessionDto } from '@spotter/domain';
import { maxWidth } from '../../primitives/story-helpers.tsx';
import { sessions, storyNow } from '../story-data.ts';
import { SessionsCard } from './SessionsCard.tsx';

const loaded = (list: AccountSessionDto[]) => fn(async () => list);

const meta = {
  title: 'Account/SessionsCard',
  component: SessionsCard,
  args: {
    load: loaded(sessions),
    onSignOutSession: fn(async (_id: string) => undefined),
    onSignOutOthers: fn(async () => undefined),
    now: storyNow,
  },
  decorators: [maxWidth(720)],
} satisfies Meta<typeof SessionsCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three devices, this one first. */
export const List: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Firefox 133 on Windows 11')).toBeVisible();
    await expect(canvas.getByText('This device')).toBeVisible();
    await expect(canvas.getByText(/Last active 2 minutes ago/)).toBeVisible();
    await expect(canvas.getByText('Unknown browser on unknown system')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Sign out' })).toHaveLength(2);
  },
};

export const Loading: Story = {
  args: { load: fn(() => new Promise<AccountSessionDto[]>(() => undefined)) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading the devices…')).toBeVisible();
  },
};

/** Only this device: nothing to sign out. */
export const OnlyThisDevice: Story = {
  args: { load: loaded(sessions.slice(0, 1)) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No other device is signed in.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Sign out other sessions' })).toBeNull();
  },
};

export const LoadError: Story = {
  args: { load: fn(async () => Promise.reject(new Error('offline'))) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The signed-in devices could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** Signing one device out takes it off the list. */
export const SignOutOne: Story = {
  play: async ({ canvas, args }) => {
    await canvas.findByText('Safari 18 on iOS 18');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out', description: 'Safari 18 on iOS 18' }));
    await expect(await canvas.findByText('That device is signed out.')).toBeVisible();
    await expect(canvas.queryByText('Safari 18 on iOS 18')).toBeNull();
    await expect(args.onSignOutSession).toHaveBeenCalledWith('b2');
  },
};

export const SignOutOthers: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign out other sessions' }));
    await expect(await canvas.findByText('All other devices are signed out.')).toBeVisible();
    await waitFor(() => expect(canvas.queryAllByRole('button', { name: 'Sign out' })).toHaveLength(0));
    await expect(args.onSignOutOthers).toHaveBeenCalledTimes(1);
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
