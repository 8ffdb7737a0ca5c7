import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyTrainers } from '../story-data.ts';
import { TrainerCardGrid } from './TrainerCardGrid.tsx';

const meta = {
  title: 'Marketplace/TrainerCardGrid',
  component: TrainerCardGrid,
  args: { trainers: storyTrainers, hrefOf: (trainer) => `/trainers/${trainer.slug}` },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TrainerCardGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Columns the list shows, read from the grid's computed template. */
const columns = (list: HTMLElement) => getComputedStyle(list).gridTemplateColumns.split(' ').length;

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Trainers' });
    await expect(within(list).getAllByRole('article')).toHaveLength(5);
    for (const trainer of storyTrainers)
      await expect(
        within(list).getByRole('link', { name: `${trainer.firstName} ${trainer.lastName}` }),
      ).toHaveAttribute('href', `/trainers/${trainer.slug}`);
    // The story's frame is as wide as the viewport chosen, or the runner's default width.
    const width = list.getBoundingClientRect().width;
    await expect(columns(list)).toBe(width >= 58 * 16 ? 3 : width >= 34 * 16 ? 2 : 1);
  },
};

export const Tablet: Story = { globals: { viewport: { value: 'tablet', isRotated: false } } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

/** On the home page: the featured trainers under a level-2 section, their names at level 3. */
export const Featured: Story = {
  args: { trainers: storyTrainers.slice(0, 3), label: 'Featured trainers' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Featured trainers' })).toBeVisible();
  },
};
