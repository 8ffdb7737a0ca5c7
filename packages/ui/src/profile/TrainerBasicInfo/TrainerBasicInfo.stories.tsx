import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { TrainerBasicInfo } from '@spotter/domain';
import { maxWidth } from '../../primitives/story-helpers.tsx';
import { FieldsHost, type FieldsHostProps } from '../story-helpers.tsx';
import { TrainerBasicInfoFields } from './TrainerBasicInfo.tsx';
import { loadPhoneTools } from '../phone.ts';

type HostProps = Omit<FieldsHostProps<TrainerBasicInfo>, 'render'>;
function TrainerBasicInfoHost(props: HostProps) {
  return <FieldsHost {...props} render={(fields) => <TrainerBasicInfoFields {...fields} />} />;
}

const empty: TrainerBasicInfo = {
  firstName: '',
  lastName: '',
  dateOfBirth: null,
  gender: null,
  trainerSince: null,
  shortdescription: null,
  description: null,
  contactEmail: null,
  contactPhone: null,
};

const filled: TrainerBasicInfo = {
  firstName: 'Amra',
  lastName: 'Hodžić',
  dateOfBirth: '1991-04-17',
  gender: 'female',
  trainerSince: 2014,
  shortdescription: 'Strength coach for busy people: three sessions a week, real progress.',
  description:
    'I have coached strength and conditioning in Sarajevo for over ten years. I work with beginners and returning athletes, plan in four-week blocks and check technique on video between sessions.',
  contactEmail: 'amra.coach@example.com',
  contactPhone: '+38761123456',
};

const meta = {
  title: 'Profile/TrainerBasicInfo',
  component: TrainerBasicInfoHost,
  args: { initial: empty, onChange: fn() },
  parameters: { layout: 'padded' },
  decorators: [maxWidth(760)],
  // On a page the server formats the saved number; here the phone tools load before the story.
  loaders: [async () => ({ phoneTools: await loadPhoneTools() })],
} satisfies Meta<typeof TrainerBasicInfoHost>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new trainer: the short description counts characters as they are typed. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0 / 85 characters')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /short description/i }), 'Strength coach');
    await expect(canvas.getByText('14 / 85 characters')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /about you/i }), 'I coach strength and mobility.');
    await expect(canvas.getByText('5 words (recommended 250–300)')).toBeVisible();
  },
};

/** Saved details: the age beside the birth date, the phone shown formatted and kept in E.164. */
export const Filled: Story = {
  args: { initial: filled },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText(/^Age: \d+$/)).toBeVisible();
    const phone = canvas.getByRole('textbox', { name: /contact phone/i });
    await expect(phone).toHaveValue('+387 61 123 456');
    await userEvent.clear(phone);
    await userEvent.type(phone, '+385 91 234 5678');
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...filled, contactPhone: '+385912345678' });
    await userEvent.tab();
    await expect(phone).toHaveValue('+385 91 234 5678');
  },
};

/** Errors under their fields, as the shared check or the server words them. */
export const Errors: Story = {
  args: {
    initial: { ...filled, firstName: '', contactEmail: 'amra@', contactPhone: '+387 12' },
    errors: {
      firstName: ['This field is required.'],
      contactEmail: ['Enter a valid email address.'],
      contactPhone: ['Enter a valid phone number with its country code.'],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /first name/i })).toHaveAccessibleDescription(
      'This field is required.',
    );
    await expect(canvas.getByRole('textbox', { name: /contact email/i })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Mobile: Story = { args: { initial: filled }, globals: { viewport: { value: 'mobile' } } };
