import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { TrainerReview } from '@spotter/domain';
import { maxWidth, tabToRole } from '../../primitives/story-helpers.tsx';
import { ReviewReplyForm } from '../ReviewReplyForm/index.ts';
import { markup, moreReviews, rating, replied, reviews } from '../story-data.ts';
import { ReviewList, type ReviewListProps } from './ReviewList.tsx';

const meta = {
  title: 'Reviews/ReviewList',
  component: ReviewList,
  args: { items: reviews, rating },
  decorators: [maxWidth(720)],
} satisfies Meta<typeof ReviewList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A trainer's reviews under their average: stars, author, date, the text as written and the reply. */
export const WithReviews: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('4 reviews')).toBeVisible();
    await expect(canvas.getByText('3.3', { exact: true })).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Reviews' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    const first = canvas.getByRole('article', { name: 'Amra H.' });
    await expect(within(first).getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
    await expect(within(first).getByText('Nov 20, 2026')).toBeVisible();
    await expect(within(first).getByText('Reply from the trainer')).toBeVisible();
    await expect(within(first).getByText(/Your consistency did most of the work/)).toBeVisible();
    // Line breaks are kept as typed.
    await expect(within(first).getByText(/He plans around my shifts/).textContent).toContain('ache.\n\nHe plans');
    await expect(canvas.getByRole('article', { name: 'Jonas W.' })).toHaveTextContent('Edited');
  },
};

/** Markup in a review shows as typed text: nothing is bold, no script is added. */
export const MarkupIsText: Story = {
  args: { items: [markup], rating: { average: 3, count: 1 } },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByText(markup.body)).toBeVisible();
    await expect(canvasElement.querySelector('article b, article script')).toBeNull();
    await expect(canvas.getByText('1 review')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { items: [], rating: { average: null, count: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No reviews yet')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

function Paged(props: ReviewListProps) {
  const [items, setItems] = useState<readonly TrainerReview[]>(props.items);
  return (
    <ReviewList
      {...props}
      items={items}
      hasMore={items.length === props.items.length}
      onLoadMore={async () => {
        await props.onLoadMore?.();
        setItems((now) => [...now, ...moreReviews]);
      }}
    />
  );
}

/** 'Show more reviews' with the keyboard: the next page is added and the focus goes to its first review. */
export const LoadMore: Story = {
  args: { items: [replied], rating: { average: 5, count: 2 }, onLoadMore: fn(async () => undefined) },
  render: (args) => <Paged {...args} />,
  play: async ({ args, canvas }) => {
    await tabToRole(canvas, 'button', 'Show more reviews');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onLoadMore).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(canvas.getByRole('article', { name: 'Lejla B.' })).toHaveFocus());
    await expect(canvas.queryByRole('button', { name: 'Show more reviews' })).toBeNull();
  },
};

/** Loading more failed: a message in the reader's language (not the technical cause), and the button works again. */
export const LoadFailed: Story = {
  args: {
    items: [replied],
    hasMore: true,
    onLoadMore: fn(async () => Promise.reject(new Error('/api/trainers/x/reviews: 503'))),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show more reviews' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('More reviews could not be loaded.');
    await expect(canvas.getByRole('button', { name: 'Show more reviews' })).toBeEnabled();
  },
};

/** The trainer's view: a Reply button under each review without a reply. */
export const WithReplyButtons: Story = {
  args: {
    renderActions: (review, { headingId }) =>
      review.reply ? null : (
        <ReviewReplyForm authorName={review.authorName} describedBy={headingId} onSubmit={async () => undefined} />
      ),
  },
  play: async ({ canvas }) => {
    const buttons = canvas.getAllByRole('button', { name: 'Reply' });
    await expect(buttons).toHaveLength(2);
    await expect(buttons[0]).toHaveAccessibleDescription('Jonas W.');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
