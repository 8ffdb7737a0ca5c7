import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { expectFieldError, maxWidth, tabToRole } from '../story-helpers.tsx';
import { NativeSelect, type NativeSelectProps } from './NativeSelect.tsx';

const years = Array.from({ length: 50 }, (_, index) => String(2026 - index)).map((year) => ({ id: year, label: year }));

/** Holds the value, as a form does, so choosing shows. */
function Controlled(props: NativeSelectProps) {
  const [value, setValue] = useState(props.value);
  return (
    <NativeSelect
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Primitives/NativeSelect',
  component: NativeSelect,
  render: (args) => <Controlled {...args} />,
  decorators: [maxWidth(360)],
  args: { label: 'Coaching since', name: 'trainerSince', items: years, value: null, onChange: fn() },
} satisfies Meta<typeof NativeSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvas }) => {
    const select = await tabToRole(canvas, 'combobox', 'Coaching since');
    await expect(select).toHaveDisplayValue('Select an option');
    await userEvent.selectOptions(select, '2019');
    await expect(args.onChange).toHaveBeenCalledWith('2019');
    await expect(select).toHaveDisplayValue('2019');
  },
};

export const Filled: Story = {
  args: { value: '2012' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Coaching since' })).toHaveDisplayValue('2012');
  },
};

export const WithDescription: Story = {
  args: { description: 'The year you started coaching others.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Coaching since' })).toHaveAccessibleDescription(
      'The year you started coaching others.',
    );
  },
};

export const Required: Story = {
  args: { label: 'Coaching since *', isRequired: true },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Coaching since *' });
    await expect(select).toBeRequired();
    // The placeholder cannot be chosen back once a year is.
    await expect(canvas.getByRole('option', { name: 'Select an option' })).toBeDisabled();
  },
};

export const Invalid: Story = {
  args: { errorMessage: 'Choose the year you started coaching.' },
  play: async ({ canvas }) => {
    await expectFieldError(
      canvas,
      canvas.getByRole('combobox', { name: 'Coaching since' }),
      'Choose the year you started coaching.',
    );
  },
};

export const Disabled: Story = {
  args: { value: '2015', isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Coaching since' })).toBeDisabled();
  },
};

export const Mobile: Story = {
  args: { value: '2020' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
