import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { DialogTrigger } from '../Dialog/Dialog.tsx';
import { tabToRole } from '../story-helpers.tsx';
import { AlertDialog, alertDialogVariants } from './AlertDialog.tsx';

const meta = {
  title: 'Primitives/AlertDialog',
  component: AlertDialog,
  args: {
    title: 'Delete the “Summer Shred” programme?',
    children:
      'The 8-week programme and its 24 workouts are removed for you and your 6 active clients. This cannot be undone.',
    variant: 'danger',
    confirmLabel: 'Delete programme',
    onConfirm: fn(),
    onCancel: fn(),
  },
  argTypes: { variant: { control: 'inline-radio', options: alertDialogVariants } },
  parameters: {
    docs: { story: { inline: false, iframeHeight: 420 } },
  },
} satisfies Meta<typeof AlertDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const findAlert = async (name: string | RegExp) => {
  const dialog = await screen.findByRole('alertdialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
};
const gone = () => waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

/** Destructive confirm: open with Enter, focus starts on Cancel, Tab to Delete, Enter confirms. */
export const Danger: Story = {
  render: (args) => (
    <DialogTrigger>
      <Button variant="danger">Delete programme</Button>
      <AlertDialog {...args} />
    </DialogTrigger>
  ),
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await findAlert('Delete the “Summer Shred” programme?');
    const d = within(dialog);
    await expect(d.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await tabToRole(d, 'button', 'Delete programme');
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await gone();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Delete programme' })).toHaveFocus());
  },
};

/** Non-destructive confirm with the primary button. Escape cancels without confirming. */
export const Primary: Story = {
  args: {
    variant: 'primary',
    title: 'Publish your coach profile?',
    children: 'Clients searching for strength coaches in Sarajevo will see your profile, prices and reviews.',
    confirmLabel: 'Publish',
  },
  render: (args) => (
    <DialogTrigger>
      <Button>Publish profile</Button>
      <AlertDialog {...args} />
    </DialogTrigger>
  ),
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await findAlert('Publish your coach profile?');
    await userEvent.keyboard('{Escape}');
    await gone();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Publish profile' })).toHaveFocus());
  },
};

/** Default button labels come from the translations ("Cancel", "Confirm"). */
export const DefaultLabels: Story = {
  args: {
    defaultOpen: true,
    confirmLabel: undefined,
    variant: 'primary',
    title: 'Mark the session as completed?',
    children: undefined,
  },
  play: async ({ args }) => {
    const dialog = await findAlert('Mark the session as completed?');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await gone();
  },
};

const requireText = { requireText: 'DELETE', requireTextLabel: 'Type DELETE to confirm' } as const;
const deleteAccount = {
  title: 'Delete your Spotter account?',
  children:
    'Your profile, workout history, progress photos and messages are deleted for good. Active coaching subscriptions end today.',
  confirmLabel: 'Delete account',
  defaultOpen: true,
  ...requireText,
} as const;

/** Waits for the account dialog and for the focus to start in its confirmation field. */
const findDeleteAccountWithFocusedField = async () => {
  const dialog = await findAlert('Delete your Spotter account?');
  const d = within(dialog);
  await waitFor(() => expect(d.getByLabelText('Type DELETE to confirm')).toHaveFocus());
  return { dialog, d };
};

/** "Type DELETE to confirm", untouched: the field has focus and the confirm button is disabled. */
export const RequireTextUntyped: Story = {
  args: deleteAccount,
  play: async ({ args }) => {
    const { d } = await findDeleteAccountWithFocusedField();
    await expect(d.getByRole('button', { name: 'Delete account' })).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** The text must match exactly: "delete" in lower case does not unlock the button. */
export const RequireTextWrong: Story = {
  args: deleteAccount,
  play: async ({ args }) => {
    const { dialog, d } = await findDeleteAccountWithFocusedField();
    await userEvent.keyboard('delete');
    await expect(d.getByRole('button', { name: 'Delete account' })).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(dialog).toBeInTheDocument();
  },
};

/** After typing DELETE the button is enabled; Enter in the field confirms. */
export const RequireTextTyped: Story = {
  args: deleteAccount,
  play: async ({ args }) => {
    const dialog = await findAlert('Delete your Spotter account?');
    const d = within(dialog);
    const field = d.getByLabelText('Type DELETE to confirm');
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.keyboard('DELETE');
    await expect(field).toHaveValue('DELETE');
    await expect(d.getByRole('button', { name: 'Delete account' })).toBeEnabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await gone();
  },
};

/** While the request runs: spinner on confirm, Cancel disabled, Escape ignored. */
export const Pending: Story = {
  args: { ...deleteAccount, requireText: undefined, requireTextLabel: undefined, isPending: true },
  play: async () => {
    const dialog = await findAlert('Delete your Spotter account?');
    const d = within(dialog);
    await expect(d.getByRole('button', { name: 'Delete account' })).toHaveAttribute('aria-disabled', 'true');
    await expect(d.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
  },
};

/** Ends the pending confirmation of AsyncConfirm. */
let answerReminder: () => void = () => {};

/** `onConfirm` returning a promise: pending until it resolves, then the dialog closes. */
export const AsyncConfirm: Story = {
  args: {
    variant: 'primary',
    title: 'Send the check-in reminder?',
    children: 'All 12 clients who have not logged this week’s weight get an email.',
    confirmLabel: 'Send reminder',
    defaultOpen: true,
    // Answers when the play function has seen the pending state (or after 5 s for someone trying
    // it by hand): a fixed 300 ms could end before a busy machine looked.
    onConfirm: fn(
      () =>
        new Promise<void>((resolve) => {
          answerReminder = resolve;
          setTimeout(resolve, 5_000);
        }),
    ),
  },
  play: async ({ args }) => {
    const dialog = await findAlert('Send the check-in reminder?');
    const confirm = await tabToRole(within(dialog), 'button', 'Send reminder');
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(confirm).toHaveAttribute('aria-disabled', 'true'));
    answerReminder();
    await gone();
  },
};

/** A failing request keeps the dialog open so the page can explain what went wrong. */
export const AsyncConfirmFails: Story = {
  args: {
    variant: 'primary',
    title: 'Send the check-in reminder?',
    confirmLabel: 'Send reminder',
    defaultOpen: true,
    onConfirm: fn(() => Promise.reject(new Error('offline'))),
  },
  play: async ({ args }) => {
    const dialog = await findAlert('Send the check-in reminder?');
    const confirm = within(dialog).getByRole('button', { name: 'Send reminder' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(confirm).not.toHaveAttribute('aria-disabled'));
    await expect(dialog).toBeInTheDocument();
  },
};
