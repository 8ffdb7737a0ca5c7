import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { GymChoice } from '@spotter/domain';
import { m, validationMessage } from '@spotter/i18n';
import { banjaLuka, failingSearch, pendingForever, storyGymDirectory, storyGyms } from '../../location/storyPlaces.ts';
import { GymPicker, type GymPickerProps, type GymPoint } from './GymPicker.tsx';

const near = { lat: banjaLuka.lat as number, lon: banjaLuka.lon as number };
const [iron, borik, starcevica, vrbas] = storyGyms as [GymChoice, GymChoice, GymChoice, GymChoice];

/** Holds the chosen gyms like the section around it would. */
function Controlled(args: GymPickerProps) {
  const [value, setValue] = useState<GymChoice[]>(args.value);
  return (
    <GymPicker
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
  title: 'Profile/GymPicker',
  component: GymPicker,
  render: (args) => <Controlled {...args} />,
  args: {
    value: [],
    onChange: fn(),
    errors: {},
    near,
    onSearchGyms: fn(directory.search),
    onCreateGym: fn(directory.create),
  },
} satisfies Meta<typeof GymPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

async function openAdder(canvas: { getByRole: typeof screen.getByRole }) {
  await userEvent.click(canvas.getByRole('button', { name: 'Add gym' }));
  return canvas.getByRole('combobox', { name: 'Search gyms near you' });
}

async function closeList() {
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(m.gyms_picker_empty())).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add gym' })).toBeEnabled();
  },
};

export const Filled: Story = {
  args: { value: [iron, borik] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: `Remove ${iron.label}` })).toBeVisible();
  },
};

/** The adder lists the nearest gyms with their distance, and Cancel closes it. */
export const AddAndCancel: Story = {
  args: { value: [borik] },
  play: async ({ args, canvas }) => {
    const search = await openAdder(canvas);
    await waitFor(() => expect(search).toHaveFocus());
    const listbox = await screen.findByRole('listbox');
    const first = await within(listbox).findByRole('option', { name: /Iron Gym Banja Luka/ });
    await expect(first).toHaveTextContent('0.2 km');
    // Already chosen: shown, not choosable.
    await expect(within(listbox).getByRole('option', { name: /Fitness Centar Borik/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(args.onSearchGyms).toHaveBeenCalledWith('', near, expect.any(AbortSignal));
    await closeList();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(canvas.queryByRole('combobox')).not.toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Add gym' })).toHaveFocus());
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Searching by name and choosing a gym adds it. */
export const ChooseGym: Story = {
  args: { value: [borik] },
  play: async ({ args, canvas }) => {
    await openAdder(canvas);
    await userEvent.keyboard('vrbas');
    const option = await screen.findByRole('option', { name: /CrossFit Vrbas/ });
    await userEvent.click(option);
    await expect(args.onChange).toHaveBeenLastCalledWith([borik, vrbas]);
    await expect(canvas.getByText(vrbas.label)).toBeVisible();
  },
};

/** The third gym reaches the limit: the adder goes away and the limit message shows. */
export const ReachLimit: Story = {
  args: { value: [iron, borik] },
  play: async ({ canvas }) => {
    await openAdder(canvas);
    await userEvent.keyboard('star');
    await userEvent.click(await screen.findByRole('option', { name: /Gym Star/ }));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText(m.gyms_error_max())).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add gym' })).not.toBeInTheDocument();
  },
};

/** Three gyms chosen: no adder, the limit message instead; removing one brings the adder back. */
export const LimitReached: Story = {
  args: { value: [iron, borik, starcevica] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(m.gyms_error_max())).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add gym' })).not.toBeInTheDocument();
  },
};

export const RemoveAtLimit: Story = {
  args: { value: [iron, borik, starcevica] },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: `Remove ${borik.label}` }));
    await expect(args.onChange).toHaveBeenLastCalledWith([iron, starcevica]);
    await expect(canvas.queryByText(m.gyms_error_max())).not.toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Add gym' })).toHaveFocus());
  },
};

