import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { maxWidth } from '../../primitives/story-helpers.tsx';
import { decisionKinds, VerificationDecision, type DecisionChoice } from './VerificationDecision.tsx';

const never = () => new Promise<void>(() => undefined);

const meta = {
  title: 'Admin/VerificationDecision',
  component: VerificationDecision,
  args: {
    kind: 'identity',
    subject: 'Marko Horvat',
    backHref: '/admin/verifications',
    onDecide: fn(async (_choice: DecisionChoice): Promise<void> => undefined),
  },
  argTypes: { kind: { control: 'inline-radio', options: decisionKinds } },
  decorators: [maxWidth(640)],
} satisfies Meta<typeof VerificationDecision>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing decided yet: Approve, and Reject, which asks for a reason first. */
export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Decision on Marko Horvat' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Approve' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Reject' })).toBeEnabled();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** Reject opens the reason field (focused) with its counter; the reason is sent trimmed. */
export const RejectingWithReason: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reject' }));
    const reason = canvas.getByRole('textbox', { name: /Reason for rejecting/ });
    await waitFor(() => expect(reason).toHaveFocus());
    await expect(reason).toHaveAccessibleDescription('The trainer reads this in an email, so say what to fix.');
    await userEvent.keyboard('The selfie is too dark to compare with the photo. ');
    await expect(canvas.getByText('50 / 500 characters')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reject with this reason' }));
    await waitFor(() =>
      expect(args.onDecide).toHaveBeenCalledWith({
        decision: 'reject',
        reason: 'The selfie is too dark to compare with the photo.',
      }),
    );
    await expect(
      await canvas.findByText('Rejected. The trainer has been told by email, with your reason.'),
    ).toBeVisible();
  },
};

/** A rejection without a reason is stopped in the browser: the field says why, nothing is sent. */
export const ReasonMissing: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reject' }));
    await userEvent.keyboard('   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Reject with this reason' }));
    const reason = canvas.getByRole('textbox', { name: /Reason for rejecting/ });
    await expect(await canvas.findByText('This field is required.')).toBeVisible();
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onDecide).not.toHaveBeenCalled();
    // Typing clears the complaint until the next attempt.
    await userEvent.type(reason, 'Blurry');
    await waitFor(() => expect(canvas.queryByText('This field is required.')).toBeNull());
  },
};

/** While the decision is saved: a spinner on Approve, Reject waits. */
export const Pending: Story = {
  args: { onDecide: fn((_choice: DecisionChoice) => never()) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Approve' })).toHaveAttribute('data-pending', 'true'),
    );
    await expect(canvas.getByRole('button', { name: 'Reject' })).toBeDisabled();
  },
};

/** The server refused (another admin decided first): its message shows and the buttons work again. */
export const Failed: Story = {
  args: {
    onDecide: fn(async (_choice: DecisionChoice): Promise<void> =>
      Promise.reject(new Error('This verification is not waiting for a review.')),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Approve' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('This verification is not waiting for a review.');
    await expect(canvas.getByRole('button', { name: 'Approve' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Reject' })).toBeEnabled();
  },
};

/** A failure without a message of its own reads as the general one. */
export const FailedWithoutMessage: Story = {
  args: { onDecide: fn(async (_choice: DecisionChoice): Promise<void> => Promise.reject({ status: 502 })) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Approve' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The decision could not be saved. Please try again.',
    );
  },
};

/** Approved: the outcome replaces the buttons, takes the focus and offers the way back to the queue. */
export const Decided: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Approve' }));
    await expect(args.onDecide).toHaveBeenCalledWith({ decision: 'approve' });
    const outcome = await canvas.findByText('Approved. The trainer is verified and has been told by email.');
    await expect(outcome).toBeVisible();
    await waitFor(() => expect(outcome.closest('[data-decided]')).toHaveFocus());
    await expect(canvas.queryByRole('button', { name: 'Approve' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Back to the queue' })).toHaveAttribute(
      'href',
      '/admin/verifications',
    );
  },
};

/** A certification is rejected without a reason, straight from its button. */
export const CertificationRejected: Story = {
  args: { kind: 'certification', subject: 'Kettlebell Instructor', backHref: undefined },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Decision on Kettlebell Instructor' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reject' }));
    await expect(args.onDecide).toHaveBeenCalledWith({ decision: 'reject' });
    await expect(await canvas.findByText('Certification rejected.')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** On a phone the buttons and the reason field take the whole width. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reject' }));
    await expect(canvas.getByRole('textbox', { name: /Reason for rejecting/ })).toBeVisible();
  },
};
