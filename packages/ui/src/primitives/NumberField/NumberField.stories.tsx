import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { tabToRole, expectFieldError } from '../story-helpers.tsx';
import { NumberField } from './NumberField.tsx';

const meta = {
  title: 'Primitives/NumberField',
  component: NumberField,
  args: { label: 'Height', unit: 'cm', name: 'heightCm', minValue: 100, maxValue: 250, step: 1, onChange: fn() },
} satisfies Meta<typeof NumberField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvas }) => {
    const input = await tabToRole(canvas, 'textbox', 'Height (cm)');
    await userEvent.keyboard('178');
    await userEvent.tab();
    await expect(input).toHaveValue('178');
    await expect(args.onChange).toHaveBeenLastCalledWith(178);
  },
};

export const Filled: Story = {
  args: { defaultValue: 172 },
  play: async ({ args, canvas }) => {
    const input = await tabToRole(canvas, 'textbox', 'Height (cm)');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(input).toHaveValue('174');
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveValue('173');
    await expect(args.onChange).toHaveBeenLastCalledWith(173);
  },
};

export const ClampsToRange: Story = {
  args: { label: 'Sessions per week', unit: undefined, minValue: 1, maxValue: 7, defaultValue: 3 },
  play: async ({ canvas }) => {
    const input = await tabToRole(canvas, 'textbox', 'Sessions per week');
    await userEvent.keyboard('{End}');
    await expect(input).toHaveValue('7');
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('7');
    await userEvent.keyboard('{Home}');
    await expect(input).toHaveValue('1');
  },
};

export const DecimalStep: Story = {
  args: {
    label: 'Body weight',
    unit: 'kg',
    name: 'weightKg',
    minValue: 30,
    maxValue: 300,
    step: 0.5,
    defaultValue: 72.5,
    formatOptions: { minimumFractionDigits: 1, maximumFractionDigits: 1 },
  },
  play: async ({ canvas }) => {
    const input = await tabToRole(canvas, 'textbox', 'Body weight (kg)');
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('73.0');
  },
};

export const WithDescription: Story = {
  args: { description: 'Used to tailor your training plan. Only your coach sees it.', placeholder: '175' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Height (cm)' })).toHaveAccessibleDescription(
      'Used to tailor your training plan. Only your coach sees it.',
    );
  },
};

export const Invalid: Story = {
  args: { defaultValue: 90, isInvalid: true, errorMessage: 'Enter a height between 100 and 250 cm.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Height (cm)' });
    await expectFieldError(canvas, input, 'Enter a height between 100 and 250 cm.');
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Height (cm)' })).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 181 },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Height (cm)' });
    await expect(input).toBeDisabled();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
  },
};
