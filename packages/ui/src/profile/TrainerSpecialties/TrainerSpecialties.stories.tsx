import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { TrainerSpecialties } from '@spotter/domain';
import { maxWidth } from '../../primitives/story-helpers.tsx';
import { TrainerSpecialtiesFields, type TrainerSpecialtiesFieldsProps } from './TrainerSpecialties.tsx';

const empty: TrainerSpecialties = {
  specialties: [],
  trainingTypes: [],
  trainingModes: [],
  trainingEnvironments: [],
  serviceFeatures: [],
  nutritionExtras: [],
};

const filled: TrainerSpecialties = {
  specialties: ['weight_loss', 'strength', 'rehabilitation', 'seniors'],
  trainingTypes: ['weight_training', 'hiit', 'stretching'],
  trainingModes: ['inPerson', 'online'],
  trainingEnvironments: ['commercial_gym', 'outdoors'],
  serviceFeatures: ['progressTracking', 'flexibleScheduling'],
  nutritionExtras: ['groceryLists'],
};

function Stateful(props: TrainerSpecialtiesFieldsProps) {
  const [value, setValue] = useState(props.value);
  return (
    <TrainerSpecialtiesFields
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
  title: 'Profile/TrainerSpecialties',
  component: TrainerSpecialtiesFields,
  render: (args) => <Stateful {...args} />,
  args: { value: empty, onChange: fn(), errors: {} },
  decorators: [maxWidth(900)],
} satisfies Meta<typeof TrainerSpecialtiesFields>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every group, nothing chosen; each says how many of its options are chosen. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Specialties' })).toHaveAccessibleDescription(
      'Clients are matched with you by their goals and these specialties. 0 of 13 selected',
    );
    await expect(canvas.getByRole('group', { name: 'Training types' })).toHaveAccessibleDescription('0 of 15 selected');
    await expect(canvas.getByRole('group', { name: 'Training modes' })).toHaveAccessibleDescription('0 of 4 selected');
    await expect(canvas.getByRole('group', { name: 'Service features' })).toHaveAccessibleDescription(
      '0 of 8 selected',
    );
    await expect(canvas.getByRole('group', { name: 'Nutrition extras' })).toHaveAccessibleDescription(
      '0 of 6 selected',
    );
  },
};

export const Filled: Story = {
  args: { value: filled },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2 of 4 selected')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Online' })).toBeChecked();
  },
};

/** With the keyboard: Tab to a box, Space ticks it; the list keeps its own order. */
export const KeyboardChoose: Story = {
  args: { value: { ...empty, trainingModes: ['hybrid'] } },
  play: async ({ args, canvas }) => {
    canvas.getByRole('checkbox', { name: 'Hybrid' }).focus();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await expect(canvas.getByRole('checkbox', { name: 'Online' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...empty, trainingModes: ['online', 'hybrid'] });
    await expect(canvas.getByText('2 of 4 selected')).toBeVisible();
  },
};

export const WithErrors: Story = {
  args: { value: filled, errors: { trainingModes: ['Choose one of the options.'] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Choose one of the options.')).toBeVisible();
  },
};

export const Saving: Story = {
  args: { value: filled, isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Online' })).toBeDisabled();
  },
};

export const Bosnian: Story = {
  args: { value: filled },
  globals: { locale: 'bs' },
};

export const Mobile: Story = {
  args: { value: filled },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