/** Without coordinates nothing can be searched: the adder says to choose the city first. */
export const NoCoordinatesYet: Story = {
  args: { near: null },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add gym' }));
    await expect(canvas.getByText(m.gyms_adder_needs_location())).toBeVisible();
    await expect(canvas.queryByRole('combobox')).not.toBeInTheDocument();
    await expect(args.onSearchGyms).not.toHaveBeenCalled();
  },
};

/** A gym missing from the directory is added to it and chosen. */
export const AddNewGym: Story = {
  play: async ({ args, canvas }) => {
    await openAdder(canvas);
    await userEvent.keyboard('Titan Fitness');
    await waitFor(() => expect(screen.getByText(m.gyms_adder_no_results())).toBeVisible());
    await closeList();
    await userEvent.click(canvas.getByRole('button', { name: m.gyms_adder_add_to_directory() }));
    const name = canvas.getByRole('textbox', { name: /Gym name/ });
    await expect(name).toHaveValue('Titan Fitness');
    await userEvent.type(canvas.getByRole('textbox', { name: /Address/ }), 'Jovana Dučića 23, Banja Luka');
    await userEvent.click(canvas.getByRole('button', { name: m.gyms_create_submit() }));
    await waitFor(() =>
      expect(args.onCreateGym).toHaveBeenCalledWith({
        name: 'Titan Fitness',
        address: 'Jovana Dučića 23, Banja Luka',
        lat: near.lat,
        lon: near.lon,
      }),
    );
    await waitFor(() => expect(canvas.getByRole('listitem')).toHaveTextContent('Titan Fitness'));
  },
};

/** The new gym's fields are checked with the shared contract before anything is sent. */
export const NewGymInvalid: Story = {
  play: async ({ args, canvas }) => {
    await openAdder(canvas);
    await closeList();
    await userEvent.click(canvas.getByRole('button', { name: m.gyms_adder_add_to_directory() }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Gym name/ }), 'X');
    await userEvent.click(canvas.getByRole('button', { name: m.gyms_create_submit() }));
    const name = canvas.getByRole('textbox', { name: /Gym name/ });
    // The check loads the shared schema with its first use.
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    await expect(canvas.getByRole('textbox', { name: /Address/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onCreateGym).not.toHaveBeenCalled();
  },
};

export const Searching: Story = {
  args: { onSearchGyms: fn((query: string, _near: GymPoint, signal: AbortSignal) => pendingForever(query, signal)) },
  play: async ({ canvas }) => {
    await openAdder(canvas);
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getByText(m.gyms_adder_searching())).toBeVisible();
    await closeList();
    await expect(canvas.getByText(m.gyms_adder_searching())).toBeVisible();
  },
};

export const NoResults: Story = {
  play: async ({ canvas }) => {
    await openAdder(canvas);
    await userEvent.keyboard('zzzz');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getByText(m.gyms_adder_no_results())).toBeVisible());
    await closeList();
  },
};

export const ProviderError: Story = {
  args: { onSearchGyms: fn((query: string, _near: GymPoint, signal: AbortSignal) => failingSearch(query, signal)) },
  play: async ({ canvas }) => {
    await openAdder(canvas);
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getByText(m.gyms_adder_search_failed())).toBeVisible());
    await closeList();
    await expect(canvas.getByText(m.gyms_adder_search_failed())).toBeVisible();
  },
};

/** The server's errors for the gyms show under the list. */
export const Errors: Story = {
  args: { value: [iron], errors: { gyms: [validationMessage('validation_gym_unknown')] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(validationMessage('validation_gym_unknown'))).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { value: [iron], isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Add gym' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: `Remove ${iron.label}` })).toBeDisabled();
  },
};

export const Mobile: Story = {
  args: { value: [iron, borik] },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await openAdder(canvas);
    await screen.findByRole('option', { name: /Iron Gym Banja Luka/ });
    await closeList();
  },
};
