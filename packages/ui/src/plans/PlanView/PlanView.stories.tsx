import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adnaPlan, backSquat, barbellRow, percentPlan, pullUp } from '../story-data.ts';
import { afterEnd, beforeStart, endedPlan, exerciseHref, restDay, trainingDay } from './story-data.ts';
import { PlanView } from './PlanView.tsx';

const meta = {
  title: 'Plans/PlanView',
  component: PlanView,
  args: { plan: adnaPlan, today: trainingDay, exerciseHref },
} satisfies Meta<typeof PlanView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Week 2 of Adna's plan on a training day: this week open, today's card marked, every target spelled out. */
export const Current: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Upper/lower strength, 4 weeks' })).toBeVisible();
    await expect(canvas.getByText('Week 2 of 4')).toBeVisible();
    await expect(canvas.getByText('Coach: Marko Horvat')).toBeVisible();
    await expect(canvas.getByText('Start date: Mar 9, 2026')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Week 2 (this week)' })).toHaveAttribute('aria-selected', 'true');

    const today = canvas.getByRole('region', { name: 'Lower A' });
    await expect(today).toHaveAttribute('aria-current', 'date');
    await expect(within(today).getByText('Today')).toBeVisible();
    await expect(within(today).getByText('Tue, Mar 17')).toBeVisible();
    await expect(within(today).getByRole('link', { name: 'Back squat' })).toHaveAttribute(
      'href',
      `/exercises/${backSquat.id}`,
    );
    await expect(within(today).getByText('4 × 6 @ 95 kg · rest 3 min · RiR 2 · tempo 20X1')).toBeVisible();
    await expect(within(today).getByText('Reps per leg.')).toBeVisible();

    // A warm-up set and the working sets are two lines; a superset's exercises are B1 and B2.
    const upper = canvas.getByRole('region', { name: 'Upper A' });
    await expect(within(upper).getByText('1 × 10 @ 62.5 kg · rest 2 min · RiR 3')).toBeVisible();
    await expect(within(upper).getByText('3 × 8 @ 72.5 kg · rest 2 min · RiR 2 · tempo 3010')).toBeVisible();
    const [superset] = within(upper).getAllByRole('list', { name: 'Superset' }) as [HTMLElement];
    await expect(within(superset).getByRole('link', { name: barbellRow.name })).toBeVisible();
    await expect(within(superset).getByRole('link', { name: pullUp.name })).toBeVisible();
    await expect(within(superset).getByText('B1')).toBeVisible();
    await expect(within(superset).getByText('B2')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Day 3' })).toHaveTextContent('Rest day');
  },
};

/** Today is the week's rest day; the arrow keys move to the next week, which has no today. */
export const TodayRest: Story = {
  args: { today: restDay },
  play: async ({ canvas }) => {
    const today = canvas.getByRole('region', { name: 'Day 3' });
    await expect(today).toHaveAttribute('aria-current', 'date');
    await expect(within(today).getByText('Rest day')).toBeVisible();
    await expect(within(today).getByText('No training planned. Recovery is part of the plan.')).toBeVisible();
    await expect(within(today).queryByRole('link')).toBeNull();

    const thisWeek = canvas.getByRole('tab', { name: 'Week 2 (this week)' });
    await userEvent.click(thisWeek);
    await userEvent.keyboard('{ArrowRight}');
    const next = canvas.getByRole('tab', { name: 'Week 3' });
    await waitFor(() => expect(next).toHaveAttribute('aria-selected', 'true'));
    // The new panel fades in.
    await waitFor(() => expect(canvas.getByText('Mon, Mar 23')).toBeVisible());
    await expect(canvas.queryByText('Today')).toBeNull();
  },
};

/** Three days before the start: week 1 open, no day marked as today. */
export const Upcoming: Story = {
  args: { today: beforeStart },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Starts in 3 days')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Week 1' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.queryByText('Today')).toBeNull();
    await expect(canvas.queryByText(/this week/)).toBeNull();
  },
};

/** After the last week: the deload week open, the plan marked finished. */
export const Finished: Story = {
  args: { today: afterEnd },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Finished')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Week 4' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText('2 × 5 @ 90 kg · rest 3 min · RiR 2')).toBeVisible();
  },
};

/** The coaching ended: the client still reads the plan, and is told why it no longer changes. */
export const Ended: Story = {
  args: { plan: endedPlan },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Coaching with Marko Horvat ended; this plan stays readable.',
    );
    await expect(canvas.getByRole('link', { name: 'Back squat' })).toBeVisible();
  },
};

/** The trainer's preview of a template: no dates and no today; loads in percent of 1RM with the kilograms. */
export const TemplatePreview: Story = {
  args: { plan: percentPlan },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Template')).toBeVisible();
    await expect(canvas.queryByText(/Start date/)).toBeNull();
    const squat = canvas.getByRole('region', { name: 'Squat' });
    await expect(within(squat).getByText('1 × 5 @ 65% 1RM (91 kg) · rest 3 min')).toBeVisible();
    await expect(
      within(squat).getByText('Last set: as many good reps as you can, stop one short of failure.'),
    ).toBeVisible();
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Woche 2 von 4')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Lower A' })).toHaveTextContent('Heute');
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
