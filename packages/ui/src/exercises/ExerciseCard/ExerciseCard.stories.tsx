import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { maxWidth, tabToRole } from '../../primitives/story-helpers.tsx';
import { archivedPage, backSquat, kettlebellSwing, pushUp, facePull } from '../story-data.ts';
import { ExerciseCard } from './ExerciseCard.tsx';

const meta = {
  title: 'Exercises/ExerciseCard',
  component: ExerciseCard,
  args: { exercise: backSquat, href: `/exercises/${backSquat.id}` },
  decorators: [maxWidth(380)],
} satisfies Meta<typeof ExerciseCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A starter-library exercise with a picture and a video. */
export const Library: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Barbell back squat' });
    await expect(within(card).getByRole('link', { name: 'Barbell back squat' })).toHaveAttribute(
      'href',
      `/exercises/${backSquat.id}`,
    );
    await expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent('Barbell back squat');
    await expect(within(card).getByText('Strength')).toBeVisible();
    await expect(within(card).getByText('Intermediate')).toBeVisible();
    await expect(within(card).getByText('Quadriceps, Glutes')).toBeVisible();
    await expect(within(card).getByText('Barbell')).toBeVisible();
    await expect(within(card).getByRole('img', { name: 'Has a video' })).toBeVisible();
    await expect(within(card).queryByText('Mine')).toBeNull();
  },
};

/** Without a picture the muscle figure stands in. */
export const WithoutImage: Story = {
  args: { exercise: pushUp, href: `/exercises/${pushUp.id}` },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelector('svg[data-size="small"]')).toBeVisible();
    await expect(canvas.getByText('No equipment')).toBeVisible();
    await expect(canvas.queryByRole('img', { name: 'Has a video' })).toBeNull();
  },
};

/** The trainer's own exercise. */
export const Own: Story = {
  args: { exercise: kettlebellSwing, href: `/exercises/${kettlebellSwing.id}` },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Mine')).toBeVisible();
  },
};

/** A client sees their trainer's exercise marked as such. */
export const FromTrainer: Story = {
  args: { exercise: { ...facePull, origin: 'trainer' }, href: `/exercises/${facePull.id}` },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('From your trainer')).toBeVisible();
  },
};

export const Archived: Story = {
  args: { exercise: archivedPage.items[1]!, href: `/exercises/${archivedPage.items[1]!.id}` },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Archived')).toBeVisible();
    await expect(canvas.getByText('Mine')).toBeVisible();
  },
};

/** The name is the one link, so a keyboard reaches the card in one Tab; its ring frames the card. */
export const KeyboardFocus: Story = {
  play: async ({ canvas }) => {
    await tabToRole(canvas, 'link', 'Barbell back squat');
  },
};

export const German: Story = {
  args: { exercise: kettlebellSwing },
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Meine')).toBeVisible();
  },
};

export const Dark: Story = { args: { exercise: pushUp }, globals: { theme: 'dark' } };

export const Mobile: Story = {
  decorators: [],
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
