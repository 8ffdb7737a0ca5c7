import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { ClientGoals } from '@spotter/domain';
import { maxWidth } from '../../primitives/story-helpers.tsx';
import { FieldsHost, StoryLanguages, type FieldsHostProps } from '../story-helpers.tsx';
import { ClientGoalsFields } from './ClientGoals.tsx';

type HostProps = Omit<FieldsHostProps<ClientGoals>, 'render'>;
function ClientGoalsHost(props: HostProps) {
  return (
    <FieldsHost
      {...props}
      render={(fields) => <ClientGoalsFields {...fields} renderLanguages={(field) => <StoryLanguages {...field} />} />}
    />
  );
}

const empty: ClientGoals = {
  primaryGoal: null,
  secondaryGoal: null,
  goalDescription: null,
  preferredActivities: [],
  languages: [],
};

const filled: ClientGoals = {
  primaryGoal: 'weight_loss',
  secondaryGoal: 'endurance',
  goalDescription: 'Lose 8 kg by June and run a 10 km race without stopping.',
  preferredActivities: ['running', 'cycling', 'weight_training'],
  languages: ['bs', 'en'],
};

const meta = {
  title: 'Profile/ClientGoals',
  component: ClientGoalsHost,
  args: { initial: empty, onChange: fn() },
  parameters: { layout: 'padded' },
  decorators: [maxWidth(760)],
} satisfies Meta<typeof ClientGoalsHost>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The option named `name` in the primary (0) or secondary (1) goal group. */
function goalOption(
  canvas: { getAllByRole: (role: 'radio', options: { name: string }) => HTMLElement[] },
  name: string,
  group: 0 | 1,
) {
  const option = canvas.getAllByRole('radio', { name })[group];
  if (!option) throw new Error(`no ${name} option`);
  return option;
}

/** Choosing a primary goal and pressing it again clears it. */
export const Empty: Story = {
  play: async ({ args, canvas }) => {
    const strength = goalOption(canvas, 'Strength', 0);
    await userEvent.click(strength);
    await expect(strength).toHaveAttribute('aria-checked', 'true');
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...empty, primaryGoal: 'strength' });
    await expect(goalOption(canvas, 'Strength', 1)).toBeDisabled();
    await userEvent.click(strength);
    await expect(strength).toHaveAttribute('aria-checked', 'false');
    await expect(args.onChange).toHaveBeenLastCalledWith(empty);
    await expect(goalOption(canvas, 'Strength', 1)).toBeEnabled();
  },
};

/** Each goal is disabled in the other group; clearing the primary frees its goal for the secondary. */
export const Filled: Story = {
  args: { initial: filled },
  play: async ({ args, canvas }) => {
    await expect(goalOption(canvas, 'Weight loss', 1)).toBeDisabled();
    await expect(goalOption(canvas, 'Endurance', 0)).toBeDisabled();
    await userEvent.click(goalOption(canvas, 'Weight loss', 0));
    await expect(goalOption(canvas, 'Weight loss', 1)).toBeEnabled();
    await userEvent.click(goalOption(canvas, 'Strength', 0));
    await expect(goalOption(canvas, 'Strength', 1)).toBeDisabled();
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...filled, primaryGoal: 'strength' });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Yoga' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...filled,
      primaryGoal: 'strength',
      preferredActivities: ['weight_training', 'yoga', 'cycling', 'running'],
    });
  },
};

/** Errors from the server under their fields. */
export const Errors: Story = {
  args: {
    initial: filled,
    errors: {
      secondaryGoal: ['The secondary goal must differ from the primary goal.'],
      languages: ['Choose one of the supported languages.'],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Secondary goal' })).toHaveAccessibleDescription(
      /must differ from the primary goal/i,
    );
    await expect(canvas.getByText('Choose one of the supported languages.')).toBeVisible();
  },
};

export const Mobile: Story = { args: { initial: filled }, globals: { viewport: { value: 'mobile' } } };
