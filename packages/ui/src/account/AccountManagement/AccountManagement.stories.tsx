import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { maxWidth } from '../../primitives/story-helpers.tsx';
import { createToastQueue, ToastRegion } from '../../primitives/Toast/index.ts';
import { AccountManagement } from './AccountManagement.tsx';

const meta = {
  title: 'Account/AccountManagement',
  component: AccountManagement,
  args: {
    role: 'trainer',
    onDeactivate: fn(async () => undefined),
    onDelete: fn(async () => undefined),
    onSignOut: fn(),
  },
  decorators: [
    maxWidth(720),
    (Story, { args }) => (
      <>
        <Story />
        {args.toastQueue ? <ToastRegion queue={args.toastQueue} /> : null}
      </>
    ),
  ],
} satisfies Meta<typeof AccountManagement>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Trainer: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/hidden from the marketplace/)).toBeVisible();
    await expect(canvas.getByText(/Your clients keep their own data/)).toBeVisible();
  },
};

export const Client: Story = {
  args: { role: 'client' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/all your training data and the connection to your trainer/)).toBeVisible();
  },
};

/** The Delete dialog: its button waits for DELETE, typed exactly. */
export const DeleteDialog: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account for good?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete account' });
    await expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Type DELETE to confirm' }), 'delete');
    await expect(confirm).toBeDisabled();
  },
};

export const Deleted: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Type DELETE to confirm' }), 'DELETE');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    await expect(await canvas.findByText('Account deleted successfully. You will be logged out.')).toBeVisible();
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

/** Deactivating with the keyboard alone. */
export const Deactivated: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Deactivate' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate your account?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Account deactivated successfully. You will be logged out.')).toBeVisible();
    await expect(args.onDeactivate).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

/** The server refused: its text in an error toast, the cards stay. */
export const DeactivateFailed: Story = {
  args: { onDeactivate: fn(async () => Promise.reject(new Error('network'))), toastQueue: createToastQueue() },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate account' }));
    // The toast slides in: visible once its animation has run.
    await waitFor(() => expect(screen.getByText('Failed to deactivate account')).toBeVisible());
    // The toast is an alertdialog too: only the confirmation must be gone.
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Deactivate your account?' })).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Deactivate' })).toBeEnabled();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
