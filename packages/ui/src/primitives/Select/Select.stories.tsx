import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { tabTo, tabToRole } from '../story-helpers.tsx';
import { Select, type SelectOption } from './Select.tsx';

const cities: SelectOption[] = [
  { id: 'sarajevo', label: 'Sarajevo' },
  { id: 'zagreb', label: 'Zagreb' },
  { id: 'ljubljana', label: 'Ljubljana' },
  { id: 'belgrade', label: 'Belgrade' },
  { id: 'berlin', label: 'Berlin' },
];

const meta = {
  title: 'Primitives/Select',
  component: Select,
  args: { label: 'City', name: 'city', items: cities, onChange: fn() },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: /City/ });
    await expect(trigger).toHaveTextContent('Select an option');
    await tabTo(trigger);
    await userEvent.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    await expect(listbox).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('zagreb');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('Zagreb');
    await expect(trigger).toHaveFocus();
  },
};

export const Filled: Story = {
  args: { defaultValue: 'ljubljana' },
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: /City/ });
    await expect(trigger).toHaveTextContent('Ljubljana');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(await screen.findByRole('option', { name: 'Ljubljana' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('Ljubljana');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const WithDescription: Story = {
  args: {
    label: 'Main activity',
    name: 'activity',
    description: 'Coaches who offer this activity are shown first.',
    items: [
      { id: 'weight_training', label: 'Weight training' },
      { id: 'yoga', label: 'Yoga' },
      { id: 'running', label: 'Running' },
      { id: 'pilates', label: 'Pilates' },
      { id: 'boxing', label: 'Boxing' },
    ],
    placeholder: 'Choose an activity',
  },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Main activity/ });
    await expect(trigger).toHaveTextContent('Choose an activity');
    await expect(trigger).toHaveAccessibleDescription('Coaches who offer this activity are shown first.');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Choose the city where you train.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Choose the city where you train.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /City/ })).toHaveAccessibleDescription(
      'Choose the city where you train.',
    );
  },
};

export const Required: Story = {
  args: { isRequired: true, validationBehavior: 'aria', errorMessage: 'Choose the city where you train.' },
  play: async ({ canvas }) => {
    const trigger = await tabToRole(canvas, 'button', /City/);
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveTextContent('Sarajevo');
  },
};

export const WithDisabledOption: Story = {
  args: {
    items: [
      { id: 'sarajevo', label: 'Sarajevo' },
      { id: 'zagreb', label: 'Zagreb', isDisabled: true },
      { id: 'ljubljana', label: 'Ljubljana' },
    ],
  },
  play: async ({ args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByRole('option', { name: 'Zagreb' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('ljubljana');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'berlin' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /City/ });
    await expect(trigger).toBeDisabled();
    await userEvent.tab();
    await expect(trigger).not.toHaveFocus();
  },
};
