import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { maxWidth } from '../../primitives/story-helpers.tsx';
import { googleAccount, passwordlessAccount, trainerAccount } from '../story-data.ts';
import { PasswordSettings } from './PasswordSettings.tsx';

const meta = {
  title: 'Account/PasswordSettings',
  component: PasswordSettings,
  args: {
    account: trainerAccount,
    onUpdatePassword: fn(async (_input: { newPassword: string; currentPassword?: string }) => undefined),
    onSignOut: fn(),
  },
  decorators: [maxWidth(720)],
} satisfies Meta<typeof PasswordSettings>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: Update waits for both new fields. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Current password')).toBeVisible();
    await expect(canvas.getByText('At least 8 characters.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Update password' })).toBeDisabled();
  },
};

/** The meter grows with the password. */
export const StrongPassword: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('New password'), 'Lifting-Morning-2026!');
    await expect(canvas.getByText('Password strength: Strong')).toBeVisible();
  },
};

export const WeakPassword: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('New password'), 'password1');
    await expect(canvas.getByText('Password strength: Weak')).toBeVisible();
  },
};

/** The two new fields differ. */
export const Mismatch: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Current password'), 'spotter-demo-2026');
    await userEvent.type(canvas.getByLabelText('New password'), 'Lifting-Morning-2026!');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'Lifting-Evening-2026!');
    await userEvent.click(canvas.getByRole('button', { name: 'Update password' }));
    await expect(await canvas.findByText('Passwords do not match')).toBeVisible();
    await expect(args.onUpdatePassword).not.toHaveBeenCalled();
  },
};

async function fill(canvas: Parameters<NonNullable<Story['play']>>[0]['canvas'], current = 'spotter-demo-2026') {
  if (current) await userEvent.type(canvas.getByLabelText('Current password'), current);
  await userEvent.type(canvas.getByLabelText('New password'), 'Lifting-Morning-2026!');
  await userEvent.type(canvas.getByLabelText('Confirm new password'), 'Lifting-Morning-2026!');
  await userEvent.click(canvas.getByRole('button', { name: 'Update password' }));
}

/** The server says the current password is wrong: under that field. */
export const WrongCurrent: Story = {
  args: {
    onUpdatePassword: fn(async (_input: { newPassword: string; currentPassword?: string }) =>
      Promise.reject(
        Object.assign(new Error('Failed to update password'), {
          error: 'Failed to update password',
          fieldErrors: { currentPassword: ['The current password is incorrect.'] },
        }),
      ),
    ),
  },
  play: async ({ canvas }) => {
    await fill(canvas, 'not-my-password');
    await expect(await canvas.findByText('The current password is incorrect.')).toBeVisible();
    await expect(canvas.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Any other failure: a banner. */
export const Failed: Story = {
  args: {
    onUpdatePassword: fn(async (_input: { newPassword: string; currentPassword?: string }) =>
      Promise.reject(new Error('network')),
    ),
  },
  play: async ({ canvas }) => {
    await fill(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to update password');
  },
};

export const Updated: Story = {
  play: async ({ canvas, args }) => {
    await fill(canvas);
    await expect(await canvas.findByText('Password updated successfully! Please log in again.')).toBeVisible();
    await expect(args.onUpdatePassword).toHaveBeenCalledWith({
      newPassword: 'Lifting-Morning-2026!',
      currentPassword: 'spotter-demo-2026',
    });
  },
};

/** No password yet: no current password field. */
export const FirstPassword: Story = {
  args: { account: passwordlessAccount },
  play: async ({ canvas }) => {
    await expect(canvas.queryByLabelText('Current password')).toBeNull();
  },
};

export const ProviderLocked: Story = {
  args: { account: googleAccount },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/You sign in with Google/)).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const Mobile: Story = { ...StrongPassword, globals: { viewport: { value: 'mobile', isRotated: false } } };
