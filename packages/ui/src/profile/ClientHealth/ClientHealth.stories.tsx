import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { ClientHealth } from '@spotter/domain';
import { maxWidth } from '../../primitives/story-helpers.tsx';
import { FieldsHost, type FieldsHostProps } from '../story-helpers.tsx';
import { ClientHealthFields } from './ClientHealth.tsx';

type HostProps = Omit<FieldsHostProps<ClientHealth>, 'render'>;
function HealthHost(props: HostProps) {
  return <FieldsHost {...props} render={(fields) => <ClientHealthFields {...fields} />} />;
}

const empty: ClientHealth = { medicalConditions: null, allergies: null };
const filled: ClientHealth = {
  medicalConditions: 'Knee surgery (left ACL) in 2023, fully recovered. Mild asthma.',
  allergies: 'Peanuts, penicillin',
};

const meta = {
  title: 'Profile/ClientHealth',
  component: HealthHost,
  args: { initial: empty, onChange: fn() },
  parameters: { layout: 'padded' },
  decorators: [maxWidth(720)],
} satisfies Meta<typeof HealthHost>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing given yet; the privacy note says who can read these details. */
export const Empty: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText(/only you and the trainers you are connected to/i)).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /allergies/i }), 'Latex');
    await expect(args.onChange).toHaveBeenLastCalledWith({ medicalConditions: null, allergies: 'Latex' });
    await expect(canvas.getByText('5 / 2000 characters')).toBeVisible();
  },
};

export const Filled: Story = { args: { initial: filled } };

/** Errors from the check appear under their fields. */
export const Errors: Story = {
  args: { initial: filled, errors: { allergies: ['Use at most 2000 characters.'] } },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: /allergies/i });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/use at most 2000 characters/i);
  },
};

export const Mobile: Story = { args: { initial: filled }, globals: { viewport: { value: 'mobile' } } };
