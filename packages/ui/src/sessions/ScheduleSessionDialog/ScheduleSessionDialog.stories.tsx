import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { listClosed } from '../../primitives/story-helpers.tsx';
import {
  adnaClient,
  cityGym,
  fitnessPassGym,
  formAvailability,
  formClients,
  formGyms,
  formToday,
  formZone,
  harisClient,
  openDialog,
  petraClient,
  typeDate,
  typeTime,
} from '../form-story-data.ts';
import { sessionErrorCodes } from '../forms.ts';
import { ScheduleSessionDialog, scheduleSessionModes } from './ScheduleSessionDialog.tsx';

const meta = {
  title: 'Sessions/ScheduleSessionDialog',
  component: ScheduleSessionDialog,
  args: {
    defaultOpen: true,
    clients: formClients,
    gyms: formGyms,
    defaultMinutes: 60,
    availability: formAvailability,
    timeZone: formZone,
    locale: 'en',
    today: formToday,
    onSubmit: fn(),
  },
  argTypes: { mode: { control: 'inline-radio', options: scheduleSessionModes } },
} satisfies Meta<typeof ScheduleSessionDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (name = 'Schedule a session') => openDialog(name);

type Body = ReturnType<typeof within>;

async function chooseClient(body: Body, name: string) {
  await userEvent.click(body.getByRole('button', { name: /Client/ }));
  await userEvent.click(await screen.findByRole('option', { name }));
  await listClosed();
}

