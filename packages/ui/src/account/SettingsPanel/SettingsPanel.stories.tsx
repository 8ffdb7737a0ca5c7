import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { defaultNotificationSettings, type NotificationSettingsInput } from '@spotter/domain';
import {
  adminAccount,
  adminEmail,
  clientAccount,
  clientEmail,
  googleAccount,
  sessions,
  storyNow,
  trainerAccount,
  trainerEmail,
} from '../story-data.ts';
import { SettingsPanel, type SettingsCalls } from './SettingsPanel.tsx';

const calls: SettingsCalls = {
  sendCode: fn(async () => undefined),
  verifyCode: fn(async () => undefined),
  updateEmail: fn(async () => undefined),
  updatePassword: fn(async () => undefined),
  deactivate: fn(async () => undefined),
  deleteAccount: fn(async () => undefined),
  loadSessions: fn(async () => sessions),
  signOutSession: fn(async () => undefined),
  signOutOthers: fn(async () => undefined),
  saveNotifications: fn(async (input: NotificationSettingsInput) => ({ ...defaultNotificationSettings, ...input })),
  saveLanguage: fn(async () => undefined),
  signOut: fn(),
};

const meta = {
  title: 'Account/SettingsPanel',
  component: SettingsPanel,
  args: { account: trainerAccount, accountEmail: trainerEmail, calls, now: storyNow },
} satisfies Meta<typeof SettingsPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Trainer: Story = {
  play: async ({ canvas }) => {
    for (const heading of [
      'Account summary',
      'Email',
      'Password',
      'Email notifications',
      'Signed-in devices',
      'Your data',
      'Account management',
    ])
      await expect(canvas.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    await expect(await canvas.findByText('Firefox 133 on Windows 11')).toBeVisible();
  },
};

export const Client: Story = { args: { account: clientAccount, accountEmail: clientEmail } };

/** Signed in with Google: neither email nor password can change here. */
export const ProviderClient: Story = {
  args: { account: googleAccount, accountEmail: 'jasmina@gmail.com' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Change email' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Update password' })).toBeNull();
  },
};

/** Admin: password, devices and language only. */
export const Admin: Story = {
  args: { account: adminAccount, accountEmail: adminEmail },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Language' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: 'Account management' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Email' })).toBeNull();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
export const AdminMobile: Story = { ...Admin, globals: { viewport: { value: 'mobile', isRotated: false } } };
