import type { Meta, StoryObj } from '@storybook/react-vite';
import { timeSlots, weekdays } from '@spotter/domain';
import { expect, within } from 'storybook/test';
import { maxWidth } from '../../primitives/story-helpers.tsx';
import { weekAvailability } from '../story-data.ts';
import { AvailabilitySummary } from './AvailabilitySummary.tsx';

const meta = {
  title: 'Marketplace/AvailabilitySummary',
  component: AvailabilitySummary,
  args: { availability: weekAvailability, timeZone: 'Europe/Sarajevo' },
  decorators: [maxWidth(640)],
} satisfies Meta<typeof AvailabilitySummary>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The week with its headers: each cell is read with its day and time slot. */
export const Week: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Weekly availability' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Morning6:00 AM – 11:59 AM',
      'Afternoon12:00 PM – 4:59 PM',
      'Evening5:00 PM – 8:59 PM',
      'Night9:00 PM – 5:59 AM',
    ]);
    const monday = within(table).getByRole('row', { name: /Monday/ });
    await expect(
      within(monday)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Available', 'Not available', 'Available', 'Not available']);
    await expect(canvas.getByText('Time zone: Central European Time (Europe/Sarajevo)')).toBeVisible();
  },
};

/** Without a time zone the times are the trainer's own. */
export const NoTimeZone: Story = {
  args: { timeZone: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Times are in the trainer's local time.")).toBeVisible();
  },
};

export const NoAvailability: Story = {
  args: { availability: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No regular times given yet.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const FullWeek: Story = {
  args: {
    availability: weekdays.flatMap((weekday) => timeSlots.map((slot) => ({ weekday, slot }))),
    timeZone: 'America/New_York',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('cell', { name: 'Available' })).toHaveLength(28);
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('rowheader', { name: 'Samstag' })).toBeInTheDocument();
    await expect(canvas.getByText(/^Zeitzone: /)).toBeVisible();
  },
};

/** Phones show short day names; screen readers still hear the full ones. */
export const Mobile: Story = {
  decorators: [],
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('rowheader', { name: 'Monday' })).toBeInTheDocument();
  },
};
