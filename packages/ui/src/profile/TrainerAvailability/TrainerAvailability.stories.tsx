import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { maxWidth, listClosed } from '../../primitives/story-helpers.tsx';
import {
  TrainerAvailabilityFields,
  type TrainerAvailabilityFieldsProps,
  type TrainerAvailabilityValues,
} from './TrainerAvailability.tsx';

const filled: TrainerAvailabilityValues = {
  availability: [
    { weekday: 'monday', timeSlot: 'Morning' },
    { weekday: 'monday', timeSlot: 'Evening' },
    { weekday: 'wednesday', timeSlot: 'Evening' },
    { weekday: 'friday', timeSlot: 'Afternoon' },
    { weekday: 'saturday', timeSlot: 'Morning' },
  ],
  sessionDuration: 45,
  cancellationPolicy: 12,
  timeZone: 'Europe/Sarajevo',
};

const empty: TrainerAvailabilityValues = {
  availability: [],
  sessionDuration: null,
  cancellationPolicy: null,
  timeZone: null,
};

/** Holds the values like the section wrapper, dirty once anything changed. */
function Stateful(props: TrainerAvailabilityFieldsProps) {
  const [value, setValue] = useState(props.value);
  const [dirty, setDirty] = useState(props.isDirty ?? false);
  return (
    <TrainerAvailabilityFields
      {...props}
      value={value}
      isDirty={dirty}
      onChange={(next) => {
        props.onChange(next);
        setValue(next);
        setDirty(true);
      }}
    />
  );
}

const meta = {
  title: 'Profile/TrainerAvailability',
  component: TrainerAvailabilityFields,
  render: (args) => <Stateful {...args} />,
  args: { value: filled, onChange: fn(), errors: {} },
  decorators: [maxWidth(760)],
} satisfies Meta<typeof TrainerAvailabilityFields>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Nothing saved yet: the defaults show as placeholders with hints. The fields change nothing by
 * themselves (the section proposes the browser's time zone, see TrainerAvailability.test.tsx).
 */
export const Empty: Story = {
  args: { value: empty },
  play: async ({ args, canvas }) => {
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.queryByText("Don't forget to save your availability")).toBeNull();
    const session = canvas.getByRole('textbox', { name: /Session length/ });
    await expect(session).toHaveValue('');
    await expect(session).toHaveAttribute('placeholder', '60');
    await expect(session).toHaveAccessibleDescription('In minutes, 15 to 480. Left empty, a session lasts 60 minutes.');
    await expect(canvas.getByRole('textbox', { name: /Cancellation notice/ })).toHaveAttribute('placeholder', '24');
  },
};

/** Saved values: no reminder until something changes. */
export const Filled: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByText("Don't forget to save your availability")).toBeNull();
    await expect(canvas.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Europe/Sarajevo');
    await expect(canvas.getByText('5 of 28 times chosen')).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Any change shows the reminder to save; the session length is a whole number of minutes. */
export const Editing: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('gridcell', { name: 'Sunday, Night' }));
    await expect(await canvas.findByText("Don't forget to save your availability")).toBeVisible();
    const session = canvas.getByRole('textbox', { name: /Session length/ });
    await userEvent.clear(session);
    await userEvent.type(session, '90');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ sessionDuration: 90 }));
    // Emptied, it is saved as the default (the schema turns null into 60).
    await userEvent.clear(session);
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ sessionDuration: null }));
  },
};

/** The time zone is searched by city. */
export const ChooseTimeZone: Story = {
  play: async ({ args, canvas }) => {
    const zone = canvas.getByRole('combobox', { name: 'Time zone' });
    await userEvent.clear(zone);
    await userEvent.type(zone, 'Ljub');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'Europe/Ljubljana' })).toBeVisible());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ timeZone: 'Europe/Ljubljana' }));
    await listClosed();
  },
};

/** Errors from the server under their fields. */
export const WithErrors: Story = {
  args: {
    value: { ...filled, sessionDuration: 500 },
    errors: { sessionDuration: ['Enter 480 or less.'], timeZone: ['Choose a valid time zone.'] },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Enter 480 or less.')).toBeVisible();
    await expect(canvas.getByText('Choose a valid time zone.')).toBeVisible();
  },
};

/** While the section saves, nothing can be changed; the reminder stays. */
export const Saving: Story = {
  args: { isDisabled: true, isDirty: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Session length/ })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'Time zone' })).toBeDisabled();
    await expect(canvas.getByText("Don't forget to save your availability")).toBeVisible();
  },
};

/** Serbian: 24 h hours, translated labels. */
export const Serbian: Story = {
  globals: { locale: 'sr' },
};

export const Mobile: Story = {
  args: { isDirty: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
