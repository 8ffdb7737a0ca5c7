import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { emptyLocation, type GymChoice, type TrainerLocation } from '@spotter/domain';
import { m, validationMessage } from '@spotter/i18n';
import {
  banjaLuka,
  searchStoryCities,
  storyGymDirectory,
  storyGyms,
  storyPlaceDetails,
} from '../../location/storyPlaces.ts';
import { TrainerLocationFields, type TrainerLocationFieldsProps } from './TrainerLocation.tsx';
import { listClosed } from '../../primitives/story-helpers.tsx';

const [iron, borik, starcevica] = storyGyms as [GymChoice, GymChoice, GymChoice];

function Controlled(args: TrainerLocationFieldsProps) {
  const [value, setValue] = useState<TrainerLocation>(args.value);
  return (
    <TrainerLocationFields
      {...args}
      value={value}
      onChange={(next) => {
        setValue(next);
        args.onChange(next);
      }}
    />
  );
}

const directory = storyGymDirectory();

const meta = {
  title: 'Profile/TrainerLocation',
  component: TrainerLocationFields,
  render: (args) => <Controlled {...args} />,
  args: {
    value: { location: emptyLocation, gyms: [] },
    onChange: fn(),
    errors: {},
    onSearchCities: fn(searchStoryCities),
    onPlaceDetails: fn(storyPlaceDetails),
    onSearchGyms: fn(directory.search),
    onCreateGym: fn(directory.create),
  },
} satisfies Meta<typeof TrainerLocationFields>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No city yet: the gym adder asks for the city first. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add gym' }));
    await expect(canvas.getByText(m.gyms_adder_needs_location())).toBeVisible();
  },
};

export const Filled: Story = {
  args: { value: { location: banjaLuka, gyms: [iron, borik] } },
};

export const GymLimitReached: Story = {
  args: { value: { location: banjaLuka, gyms: [iron, borik, starcevica] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(m.gyms_error_max())).toBeVisible();
  },
};

/** Choosing the city gives the point the gyms are searched near. */
export const ChooseCityThenGym: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'City' }));
    await userEvent.keyboard('banja lu');
    await userEvent.click(await screen.findByRole('option', { name: /^Banja Luka/ }));
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith({ location: banjaLuka, gyms: [] }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add gym' }));
    await userEvent.keyboard('iron');
    await userEvent.click(await screen.findByRole('option', { name: /Iron Gym/ }));
    await expect(args.onSearchGyms).toHaveBeenCalledWith(
      'iron',
      { lat: banjaLuka.lat, lon: banjaLuka.lon },
      expect.any(AbortSignal),
    );
    await expect(args.onChange).toHaveBeenLastCalledWith({ location: banjaLuka, gyms: [iron] });
    await listClosed();
  },
};

export const Errors: Story = {
  args: {
    value: { location: { ...banjaLuka, countryCode: null }, gyms: [iron, iron] },
    errors: {
      'location.countryCode': [validationMessage('validation_option_invalid')],
      gyms: [validationMessage('validation_gym_duplicate')],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(validationMessage('validation_gym_duplicate'))).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Country' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Saving: Story = {
  args: { value: { location: banjaLuka, gyms: [iron] }, isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'City' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Add gym' })).toBeDisabled();
  },
};

/** Saved with a typed city the server could not place: the trainer is told nearby searches miss them. */
export const CityNotOnMap: Story = {
  args: {
    value: { location: { city: 'Qqqzzzville', state: '', countryCode: 'BA', lat: null, lon: null }, gyms: [] },
  },
  play: async ({ canvas }) => {
    const warning = canvas.getByRole('alert');
    await expect(warning).toHaveTextContent(m.location_not_on_map_title({ city: 'Qqqzzzville' }));
    await expect(warning).toHaveTextContent(m.location_not_on_map_trainer());
  },
};

/** While the typed city is unsaved, the server may still place it on save: no warning yet. */
export const CityTypedUnsaved: Story = {
  args: {
    value: { location: { city: 'Qqqzzzville', state: '', countryCode: 'BA', lat: null, lon: null }, gyms: [] },
    isDirty: true,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'City' })).toHaveValue('Qqqzzzville');
    await expect(canvas.queryByText(m.location_not_on_map_trainer())).toBeNull();
  },
};

export const CityNotOnMapMobile: Story = {
  ...CityNotOnMap,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const FilledOnMap: Story = {
  args: { value: { location: banjaLuka, gyms: [iron] } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Mobile: Story = {
  args: { value: { location: banjaLuka, gyms: [iron, borik] } },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
