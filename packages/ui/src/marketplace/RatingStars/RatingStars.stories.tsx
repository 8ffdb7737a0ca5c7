import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RatingStars, ratingStarsSizes } from './RatingStars.tsx';

const meta = {
  title: 'Marketplace/RatingStars',
  component: RatingStars,
  args: { average: 4.63, count: 23, size: 'small' },
  argTypes: { size: { control: 'inline-radio', options: ratingStarsSizes } },
} satisfies Meta<typeof RatingStars>;
export default meta;
type Story = StoryObj<typeof meta>;

/** On a card: stars, the average with one decimal and the count in brackets. */
export const Small: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('4.6 out of 5 (23 reviews)')).toBeInTheDocument();
    await expect(canvas.getByText('4.6')).toBeVisible();
    await expect(canvas.getByText('(23)')).toBeVisible();
  },
};

/** On a trainer's page: larger stars and the count in words. */
export const Medium: Story = {
  args: { size: 'medium' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('23 reviews')).toBeVisible();
    await expect(canvas.getByText('4.6 out of 5 (23 reviews)')).toBeInTheDocument();
  },
};

export const OneReview: Story = {
  args: { average: 5, count: 1, size: 'medium' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('5.0 out of 5 (1 review)')).toBeInTheDocument();
    await expect(canvas.getByText('1 review')).toBeVisible();
  },
};

export const NoReviews: Story = {
  args: { average: null, count: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No reviews yet')).toBeVisible();
  },
};

/** Thousands are grouped, the average rounded to a tenth: 3.48 shows as 3.5. */
export const ManyReviews: Story = {
  args: { average: 3.48, count: 1234, size: 'medium' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3.5 out of 5 (1,234 reviews)')).toBeInTheDocument();
  },
};

export const LowRating: Story = { args: { average: 1.2, count: 4 } };

/** Croatian: a decimal comma and the "few" form (23 recenzije). */
export const Croatian: Story = {
  args: { size: 'medium' },
  globals: { locale: 'hr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('4,6 od 5 (23 recenzije)')).toBeInTheDocument();
    await expect(canvas.getByText('23 recenzije')).toBeVisible();
  },
};

/** Slovenian has a dual: 2 recenziji. */
export const SlovenianDual: Story = {
  args: { average: 4.5, count: 2, size: 'medium' },
  globals: { locale: 'sl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('4,5 od 5 (2 recenziji)')).toBeInTheDocument();
  },
};

export const German: Story = {
  args: { size: 'medium' },
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('4,6 von 5 (23 Bewertungen)')).toBeInTheDocument();
  },
};

export const Mobile: Story = {
  args: { size: 'medium' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
