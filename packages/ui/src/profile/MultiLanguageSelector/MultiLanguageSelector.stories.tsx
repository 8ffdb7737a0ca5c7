import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { LanguageCode } from '@spotter/domain';
import { maxWidth, listClosed } from '../../primitives/story-helpers.tsx';
import { MultiLanguageSelector, type MultiLanguageSelectorProps } from './MultiLanguageSelector.tsx';

/** Keeps the chosen languages in state like the section does, and reports each change. */
function Stateful(props: MultiLanguageSelectorProps) {
  const [value, setValue] = useState<LanguageCode[]>([...props.value]);
  return (
    <MultiLanguageSelector
      {...props}
      value={value}
      onChange={(next) => {
        props.onChange(next);
        setValue(next);
      }}
    />
  );
}

const meta = {
  title: 'Profile/MultiLanguageSelector',
  component: MultiLanguageSelector,
  render: (args) => <Stateful {...args} />,
  args: { label: 'Languages you coach in', value: [], onChange: fn() },
  decorators: [maxWidth(560)],
} satisfies Meta<typeof MultiLanguageSelector>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: the count says so. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No languages selected')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Chosen languages' })).toBeNull();
  },
};

/** Type-ahead and keyboard: 'ger' offers German first; Enter adds it as a chip and clears the input. */
export const KeyboardAdd: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Languages you coach in' });
    await userEvent.click(input);
    await userEvent.keyboard('ger');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')[0]).toHaveTextContent('German'));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['de']);
    await expect(input).toHaveValue('');
    // The list closes after adding; until then it hides the rest from assistive technology.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Remove German' })).toBeVisible());
    await expect(canvas.getByText('1 language selected')).toBeVisible();
    await userEvent.keyboard('fren{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['de', 'fr']);
    // Backspace in the empty input takes the last chip back.
    await userEvent.keyboard('{Backspace}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['de']);
    await listClosed();
  },
};

/** Several languages, each with its flag (a globe for Esperanto and Latin, which have no country). */
export const Filled: Story = {
  args: { value: ['bs', 'en', 'de', 'eo', 'la'] },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('5 languages selected')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove English' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['bs', 'de', 'eo', 'la']);
    // The focus moves to the chip that took its place.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Remove German' })).toHaveFocus());
  },
};

/** At the maximum, a further language is refused with a message and nothing changes. */
export const AtMaximum: Story = {
  args: { value: ['bs', 'hr', 'sr'], max: 3 },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('combobox'));
    await userEvent.keyboard('slov');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'You can choose at most 3 languages. Remove one to add another.',
    );
    await expect(args.onChange).not.toHaveBeenCalled();
    await listClosed();
  },
};

/** An error from the server under the field. */
export const WithError: Story = {
  args: { value: ['de'], errorMessage: 'Each item can be chosen only once.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Each item can be chosen only once.')).toBeVisible();
    await expect(canvas.getByRole('combobox')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** While the section saves, the input and the chips' remove buttons are disabled. */
export const Disabled: Story = {
  args: { value: ['hr', 'en'], isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove Croatian' })).toBeDisabled();
  },
};

/** Slovenian interface: names in Slovenian, and the dual form of the count. */
export const Slovenian: Story = {
  args: { label: 'Jeziki', value: ['sl', 'de'] },
  globals: { locale: 'sl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2 izbrana jezika')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Odstrani jezik nemščina' })).toBeVisible();
  },
};

/** German interface: the search ignores diacritics, so 'franzo' finds Französisch. */
export const GermanSearch: Story = {
  args: { label: 'Sprachen' },
  globals: { locale: 'de' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('combobox'));
    await userEvent.keyboard('franzo');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')[0]).toHaveTextContent('Französisch'));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['fr']);
    await expect(canvas.getByText('1 Sprache ausgewählt')).toBeVisible();
    await listClosed();
  },
};

/** Croatian interface: the 'few' form of the count. */
export const Croatian: Story = {
  args: { label: 'Jezici', value: ['hr', 'en', 'de'] },
  globals: { locale: 'hr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3 odabrana jezika')).toBeVisible();
  },
};

/** On a phone the chips wrap and the list fits the screen. */
export const Mobile: Story = {
  args: { value: ['bs', 'en', 'de', 'it', 'es', 'fr'] },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
