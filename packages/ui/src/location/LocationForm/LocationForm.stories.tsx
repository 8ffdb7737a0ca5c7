import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { emptyLocation, type Location } from '@spotter/domain';
import { m, validationMessage } from '@spotter/i18n';
import { banjaLuka, failingSearch, pendingForever, searchStoryCities, storyPlaceDetails } from '../storyPlaces.ts';
import { countryName } from './countries.ts';
import { LocationForm, type LocationFormProps } from './LocationForm.tsx';
import { listClosed } from '../../primitives/story-helpers.tsx';

// Chromium's English name for BA is 'Bosnia & Herzegovina': the stories read it from Intl, as the form does.
const bosnia = countryName('BA', 'en');

/** Holds the value like the section around it would. */
function Controlled(args: LocationFormProps) {
  const [value, setValue] = useState<Location>(args.value);
  return (
    <LocationForm
      {...args}
      value={value}
      onChange={(next) => {
        setValue(next);
        args.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Location/LocationForm',
  component: LocationForm,
  render: (args) => <Controlled {...args} />,
  args: {
    value: emptyLocation,
    onChange: fn(),
    errors: {},
    onSearchCities: fn(searchStoryCities),
    onPlaceDetails: fn(storyPlaceDetails),
  },
} satisfies Meta<typeof LocationForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing set yet: the card says how to start. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'Your Location' });
    await expect(within(card).getByText(m.location_summary_empty())).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'City' })).toHaveValue('');
  },
};

/** A city chosen from the suggestions: the card shows its country's name and its coordinates. */
export const Filled: Story = {
  args: { value: banjaLuka },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'Your Location' });
    await expect(within(card).getByText(bosnia)).toBeVisible();
    await expect(within(card).getByText('44.7722, 17.1910')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Country' })).toHaveValue(bosnia);
  },
};

/** Typing 'banja lu' and choosing Banja Luka fills state, country and the point. */
export const ChooseSuggestion: Story = {
  play: async ({ args, canvas }) => {
    const city = canvas.getByRole('combobox', { name: 'City' });
    await userEvent.click(city);
    await userEvent.keyboard('banja lu');
    const option = await screen.findByRole('option', {
      name: `Banja Luka — Republika Srpska, ${bosnia}`,
    });
    await expect(args.onSearchCities).toHaveBeenLastCalledWith('banja lu', expect.any(AbortSignal));
    await userEvent.click(option);
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'State / Province' })).toHaveValue('Republika Srpska'),
    );
    await expect(city).toHaveValue('Banja Luka');
    await expect(canvas.getByRole('combobox', { name: 'Country' })).toHaveValue(bosnia);
    const card = canvas.getByRole('region', { name: 'Your Location' });
    await waitFor(() => expect(within(card).getByText('44.7722, 17.1910')).toBeVisible());
    await expect(args.onChange).toHaveBeenLastCalledWith(banjaLuka);
    await listClosed();
  },
};

/** Diacritics do not matter: 'zur' finds Zürich, shown with its country's name. */
export const DiacriticInsensitive: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'City' }));
    await userEvent.keyboard('zur');
    await expect(
      await screen.findByRole('option', { name: `Zürich — Zurich, ${countryName('CH', 'en')}` }),
    ).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await listClosed();
  },
};

/** A city typed by hand stays as text, without coordinates. */
export const ManualEntry: Story = {
  args: { value: banjaLuka },
  play: async ({ args, canvas }) => {
    const city = canvas.getByRole('combobox', { name: 'City' });
    await userEvent.clear(city);
    await userEvent.type(city, 'Prnjavor');
    await userEvent.tab();
    await expect(city).toHaveValue('Prnjavor');
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...banjaLuka, city: 'Prnjavor', lat: null, lon: null });
    const card = canvas.getByRole('region', { name: 'Your Location' });
    await expect(within(card).getByText(m.location_summary_no_coordinates())).toBeVisible();
    // Done typing, the person clicks away: nothing stays focused or selected (a selection drew
    // grey or blue by whether the window held the focus, so the picture changed from run to run).
    await userEvent.click(card);
    await expect(city).not.toHaveFocus();
    await listClosed();
  },
};

/** Field errors under their fields, translated. */
export const Errors: Story = {
  args: {
    value: { ...emptyLocation, city: 'B'.repeat(12) },
    errors: {
      'location.city': [validationMessage('validation_required')],
      'location.countryCode': [validationMessage('validation_option_invalid')],
    },
  },
  play: async ({ canvas }) => {
    const city = canvas.getByRole('combobox', { name: 'City' });
    await expect(city).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(validationMessage('validation_required'))).toBeVisible();
    await expect(canvas.getByText(validationMessage('validation_option_invalid'))).toBeVisible();
  },
};

/** While the provider answers, the list and the field say that cities are being searched. */
export const Searching: Story = {
  args: { onSearchCities: fn(pendingForever) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'City' }));
    await userEvent.keyboard('sara');
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getByText(m.location_form_city_searching())).toBeVisible();
    // The open list hides the rest of the form from assistive technology (and from axe) until closed.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(canvas.getByRole('status')).toHaveTextContent(m.location_form_city_searching());
  },
};

export const NoResults: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'City' }));
    await userEvent.keyboard('xyzzy');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getByText(m.location_form_city_no_results())).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(canvas.getByRole('combobox', { name: 'City' })).toHaveValue('xyzzy');
  },
};

/** The provider fails: the field says so politely, and typing by hand still works. */
export const ProviderError: Story = {
  args: { onSearchCities: fn(failingSearch) },
  play: async ({ canvas }) => {
    const city = canvas.getByRole('combobox', { name: 'City' });
    await userEvent.click(city);
    await userEvent.keyboard('Tuzla');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getByText(m.location_form_city_search_failed())).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(canvas.getByRole('status')).toHaveTextContent(m.location_form_city_search_failed());
    await expect(city).toHaveValue('Tuzla');
  },
};

export const Disabled: Story = {
  args: { value: banjaLuka, isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'City' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'State / Province' })).toBeDisabled();
  },
};

export const Mobile: Story = {
  args: { value: banjaLuka },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
