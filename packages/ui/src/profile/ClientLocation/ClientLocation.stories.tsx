import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { emptyLocation, type ClientLocation } from '@spotter/domain';
import { m, validationMessage } from '@spotter/i18n';
import { banjaLuka, searchStoryCities, storyPlaceDetails } from '../../location/storyPlaces.ts';
import { ClientLocationFields, type ClientLocationFieldsProps } from './ClientLocation.tsx';

function Controlled(args: ClientLocationFieldsProps) {
  const [value, setValue] = useState<ClientLocation>(args.value);
  return (
    <ClientLocationFields
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
  title: 'Profile/ClientLocation',
  component: ClientLocationFields,
  render: (args) => <Controlled {...args} />,
  args: {
    value: { location: emptyLocation },
    onChange: fn(),
    errors: {},
    onSearchCities: fn(searchStoryCities),
    onPlaceDetails: fn(storyPlaceDetails),
  },
} satisfies Meta<typeof ClientLocationFields>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The client's location has no gyms. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(m.location_summary_empty())).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add gym' })).not.toBeInTheDocument();
  },
};

export const Filled: Story = {
  args: { value: { location: banjaLuka } },
};

export const ChooseCity: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'City' }));
    await userEvent.keyboard('sarajevo');
    await userEvent.click(await screen.findByRole('option', { name: /^Sarajevo/ }));
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith({
        location: {
          city: 'Sarajevo',
          state: 'Federation of Bosnia and Herzegovina',
          countryCode: 'BA',
          lat: 43.8563,
          lon: 18.4131,
        },
      }),
    );
  },
};

export const Errors: Story = {
  args: {
    value: { location: { ...emptyLocation, city: 'Sarajevo' } },
    errors: { 'location.city': [validationMessage('validation_invalid')] },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'City' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Saving: Story = {
  args: { value: { location: banjaLuka }, isDisabled: true },
};

export const Mobile: Story = {
  args: { value: { location: banjaLuka } },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
