import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ClientHealth } from '@spotter/domain';
import { createToastQueue, ToastRegion } from '../../primitives/Toast/index.ts';
import { maxWidth } from '../../primitives/story-helpers.tsx';
import { ClientHealthFields } from '../ClientHealth/index.ts';
import { ProfileSection, type ProfileSectionProps, type SectionSnapshot } from './ProfileSection.tsx';
import { writeDraft } from './drafts.ts';

const queue = createToastQueue();
const draftPrefix = 'spotter.draft.story.client.';

const empty: SectionSnapshot<ClientHealth> = { values: { medicalConditions: null, allergies: null }, version: 0 };
const filled: SectionSnapshot<ClientHealth> = {
  values: { medicalConditions: 'Knee surgery (left ACL) in 2023, fully recovered.', allergies: 'Peanuts' },
  version: 3,
};
const elsewhere: SectionSnapshot<ClientHealth> = {
  values: { medicalConditions: 'Mild asthma, inhaler before intense cardio.', allergies: 'Peanuts, penicillin' },
  version: 4,
};

type HealthSectionProps = Omit<ProfileSectionProps<ClientHealth>, 'children' | 'id' | 'title' | 'toastQueue'>;

/** The wrapper around a real section: the client's health fields. */
function HealthSection(props: HealthSectionProps) {
  return (
    <ProfileSection<ClientHealth> id="health" title="Health" toastQueue={queue} {...props}>
      {(fields) => <ClientHealthFields {...fields} />}
    </ProfileSection>
  );
}

/** Saves like the server: the values come back with the next version. */
const saveAsServer = (values: ClientHealth, version: number) => Promise.resolve({ values, version: version + 1 });

const meta = {
  title: 'Profile/ProfileSection',
  component: HealthSection,
  args: {
    initial: empty,
    draftKey: `${draftPrefix}health`,
    onSave: fn(saveAsServer),
    onReload: fn(async () => elsewhere),
  },
  parameters: { layout: 'padded' },
  decorators: [
    maxWidth(720),
    (Story) => (
      <>
        <Story />
        <ToastRegion queue={queue} />
      </>
    ),
  ],
  beforeEach: () => {
    for (const key of Object.keys(localStorage)) if (key.startsWith(draftPrefix)) localStorage.removeItem(key);
    queue.clear();
  },
} satisfies Meta<typeof HealthSection>;
export default meta;
type Story = StoryObj<typeof meta>;

const medical = /medical conditions/i;

/** Nothing saved yet: the Save button waits for a change. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Health' })).toHaveAttribute('id', 'health');
    await expect(canvas.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  },
};

/** Saved values; editing one enables Save and marks the section unsaved. */
export const Filled: Story = {
  args: { initial: filled },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /allergies/i }), ', latex');
    await expect(canvas.getByRole('button', { name: 'Save changes' })).toBeEnabled();
    await expect(canvas.getByText('Unsaved changes')).toBeVisible();
  },
};

/** The server refuses the values: its message in a banner, each field's message under the field. */
export const Errors: Story = {
  args: {
    initial: filled,
    onSave: fn((_values: ClientHealth, _version: number): Promise<SectionSnapshot<ClientHealth>> =>
      Promise.reject(
        Object.assign(new Error('Some fields are invalid.'), {
          error: 'Some fields are invalid.',
          fieldErrors: { medicalConditions: ['Use at most 2000 characters.'] },
          status: 400,
        }),
      ),
    ),
  },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: medical });
    await userEvent.type(field, ' Asthma.');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(await canvas.findByText('Some fields are invalid.')).toBeVisible();
    await expect(canvas.getByText('Use at most 2000 characters.')).toBeVisible();
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  },
};

/** While the request runs the button shows it and the fields are locked. */
export const Saving: Story = {
  args: {
    initial: filled,
    onSave: fn(
      (_values: ClientHealth, _version: number) => new Promise<SectionSnapshot<ClientHealth>>(() => undefined),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /allergies/i }), ', latex');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(await canvas.findByRole('button', { name: /saving/i })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('textbox', { name: /allergies/i })).toBeDisabled();
  },
};

/** A successful save: a toast, and the saved values are the new starting point. */
export const Saved: Story = {
  args: { initial: filled },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /allergies/i }), ', latex');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    const toast = await waitFor(() => {
      const found = document.querySelector('[role="region"] [data-tone="success"]');
      if (!found) throw new Error('no toast');
      return found;
    });
    await expect(toast).toHaveTextContent('Health saved.');
    await expect(args.onSave).toHaveBeenCalledWith({ ...filled.values, allergies: 'Peanuts, latex' }, 3);
    await expect(canvas.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  },
};

/** Saved elsewhere since the page was opened: the latest values show, the attempt is kept as a draft. */
export const Conflict: Story = {
  args: {
    initial: filled,
    onSave: fn((_values: ClientHealth, _version: number): Promise<SectionSnapshot<ClientHealth>> =>
      Promise.reject(
        Object.assign(new Error('conflict'), {
          error: 'This profile was changed elsewhere.',
          fieldErrors: {},
          status: 409,
        }),
      ),
    ),
  },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /allergies/i }), ', latex');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(await canvas.findByText('This section was changed elsewhere')).toBeVisible();
    await expect(args.onReload).toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: medical })).toHaveValue(elsewhere.values.medicalConditions);
    await expect(canvas.getByText(/restore unsaved changes/i)).toBeVisible();
  },
};

/** A draft from an earlier visit is offered; Restore puts it back into the fields. */
export const DraftRestored: Story = {
  args: { initial: filled },
  beforeEach: () => {
    writeDraft(`${draftPrefix}health`, {
      values: { ...filled.values, allergies: 'Peanuts, shellfish' },
      version: 3,
      savedAt: '2026-11-23T18:45:00.000Z',
    });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/restore unsaved changes from/i)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Restore' }));
    await expect(canvas.getByRole('textbox', { name: /allergies/i })).toHaveValue('Peanuts, shellfish');
    await expect(canvas.queryByText(/restore unsaved changes from/i)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Save changes' })).toBeEnabled();
  },
};

/** The request never reached the server: the changes stay on this device. */
export const OfflineFailure: Story = {
  args: {
    initial: filled,
    onSave: fn((_values: ClientHealth, _version: number): Promise<SectionSnapshot<ClientHealth>> =>
      Promise.reject(new TypeError('Failed to fetch')),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /allergies/i }), ', latex');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(await canvas.findByText(/kept on this device/i)).toBeVisible();
    await waitFor(() => expect(localStorage.getItem(`${draftPrefix}health`)).toContain('latex'));
  },
};

export const Mobile: Story = {
  args: { initial: filled },
  globals: { viewport: { value: 'mobile' } },
};

/** Unsaved changes: an in-app link asks first; Stay keeps the page and the edit. */
export const LeaveGuard: Story = {
  args: { initial: filled },
  decorators: [
    (Story) => (
      <>
        <nav aria-label="Dashboard" style={{ marginBottom: 16 }}>
          <a href="/client/dashboard">Back to the dashboard</a>
        </nav>
        <Story />
      </>
    ),
  ],
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /allergies/i }), ', latex');
    await userEvent.click(canvas.getByRole('link', { name: 'Back to the dashboard' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Leave without saving?' });
    // It fades in.
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(document.querySelector('[role="alertdialog"]')).toBeNull());
    await expect(canvas.getByRole('textbox', { name: /allergies/i })).toHaveValue('Peanuts, latex');
  },
};
