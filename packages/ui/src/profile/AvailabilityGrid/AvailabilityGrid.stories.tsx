import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { AvailabilitySlot } from '@spotter/domain';
import { maxWidth } from '../../primitives/story-helpers.tsx';
import { AvailabilityGrid, type AvailabilityGridProps } from './AvailabilityGrid.tsx';

/** Keeps the slots in state like the section does, and reports each change. */
function Stateful(props: AvailabilityGridProps) {
  const [value, setValue] = useState<AvailabilitySlot[]>([...props.value]);
  return (
    <AvailabilityGrid
      {...props}
      value={value}
      onChange={(next) => {
        props.onChange(next);
        setValue(next);
      }}
    />
  );
}

const weekdayEvenings: AvailabilitySlot[] = [
  { weekday: 'monday', timeSlot: 'Morning' },
  { weekday: 'monday', timeSlot: 'Evening' },
  { weekday: 'tuesday', timeSlot: 'Evening' },
  { weekday: 'wednesday', timeSlot: 'Morning' },
  { weekday: 'wednesday', timeSlot: 'Evening' },
  { weekday: 'thursday', timeSlot: 'Evening' },
  { weekday: 'saturday', timeSlot: 'Morning' },
  { weekday: 'saturday', timeSlot: 'Afternoon' },
];

const meta = {
  title: 'Profile/AvailabilityGrid',
  component: AvailabilityGrid,
  render: (args) => <Stateful {...args} />,
  args: { value: [], onChange: fn() },
  decorators: [maxWidth(720)],
} satisfies Meta<typeof AvailabilityGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No time chosen; the hours are shown in 12 h with AM/PM in English. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('grid', { name: 'Weekly availability' })).toBeVisible();
    await expect(canvas.getByText('6:00 AM – 11:59 AM')).toBeVisible();
    await expect(canvas.getByText('9:00 PM – 5:59 AM')).toBeVisible();
    await expect(canvas.queryAllByRole('gridcell', { selected: true })).toHaveLength(0);
  },
};

/** A week with some mornings and evenings. */
export const Filled: Story = {
  args: { value: weekdayEvenings },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('gridcell', { selected: true })).toHaveLength(weekdayEvenings.length);
    await expect(canvas.getByRole('gridcell', { name: 'Monday, Evening' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** Only one cell is in the Tab order; arrows, Home and End move, Space and Enter toggle. */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('gridcell', { name: 'Monday, Morning' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    const tuesdayAfternoon = canvas.getByRole('gridcell', { name: 'Tuesday, Afternoon' });
    await expect(tuesdayAfternoon).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith([{ weekday: 'tuesday', timeSlot: 'Afternoon' }]);
    await expect(tuesdayAfternoon).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}{Enter}');
    await expect(canvas.getByRole('gridcell', { name: 'Tuesday, Night' })).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith([
      { weekday: 'tuesday', timeSlot: 'Afternoon' },
      { weekday: 'tuesday', timeSlot: 'Night' },
    ]);
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await expect(canvas.getByRole('gridcell', { name: 'Sunday, Night' })).toHaveFocus();
  },
};

/** An error from the server is shown under the grid and read with it. */
export const WithError: Story = {
  args: { value: weekdayEvenings, errorMessage: 'Each item can be chosen only once.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('grid')).toHaveAccessibleDescription(/Each item can be chosen only once\./);
  },
};

/** While the section saves, the cells stay readable but cannot be switched. */
export const Disabled: Story = {
  args: { value: weekdayEvenings, isDisabled: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('gridcell', { name: 'Friday, Night' }));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** German: weekday and slot names translated, hours in 24 h. */
export const German: Story = {
  args: { value: weekdayEvenings },
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('6:00 – 11:59')).toBeVisible();
    await expect(canvas.getByText('21:00 – 5:59')).toBeVisible();
  },
};

/** On a phone the grid keeps its cells large enough to tap. */
export const Mobile: Story = {
  args: { value: weekdayEvenings },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