/** A one-off evening hour with Petra at the first gym, typed and chosen with keyboard and pointer. */
export const Schedule: Story = {
  play: async ({ args }) => {
    const body = within(await dialog());
    await expect(body.getByText('Times are in Europe/Sarajevo.')).toBeVisible();
    await chooseClient(body, petraClient.name);
    await typeDate(body, 'Date', '12022026');
    await typeTime(body, '600p');
    await expect(body.getByRole('radio', { name: 'At one of my gyms' })).toBeChecked();
    await userEvent.click(body.getByRole('button', { name: /Gym$/ }));
    await userEvent.click(await screen.findByRole('option', { name: cityGym.name }));
    await listClosed();
    await expect(body.getByText(cityGym.address)).toBeVisible();
    await userEvent.type(body.getByRole('textbox', { name: /Note for the client/ }), 'Bring your lifting shoes.');
    await expect(body.getByText('25 / 500 characters')).toBeVisible();
    await expect(body.queryByText('This time is outside your availability.')).toBeNull();
    await userEvent.click(body.getByRole('button', { name: 'Schedule session' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      clientId: petraClient.id,
      date: '2026-12-02',
      time: '18:00',
      minutes: 60,
      place: { kind: 'gym', gymId: cityGym.id },
      note: 'Bring your lifting shoes.',
      repeatUntil: null,
      overrideAvailability: false,
    });
  },
};

/** Nothing chosen: each missing field says what it needs, and nothing is sent. */
export const Empty: Story = {
  play: async ({ args }) => {
    const body = within(await dialog());
    await userEvent.click(body.getByRole('button', { name: 'Schedule session' }));
    await expect(await body.findByText('Choose a client.')).toBeVisible();
    await expect(body.getByText('Enter a time as hours and minutes, for example 18:30.')).toBeVisible();
    await expect(body.getByText('Enter a valid date.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await chooseClient(body, adnaClient.name);
    await waitFor(() => expect(body.queryByText('Choose a client.')).toBeNull());
  },
};

/** Sunday is not in Amra's hours: a warning, and the time is kept only with "Schedule it anyway". */
export const OutsideAvailability: Story = {
  args: { initial: { clientId: adnaClient.id, date: '2026-11-29', time: '10:00' } },
  play: async ({ args }) => {
    const body = within(await dialog());
    await expect(body.getByRole('alert')).toHaveTextContent('This time is outside your availability.');
    await userEvent.click(body.getByRole('button', { name: 'Schedule session' }));
    const override = body.getByRole('checkbox', { name: 'Schedule it anyway' });
    await expect(
      await body.findByText('Tick “Schedule it anyway”, or choose a time within your availability.'),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(override);
    await userEvent.click(body.getByRole('button', { name: 'Schedule session' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ date: '2026-11-29', time: '10:00', overrideAvailability: true }),
    );
  },
};

/** Weekly until the end of January: the count and the last date follow the chosen end. */
export const Repeating: Story = {
  args: { initial: { clientId: harisClient.id, date: '2026-12-03', time: '07:00', minutes: 45 } },
  play: async ({ args }) => {
    const body = within(await dialog());
    await userEvent.click(body.getByRole('checkbox', { name: 'Repeat weekly' }));
    await typeDate(body, 'Until', '01312027');
    await expect(
      await body.findByText('Sessions in the series: 9. The last is on Thursday, January 28, 2027.'),
    ).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Schedule session' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ clientId: harisClient.id, minutes: 45, repeatUntil: '2027-01-31' }),
    );
  },
};

/** An online session: the link must be a web address, checked before anything is sent. */
export const Online: Story = {
  args: { initial: { clientId: harisClient.id, date: '2026-12-01', time: '19:30' } },
  play: async ({ args }) => {
    const body = within(await dialog());
    const online = body.getByRole('radio', { name: 'Online' });
    await userEvent.click(online);
    await expect(online).toBeChecked();
    const link = body.getByRole('textbox', { name: /Meeting link/ });
    await userEvent.type(link, 'meet.jit.si');
    await userEvent.click(body.getByRole('button', { name: 'Schedule session' }));
    await expect(await body.findByText('Enter the meeting link, starting with https://.')).toBeVisible();
    await expect(link).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(link);
    await userEvent.type(link, 'https://meet.jit.si/spotter-amra-haris');
    await userEvent.click(body.getByRole('button', { name: 'Schedule session' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ place: { kind: 'online', url: 'https://meet.jit.si/spotter-amra-haris' } }),
    );
  },
};

/** The server found another session at this time (its answer comes translated). */
export const DoubleBooked: Story = {
  args: {
    initial: { clientId: petraClient.id, date: '2026-12-02', time: '18:00' },
    error: 'You already have a session at 2026-12-02 18:00. Choose another time.',
  },
  play: async () => {
    const body = within(await dialog());
    await expect(body.getByRole('alert')).toHaveTextContent(
      'You already have a session at 2026-12-02 18:00. Choose another time.',
    );
  },
};

/** A page that hands in the bare key of a double booking. */
export const DoubleBookedByKey: Story = {
  args: {
    initial: { clientId: petraClient.id, date: '2026-12-02', time: '18:00' },
    error: sessionErrorCodes.clash,
  },
  play: async () => {
    const body = within(await dialog());
    await expect(body.getByRole('alert')).toHaveTextContent(
      'You already have a session at this time. Choose another time.',
    );
  },
};

/** The server refused the time as outside the hours it knows: the box to keep it appears, with the reason. */
export const RefusedOutsideAvailability: Story = {
  args: {
    initial: { clientId: petraClient.id, date: '2026-12-02', time: '18:00' },
    error: 'This time is outside your availability. Confirm to schedule it anyway.',
    fieldErrors: { overrideAvailability: ['This time is outside your availability. Confirm to schedule it anyway.'] },
  },
  play: async ({ args }) => {
    const body = within(await dialog());
    const override = body.getByRole('checkbox', { name: 'Schedule it anyway' });
    await expect(override).toHaveAccessibleDescription(
      'This time is outside your availability. Confirm to schedule it anyway.',
    );
    await expect(body.queryByRole('alert')).toBeNull();
    await userEvent.click(override);
    await userEvent.click(body.getByRole('button', { name: 'Schedule session' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ overrideAvailability: true }));
  },
};

/** Moving a session: its values filled in, no client to choose and no repeating. */
export const Reschedule: Story = {
  args: {
    mode: 'reschedule',
    initial: {
      clientId: adnaClient.id,
      date: '2026-12-02',
      time: '18:00',
      minutes: 60,
      place: { kind: 'gym', gymId: fitnessPassGym.id },
      note: 'Leg day.',
    },
  },
  play: async ({ args }) => {
    const body = within(await dialog('Move the session'));
    await expect(body.queryByRole('button', { name: /Client/ })).toBeNull();
    await expect(body.queryByRole('checkbox', { name: 'Repeat weekly' })).toBeNull();
    const length = body.getByRole('textbox', { name: /Length/ });
    await userEvent.click(length);
    await userEvent.keyboard('{ArrowUp}');
    await expect(length).toHaveValue('75');
    await userEvent.click(body.getByRole('button', { name: 'Move session' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ clientId: adnaClient.id, minutes: 75, note: 'Leg day.' }),
    );
  },
};

/** While the write runs, the fields wait and the button spins. */
export const Busy: Story = {
  args: { busy: true, initial: { clientId: adnaClient.id, date: '2026-12-02', time: '18:00' } },
  play: async () => {
    const body = within(await dialog());
    await expect(body.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const Mobile: Story = {
  args: { initial: { clientId: adnaClient.id, date: '2026-11-29', time: '10:00' } },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    await dialog();
  },
};
