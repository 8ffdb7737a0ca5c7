import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { reviewLimits, type ReviewWrite } from '@spotter/domain';
import { maxWidth, tabToRole } from '../../primitives/story-helpers.tsx';
import { edited } from '../story-data.ts';
import { ReviewForm } from './ReviewForm.tsx';

const never = (_review: ReviewWrite) => new Promise<undefined>(() => undefined);

const meta = {
  title: 'Reviews/ReviewForm',
  component: ReviewForm,
  args: { onSubmit: fn(async (_review: ReviewWrite) => undefined) },
  decorators: [maxWidth(640)],
} satisfies Meta<typeof ReviewForm>;
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

/** A first review: no stars chosen, an empty text, the limit in the counter. */
export const New: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Write a review' })).toBeVisible();
    await expect(canvas.getByRole('radiogroup', { name: 'Your rating' })).toBeVisible();
    await expect(canvas.getAllByRole('radio')).toHaveLength(5);
    await expect(canvas.getByText(`0 / ${reviewLimits.bodyChars} characters`)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Publish review' })).toBeEnabled();
  },
};

/** Editing: the review the client wrote, prefilled. */
export const Edit: Story = {
  args: { initial: edited },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Your review' })).toBeVisible();
    await expect(canvas.getByText(/You reviewed this trainer on Nov 2, 2026/)).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'What was training like?' })).toHaveValue(edited.body);
    await expect(canvas.getByRole('button', { name: 'Save changes' })).toBeVisible();
  },
};

/** The whole review with the keyboard: arrows choose the stars, Enter publishes. */
export const RateWithKeyboard: Story = {
  play: async ({ args, canvas }) => {
    await tabToRole(canvas, 'radio', '1 star');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '4 stars' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('  Clear plans.{Enter}Honest feedback.  ');
    await expect(canvas.getByText('33 / 2000 characters')).toBeVisible();
    await tabToRole(canvas, 'button', 'Publish review');
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ rating: 4, body: 'Clear plans.\nHonest feedback.' }),
    );
    await expect(await canvas.findByRole('status')).toHaveTextContent('Thank you! Your review is published.');
  },
};

/** Nothing chosen or written: each field says what it needs and the focus goes to the stars. */
export const MissingFields: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Publish review' }));
    await expect(await canvas.findByText('Choose from 1 to 5 stars.')).toBeVisible();
    await expectInvalid(
      canvas,
      canvas.getByRole('textbox', { name: 'What was training like?' }),
      'Write a few words about your training.',
    );
    await waitFor(() => expect(canvas.getByRole('radio', { name: '1 star' })).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Past the limit: the counter says by how much and nothing is sent. */
export const TooLong: Story = {
  args: { initial: { ...edited, body: 'x'.repeat(reviewLimits.bodyChars + 1) } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('2001 / 2000 characters — 1 over the limit')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(await canvas.findByText('Use at most 2000 characters.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server refused: its message on top, its field messages on the fields, the text kept. */
export const Refused: Story = {
  args: {
    initial: edited,
    onSubmit: fn(async (_review: ReviewWrite) =>
      Promise.reject<undefined>(
        Object.assign(new Error('Only clients this trainer coaches or has coached can review them.'), {
          error: 'Only clients this trainer coaches or has coached can review them.',
          fieldErrors: { body: ['This is too long.'] },
        }),
      ),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Only clients this trainer coaches');
    await expectInvalid(canvas, canvas.getByRole('textbox', { name: 'What was training like?' }), 'This is too long.');
    await expect(canvas.getByRole('textbox', { name: 'What was training like?' })).toHaveValue(edited.body);
  },
};

/** While it is saved: a spinner on the button, the fields wait. */
export const Saving: Story = {
  args: { initial: edited, onSubmit: fn(never) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Save changes' })).toHaveAttribute('data-pending', 'true'),
    );
    await expect(canvas.getByRole('textbox', { name: 'What was training like?' })).toBeDisabled();
  },
};

/** An edit saved. */
export const Saved: Story = {
  args: { initial: edited },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '5 stars' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Your changes are saved.');
  },
};

/** The page loaded again after a first review was published: the form thanks the client. */
export const PublishedBeforeReload: Story = {
  args: { initial: edited, savedBefore: 'created' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Thank you! Your review is published.');
    await expect(canvas.getByRole('button', { name: 'Save changes' })).toBeEnabled();
  },
};

export const Mobile: Story = {
  args: { initial: edited },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
