import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { maxWidth } from '../../primitives/story-helpers.tsx';
import { adnaPlan } from '../story-data.ts';
import { afterEnd, beforeStart, freeDay, restDay, trainingDay } from '../PlanView/story-data.ts';
import { TodayCard } from './TodayCard.tsx';

const meta = {
  title: 'Plans/TodayCard',
  component: TodayCard,
  args: {
    plan: adnaPlan,
    today: trainingDay,
    planHref: '/client/dashboard/plan',
    findCoachHref: '/trainers',
  },
  decorators: [maxWidth(480)],
} satisfies Meta<typeof TodayCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A training day: where in the plan, then each exercise with its label and number of sets. */
export const TrainingDay: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: "Today's training" });
    await expect(within(card).getByText('Upper/lower strength, 4 weeks')).toBeVisible();
    await expect(within(card).getByText('Week 2 of 4 · Lower A')).toBeVisible();
    const items = within(within(card).getByRole('list')).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[0]).toHaveTextContent('ABack squat4 sets');
    await expect(items[3]).toHaveTextContent('DPlank3 sets');
    await expect(within(card).getByRole('link', { name: 'Open the full plan' })).toHaveAttribute(
      'href',
      '/client/dashboard/plan',
    );
  },
};

export const RestDay: Story = {
  args: { today: restDay },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Week 2 of 4 · Day 3')).toBeVisible();
    await expect(canvas.getByText('Rest day')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** A day of the week past the plan's four training days counts as rest too. */
export const FreeDay: Story = {
  args: { today: freeDay },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Week 2 of 4')).toBeVisible();
    await expect(canvas.getByText('Rest day')).toBeVisible();
  },
};

export const Upcoming: Story = {
  args: { today: beforeStart },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Your plan starts on March 9, 2026.')).toBeVisible();
    await expect(canvas.getByText('Starts in 3 days')).toBeVisible();
  },
};

export const Finished: Story = {
  args: { today: afterEnd },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Plan finished')).toBeVisible();
    await expect(
      canvas.getByText('You have completed “Upper/lower strength, 4 weeks”. Ask your coach what comes next.'),
    ).toBeVisible();
  },
};

/** No plan: what the card will show, and where to find a coach. */
export const NoPlan: Story = {
  args: { plan: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No training plan yet')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Find a coach' })).toHaveAttribute('href', '/trainers');
    await expect(canvas.queryByRole('link', { name: 'Open the full plan' })).toBeNull();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
