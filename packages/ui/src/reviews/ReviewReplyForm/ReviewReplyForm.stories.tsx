import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { reviewLimits } from '@spotter/domain';
import { maxWidth, tabToRole } from '../../primitives/story-helpers.tsx';
import { ReviewReplyForm } from './ReviewReplyForm.tsx';

const never = (_reply: string) => new Promise<undefined>(() => undefined);

const meta = {
  title: 'Reviews/ReviewReplyForm',
  component: ReviewReplyForm,
  args: { authorName: 'Jonas W.', onSubmit: fn(async (_reply: string) => undefined) },
  decorators: [maxWidth(640)],
} satisfies Meta<typeof ReviewReplyForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A field in its invalid state: the message shows, the control is marked invalid and described by it (after its hint). */
async function expectInvalid(
  canvas: { getByText: (text: string) => HTMLElement },
  control: HTMLElement,
  message: string,
) {
  await expect(canvas.getByText(message)).toBeVisible();
  await expect(control).toHaveAttribute('aria-invalid', 'true');
  await expect(control).toHaveAccessibleDescription(expect.stringContaining(message));
}

/** Closed: one Reply button under the review. */
export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Reply' })).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Your reply to Jonas W\./ })).toBeVisible();
    await expect(canvas.getByText(`0 / ${reviewLimits.replyChars} characters`)).toBeVisible();
    await expect(canvas.getByText(/You can reply once/)).toBeVisible();
  },
};

/** Replying with the keyboard alone: open, write, publish; the reply is sent trimmed. */
export const ReplyWithKeyboard: Story = {
  play: async ({ args, canvas }) => {
    await tabToRole(canvas, 'button', 'Reply');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /Your reply/ })).toHaveFocus());
    await userEvent.keyboard('  Thank you, Jonas! Plans now go out by Saturday noon. ');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Publish reply' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith('Thank you, Jonas! Plans now go out by Saturday noon.'),
    );
  },
};

/** Cancel closes the form and gives the focus back to Reply. */
export const Cancel: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reply' }));
    await userEvent.keyboard('Draft');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Reply' })).toHaveFocus());
  },
};

export const Empty: Story = {
  args: { defaultOpen: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Publish reply' }));
    await expectInvalid(canvas, canvas.getByRole('textbox', { name: /Your reply/ }), 'Write your reply first.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A second reply is refused by the server: its message shows and the text stays. */
export const AlreadyReplied: Story = {
  args: {
    defaultOpen: true,
    onSubmit: fn(async (_reply: string) =>
      Promise.reject<undefined>(
        Object.assign(new Error('You have already replied to this review.'), {
          error: 'You have already replied to this review.',
          fieldErrors: {},
        }),
      ),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Your reply/ }), 'Thanks!');
    await userEvent.click(canvas.getByRole('button', { name: 'Publish reply' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('You have already replied to this review.');
    await expect(canvas.getByRole('textbox', { name: /Your reply/ })).toHaveValue('Thanks!');
  },
};

export const Publishing: Story = {
  args: { defaultOpen: true, onSubmit: fn(never) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Your reply/ }), 'Thanks!');
    await userEvent.click(canvas.getByRole('button', { name: 'Publish reply' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Publish reply' })).toHaveAttribute('data-pending', 'true'),
    );
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const Mobile: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
