import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { tabToRole, expectFieldError } from '../story-helpers.tsx';
import { Checkbox, CheckboxGroup, checkboxGroupOrientations, type CheckboxGroupProps } from './Checkbox.tsx';

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  args: { label: 'Email me when a coach replies', name: 'notifyReplies', onChange: fn() },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ args, canvas }) => {
    const checkbox = await tabToRole(canvas, 'checkbox', 'Email me when a coach replies');
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const Checked: Story = {
  args: { defaultSelected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toBeChecked();
  },
};

export const WithDescription: Story = {
  args: {
    label: 'Show my profile in search results',
    name: 'listed',
    description: 'Clients in Sarajevo and online can find and contact you.',
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('checkbox', { name: 'Show my profile in search results' }),
    ).toHaveAccessibleDescription('Clients in Sarajevo and online can find and contact you.');
  },
};

export const Indeterminate: Story = {
  args: { label: 'All activities', isIndeterminate: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'All activities' })).toBePartiallyChecked();
  },
};

export const Invalid: Story = {
  args: {
    label: 'I accept the terms of service',
    name: 'terms',
    isInvalid: true,
    errorMessage: 'Accept the terms to create your account.',
  },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'I accept the terms of service' });
    await expectFieldError(canvas, checkbox, 'Accept the terms to create your account.');
  },
};

export const Required: Story = {
  args: { label: 'I accept the terms of service', name: 'terms', isRequired: true },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'I accept the terms of service' });
    await expect(checkbox).toBeRequired();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox');
    await expect(checkbox).toBeDisabled();
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

const activities = (
  <>
    <Checkbox value="weight_training" label="Weight training" />
    <Checkbox value="yoga" label="Yoga" />
    <Checkbox value="running" label="Running" />
    <Checkbox value="pilates" label="Pilates" description="Mat and reformer." />
  </>
);

type GroupStory = StoryObj<Omit<CheckboxGroupProps, 'children'>>;
const groupMeta = {
  render: (args: Omit<CheckboxGroupProps, 'children'>) => <CheckboxGroup {...args}>{activities}</CheckboxGroup>,
  args: { label: 'Activities you coach', name: 'activities', onChange: fn() },
  argTypes: { orientation: { control: 'inline-radio', options: checkboxGroupOrientations } },
} satisfies GroupStory;

export const GroupEmpty: GroupStory = {
  ...groupMeta,
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Activities you coach' })).toBeVisible();
    await tabToRole(canvas, 'checkbox', 'Weight training');
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await tabToRole(canvas, 'checkbox', 'Running');
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['weight_training', 'running']);
  },
};

export const GroupFilled: GroupStory = {
  ...groupMeta,
  args: { ...groupMeta.args, defaultValue: ['yoga', 'pilates'] },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Yoga' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Pilates' })).toHaveAccessibleDescription('Mat and reformer.');
    await userEvent.tab();
    await tabToRole(canvas, 'checkbox', 'Yoga');
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['pilates']);
  },
};

export const GroupHorizontal: GroupStory = {
  ...groupMeta,
  args: { ...groupMeta.args, orientation: 'horizontal', description: 'Choose all that apply.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Activities you coach' })).toHaveAccessibleDescription(
      'Choose all that apply.',
    );
  },
};

export const GroupInvalid: GroupStory = {
  ...groupMeta,
  args: { ...groupMeta.args, isInvalid: true, errorMessage: 'Choose at least one activity.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Choose at least one activity.')).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Activities you coach' })).toHaveAccessibleDescription(
      'Choose at least one activity.',
    );
    // The error is shown once, for the group, not under every checkbox.
    await expect(canvas.getAllByText('Choose at least one activity.')).toHaveLength(1);
  },
};

export const GroupRequired: GroupStory = {
  ...groupMeta,
  args: { ...groupMeta.args, isRequired: true },
  play: async ({ canvas }) => {
    const yoga = canvas.getByRole('checkbox', { name: 'Yoga' });
    // Every box is required until one is checked.
    await expect(yoga).toBeRequired();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(yoga).not.toBeRequired();
  },
};

export const GroupDisabled: GroupStory = {
  ...groupMeta,
  args: { ...groupMeta.args, isDisabled: true, defaultValue: ['running'] },
  play: async ({ canvas }) => {
    for (const checkbox of canvas.getAllByRole('checkbox')) await expect(checkbox).toBeDisabled();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Running' })).not.toHaveFocus();
  },
};
