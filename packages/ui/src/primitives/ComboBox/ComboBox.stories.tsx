import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { tabToRole, expectFieldError } from '../story-helpers.tsx';
import { ComboBox, type ComboBoxOption } from './ComboBox.tsx';

const cities: ComboBoxOption[] = [
  { id: 'sarajevo', label: 'Sarajevo' },
  { id: 'zagreb', label: 'Zagreb' },
  { id: 'ljubljana', label: 'Ljubljana' },
  { id: 'belgrade', label: 'Belgrade' },
  { id: 'berlin', label: 'Berlin' },
  { id: 'banja_luka', label: 'Banja Luka' },
  { id: 'mostar', label: 'Mostar' },
];

const meta = {
  title: 'Primitives/ComboBox',
  component: ComboBox,
  args: { label: 'City', name: 'city', items: cities, placeholder: 'Start typing a city', onChange: fn() },
} satisfies Meta<typeof ComboBox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvas }) => {
    await tabToRole(canvas, 'combobox', 'City');
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(cities.length);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Types into the focused combo box and waits until its list shows exactly these rows. */
async function typeAndExpectOptions(text: string, rows: string[]) {
  await userEvent.keyboard(text);
  const listbox = await screen.findByRole('listbox');
  await waitFor(() =>
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(rows),
  );
  return listbox;
}

export const Filtering: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'City' });
    await userEvent.tab();
    await typeAndExpectOptions('ba', ['Banja Luka']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('banja_luka');
    await expect(input).toHaveValue('Banja Luka');
  },
};

export const NoResults: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    // react-aria renders the empty state as the list's only row.
    const listbox = await typeAndExpectOptions('Tokyo', ['No results']);
    await expect(within(listbox).getByText('No results')).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).not.toHaveBeenCalled();
    // Without a match, committing resets the text to the (empty) selection.
    await expect(canvas.getByRole('combobox', { name: 'City' })).toHaveValue('');
  },
};

export const Filled: Story = {
  args: { defaultValue: 'zagreb' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'City' })).toHaveValue('Zagreb');
  },
};

export const WithDescription: Story = {
  args: {
    label: 'Activity',
    name: 'activity',
    placeholder: undefined,
    description: 'Pick the activity you want coaching for.',
    items: [
      { id: 'weight_training', label: 'Weight training' },
      { id: 'yoga', label: 'Yoga' },
      { id: 'running', label: 'Running' },
      { id: 'crossfit', label: 'CrossFit' },
      { id: 'swimming', label: 'Swimming' },
    ],
  },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Activity' });
    await expect(input).toHaveAccessibleDescription('Pick the activity you want coaching for.');
    await userEvent.tab();
    await userEvent.keyboard('yo');
    await screen.findByRole('option', { name: 'Yoga' });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('yoga');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Choose a city from the list.', defaultInputValue: 'Sarjevo' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'City' });
    await expectFieldError(canvas, input, 'Choose a city from the list.');
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'City' })).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'ljubljana' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'City' });
    await expect(input).toBeDisabled();
    await expect(input).toHaveValue('Ljubljana');
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
  },
};
