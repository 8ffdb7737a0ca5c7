import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { ClientBasicInfo } from '@spotter/domain';
import { maxWidth } from '../../primitives/story-helpers.tsx';
import { FieldsHost, type FieldsHostProps } from '../story-helpers.tsx';
import { ClientBasicInfoFields } from './ClientBasicInfo.tsx';
import { loadPhoneTools } from '../phone.ts';

type HostProps = Omit<FieldsHostProps<ClientBasicInfo>, 'render'>;
function ClientBasicInfoHost(props: HostProps) {
  return <FieldsHost {...props} render={(fields) => <ClientBasicInfoFields {...fields} />} />;
}

const empty: ClientBasicInfo = {
  firstName: '',
  lastName: '',
  dateOfBirth: null,
  gender: null,
  height: null,
  weight: null,
  description: null,
  contactEmail: null,
  contactPhone: null,
  experienceLevel: null,
  previousActivities: null,
};

const filled: ClientBasicInfo = {
  firstName: 'Luka',
  lastName: 'Kovačević',
  dateOfBirth: '1996-09-02',
  gender: 'male',
  height: 182,
  weight: 84.5,
  description: 'Desk job, two kids, want to get fit again before summer.',
  contactEmail: 'luka.k@example.com',
  contactPhone: '+385912345678',
  experienceLevel: 'intermediate',
  previousActivities: 'Football until 18, some gym on and off since.',
};

const meta = {
  title: 'Profile/ClientBasicInfo',
  component: ClientBasicInfoHost,
  args: { initial: empty, onChange: fn() },
  parameters: { layout: 'padded' },
  decorators: [maxWidth(760)],
  // On a page the server formats the saved number; here the phone tools load before the story.
  loaders: [async () => ({ phoneTools: await loadPhoneTools() })],
} satisfies Meta<typeof ClientBasicInfoHost>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new client: weight keeps one decimal, the experience levels explain themselves. */
export const Empty: Story = {
  play: async ({ args, canvas }) => {
    const weight = canvas.getByRole('textbox', { name: /weight/i });
    await userEvent.type(weight, '72.46');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...empty, weight: 72.5 });
    await userEvent.click(canvas.getByRole('radio', { name: /beginner/i }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...empty, weight: 72.5, experienceLevel: 'beginner' });
    await expect(canvas.getByText('New to fitness training')).toBeVisible();
  },
};

export const Filled: Story = { args: { initial: filled } };

/** Errors under their fields, e.g. a height out of range and a missing gender. */
export const Errors: Story = {
  args: {
    initial: { ...filled, gender: null },
    errors: { gender: ['This field is required.'], height: ['Enter a number from 100 to 250.'] },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This field is required.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /height/i })).toHaveAccessibleDescription(
      /enter a number from 100 to 250/i,
    );
  },
};

export const Mobile: Story = { args: { initial: filled }, globals: { viewport: { value: 'mobile' } } };
