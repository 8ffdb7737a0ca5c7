import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { defaultNotificationSettings, type NotificationSettingsInput } from '@spotter/domain';
import { maxWidth } from '../../primitives/story-helpers.tsx';
import { NotificationsCard } from './NotificationsCard.tsx';

const meta = {
  title: 'Account/NotificationsCard',
  component: NotificationsCard,
  args: {
    role: 'trainer',
    initial: defaultNotificationSettings,
    onSave: fn(async (input: NotificationSettingsInput) => ({ ...defaultNotificationSettings, ...input })),
  },
  decorators: [maxWidth(720)],
} satisfies Meta<typeof NotificationsCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Trainer: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'When a client asks me for coaching' })).toBeChecked();
  },
};

export const Client: Story = {
  args: { role: 'client', initial: { ...defaultNotificationSettings, coachingRequestAnswered: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'When a trainer answers my coaching request' })).not.toBeChecked();
  },
};

/** Switched off and saved at once. */
export const Saved: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('switch', { name: 'When a client asks me for coaching' }));
    await expect(await canvas.findByText('Notification settings saved.')).toBeVisible();
    await expect(args.onSave).toHaveBeenCalledWith({ coachingRequestReceived: false });
    await expect(canvas.getByRole('switch')).not.toBeChecked();
  },
};

/** Not saved: the switch goes back and says why. */
export const SaveFailed: Story = {
  args: { onSave: fn(async (_input: NotificationSettingsInput) => Promise.reject(new Error('offline'))) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('switch', { name: 'When a client asks me for coaching' }));
    await expect(await canvas.findByText('The notification settings could not be saved.')).toBeVisible();
    await expect(canvas.getByRole('switch')).toBeChecked();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
