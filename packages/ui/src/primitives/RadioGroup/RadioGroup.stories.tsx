import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { m } from '@spotter/i18n';
import { tabTo } from '../story-helpers.tsx';
import { Radio, RadioGroup, radioGroupAppearances, radioGroupOrientations } from './RadioGroup.tsx';

const times = (
  <>
    <Radio value="morning" label="Morning (6–12)" />
    <Radio value="afternoon" label="Afternoon (12–17)" />
    <Radio value="evening" label="Evening (17–22)" />
  </>
);

const meta = {
  title: 'Primitives/RadioGroup',
  component: RadioGroup,
  args: { label: 'Preferred training time', name: 'trainingTime', children: times, onChange: fn() },
  argTypes: {
    appearance: { control: 'inline-radio', options: radioGroupAppearances },
    orientation: { control: 'inline-radio', options: radioGroupOrientations },
    children: { control: false },
  },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Preferred training time' })).toBeVisible();
    await userEvent.tab();
    const morning = canvas.getByRole('radio', { name: 'Morning (6–12)' });
    await expect(morning).toHaveFocus();
    await expect(morning).not.toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Afternoon (12–17)' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('afternoon');
  },
};

export const Filled: Story = {
  args: { defaultValue: 'evening' },
  play: async ({ args, canvas }) => {
    const evening = canvas.getByRole('radio', { name: 'Evening (17–22)' });
    await expect(evening).toBeChecked();
    await tabTo(evening);
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('radio', { name: 'Afternoon (12–17)' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('afternoon');
  },
};

export const WithDescriptions: Story = {
  args: {
    label: 'Session format',
    name: 'format',
    description: 'You can change this later in your profile.',
    children: (
      <>
        <Radio value="in_person" label="In person" description="At a gym or outdoors in your city." />
        <Radio value="online" label="Online" description="Video sessions and a plan in the app." />
        <Radio value="hybrid" label="Hybrid" description="A mix of both, agreed with your coach." />
      </>
    ),
  },
  play: async ({ canvas }) => {
    // Each option is described by its own help text, then the group's.
    await expect(canvas.getByRole('radio', { name: 'Online' })).toHaveAccessibleDescription(
      'Video sessions and a plan in the app. You can change this later in your profile.',
    );
    await expect(canvas.getByRole('radiogroup', { name: 'Session format' })).toHaveAccessibleDescription(
      'You can change this later in your profile.',
    );
  },
};

export const Horizontal: Story = {
  args: {
    label: 'Units',
    name: 'units',
    orientation: 'horizontal',
    defaultValue: 'metric',
    children: (
      <>
        <Radio value="metric" label="Metric (cm, kg)" />
        <Radio value="imperial" label="Imperial (in, lb)" />
      </>
    ),
  },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Imperial (in, lb)' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('imperial');
  },
};

/** The role choice of the registration form: two cards, each with its description. */
const roleCardArgs = {
  label: m.auth_role_label(),
  name: 'role',
  appearance: 'card',
  children: (
    <>
      <Radio value="client" label={m.role_client()} description={m.auth_role_client_description()} />
      <Radio value="trainer" label={m.role_trainer()} description={m.auth_role_trainer_description()} />
    </>
  ),
} as const;

export const Cards: Story = {
  args: roleCardArgs,
  play: async ({ args, canvas }) => {
    const client = canvas.getByRole('radio', { name: 'Client' });
    await expect(client).toHaveAccessibleDescription('I want to find a coach and track my progress.');
    await tabTo(client);
    await userEvent.keyboard(' ');
    await expect(client).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Trainer' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('trainer');
  },
};

export const CardsHorizontal: Story = {
  args: { ...roleCardArgs, orientation: 'horizontal', defaultValue: 'trainer' },
  play: async ({ args, canvas }) => {
    // The label is stretched over the whole card, so a pointer on the description hits it.
    const description = canvas.getByText('I want to find a coach and track my progress.');
    const box = description.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    await expect(hit).toBe(canvas.getByText('Client').closest('label'));
    await userEvent.click(hit as Element);
    await expect(canvas.getByRole('radio', { name: 'Client' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('client');
  },
};

export const CardsInvalid: Story = {
  args: { ...roleCardArgs, isInvalid: true, errorMessage: m.validation_role_required() },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Choose whether you join as a client or a trainer.')).toBeVisible();
    const group = canvas.getByRole('radiogroup', { name: 'I am joining as' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Choose whether you join as a client or a trainer.');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Choose when you usually train.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Choose when you usually train.')).toBeVisible();
    await expect(canvas.getByRole('radiogroup', { name: 'Preferred training time' })).toHaveAccessibleDescription(
      'Choose when you usually train.',
    );
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Preferred training time' })).toHaveAttribute(
      'aria-required',
      'true',
    );
  },
};

export const WithDisabledOption: Story = {
  args: {
    children: (
      <>
        <Radio value="morning" label="Morning (6–12)" />
        <Radio value="afternoon" label="Afternoon (12–17)" isDisabled />
        <Radio value="evening" label="Evening (17–22)" />
      </>
    ),
  },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Evening (17–22)' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('evening');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'morning' },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Morning (6–12)' })).not.toHaveFocus();
  },
};
