import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ReviewStars, reviewStarSizes } from './ReviewStars.tsx';

const meta = {
  title: 'Reviews/ReviewStars',
  component: ReviewStars,
  args: { rating: 4 },
  argTypes: {
    size: { control: 'inline-radio', options: reviewStarSizes },
    rating: { control: { type: 'range', min: 0, max: 5, step: 0.1 } },
  },
} satisfies Meta<typeof ReviewStars>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One review's rating: whole stars, named for screen readers. */
export const Whole: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  },
};

/** An average fills part of a star. */
export const Average: Story = {
  args: { rating: 4.63, size: 'large' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Rated 4.6 out of 5' })).toBeVisible();
  },
};

export const Lowest: Story = { args: { rating: 1, size: 'medium' } };

/** Next to a rating said in words the stars are hidden from screen readers. */
export const Decorative: Story = {
  args: { decorative: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};
