import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { maxWidth, tabToRole } from '../../primitives/story-helpers.tsx';
import {
  acceptedRequest,
  declinedRequest,
  longMessageRequest,
  morePendingRequests,
  namelessRequest,
  pendingRequest,
  withdrawnRequest,
} from '../story-data.ts';
import { CoachingRequestCard } from './CoachingRequestCard.tsx';

const never = () => new Promise<void>(() => undefined);

const meta = {
  title: 'Coaching/CoachingRequestCard',
  component: CoachingRequestCard,
  args: {
    request: pendingRequest,
    viewer: 'trainer',
    onAccept: fn(async () => undefined),
    onDecline: fn(async (_reason: string | null) => undefined),
    onWithdraw: fn(async () => undefined),
  },
  decorators: [maxWidth(720)],
} satisfies Meta<typeof CoachingRequestCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What a trainer sees of a new request: the client, their goals, the message, Accept and Decline. */
export const TrainerPending: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Amra Hodžić' })).toBeVisible();
    await expect(canvas.getByText('Waiting for answer')).toBeVisible();
    await expect(canvas.getByText('Banja Luka')).toBeVisible();
    await expect(canvas.getByText('Weight loss, Endurance')).toBeVisible();
    await expect(canvas.getByText('Beginner')).toBeVisible();
    await expect(canvas.getByText('Nov 20, 2026')).toBeVisible();
    // What the client wrote about themselves, what they like to do and the languages they speak.
    await expect(canvas.getByText(/Nurse on rotating shifts/)).toBeVisible();
    await expect(canvas.getByText('Walking, Swimming, Yoga')).toBeVisible();
    await expect(canvas.getByText('Bosnian, English')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Accept', description: /Amra Hodžić/ })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Decline', description: /Amra Hodžić/ })).toBeEnabled();
  },
};

/** A client who registered before names were asked: the card still has a heading, never their email. */
export const TrainerPendingNameless: Story = {
  args: { request: namelessRequest },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Client without a name' })).toBeVisible();
    await expect(canvas.getByText('Tuzla')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Accept', description: /Client without a name/ })).toBeEnabled();
  },
};

/** The client sees the trainer they asked and can only withdraw. */
export const ClientPending: Story = {
  args: { viewer: 'client' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Marko Horvat' })).toBeVisible();
    await expect(canvas.queryByText('Beginner')).toBeNull();
    await expect(canvas.queryByText(/Nurse on rotating shifts/)).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Accept/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Withdraw request', description: 'Marko Horvat' })).toBeVisible();
  },
};

export const Accepted: Story = {
  args: { request: acceptedRequest, viewer: 'client' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Accepted')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const DeclinedWithReason: Story = {
  args: { request: declinedRequest, viewer: 'client' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Declined')).toBeVisible();
    await expect(canvas.getByText('Reason for declining')).toBeVisible();
    await expect(canvas.getByText(/I do not work with post-operative knees/)).toBeVisible();
  },
};

export const Withdrawn: Story = {
  args: { request: withdrawnRequest, viewer: 'trainer' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Withdrawn')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** An admin sees both sides and cannot act. */
export const AdminView: Story = {
  args: { viewer: 'admin' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Amra Hodžić → Marko Horvat' })).toBeVisible();
    await expect(canvas.getByText('Amra Hodžić · Banja Luka')).toBeVisible();
    await expect(canvas.getByText('Marko Horvat · Zagreb')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const LongMessage: Story = { args: { request: longMessageRequest } };

/** No photo: the initials stand in. */
export const NoPhoto: Story = { args: { request: morePendingRequests[0] } };

/** Accepting with the keyboard alone. */
export const AcceptWithKeyboard: Story = {
  play: async ({ args, canvas }) => {
    await tabToRole(canvas, 'button', 'Decline');
    await tabToRole(canvas, 'button', 'Accept');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onAccept).toHaveBeenCalledTimes(1));
  },
};

/** While the answer is being saved: a spinner on Accept, Decline waits. */
export const Busy: Story = {
  args: { onAccept: fn(never) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Accept' })).toHaveAttribute('data-pending', 'true'));
    await expect(canvas.getByRole('button', { name: 'Decline' })).toBeDisabled();
  },
};

/** The server refused: its message shows in the card and the buttons work again. */
export const ActionError: Story = {
  args: { onAccept: fn(async () => Promise.reject(new Error('This request has already been answered or withdrawn.'))) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Accept' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('This request has already been answered or withdrawn.');
    await expect(canvas.getByRole('button', { name: 'Accept' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Decline' })).toBeEnabled();
  },
};

/** Decline opens a dialog with an optional reason and its live counter. */
export const DeclineDialogOpen: Story = {
  play: async ({ canvas }) => {
    await tabToRole(canvas, 'button', 'Decline');
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Decline the request from Amra Hodžić?' });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /Reason/ })).toHaveFocus());
    // The dialog fades in: visible once its animation has run.
    await waitFor(() => expect(within(dialog).getByText('0 / 500 characters')).toBeVisible());
  },
};

/** Declining with a reason, by keyboard: the reason is sent trimmed. */
export const DeclineWithReason: Story = {
  play: async ({ args, canvas }) => {
    await tabToRole(canvas, 'button', 'Decline');
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: /Decline the request from/ });
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    await waitFor(() => expect(reason).toHaveFocus());
    await userEvent.keyboard('My mornings are full until March. ');
    await waitFor(() => expect(within(dialog).getByText('34 / 500 characters')).toBeVisible());
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Decline request' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onDecline).toHaveBeenCalledWith('My mornings are full until March.');
  },
};

/** Withdrawing asks first, then calls onWithdraw. */
export const WithdrawConfirm: Story = {
  args: { viewer: 'client' },
  play: async ({ args, canvas }) => {
    await tabToRole(canvas, 'button', 'Withdraw request');
    await userEvent.keyboard('{Enter}');
    const alert = await screen.findByRole('alertdialog', { name: 'Withdraw your request to Marko Horvat?' });
    await expect(alert).toHaveTextContent('You can ask this trainer again after 7 days.');
    await waitFor(() => expect(within(alert).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onWithdraw).toHaveBeenCalledTimes(1);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
