import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  amraTrainer,
  formAvailability,
  formToday,
  formZone,
  londonZone,
  openDialog,
  typeDate,
} from '../form-story-data.ts';
import { RequestSessionDialog } from './RequestSessionDialog.tsx';

const meta = {
  title: 'Sessions/RequestSessionDialog',
  component: RequestSessionDialog,
  args: {
    defaultOpen: true,
    trainerName: amraTrainer.name,
    availability: formAvailability,
    timeZone: formZone,
    readerZone: formZone,
    minutes: 60,
    today: formToday,
    locale: 'en',
    onSubmit: fn(),
  },
} satisfies Meta<typeof RequestSessionDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => openDialog('Ask Amra Hodžić for a session');

/** Before a day is chosen: the dialog says to choose one. */
export const Open: Story = {
  play: async () => {
    const body = within(await dialog());
    await expect(body.getByText('Choose a day to see the free times.')).toBeVisible();
    await expect(body.getByText('Times are in your zone, Europe/Sarajevo. A session lasts 60 minutes.')).toBeVisible();
  },
};

/** Monday in the same zone: Amra's mornings and evenings, the whole hour inside each; 7 PM asked for. */
export const SameZone: Story = {
  play: async ({ args }) => {
    const body = within(await dialog());
    await typeDate(body, 'Date', '11302026');
    const times = await body.findByRole('radiogroup', { name: 'Start time' });
    const options = within(times).getAllByRole('radio');
    await expect(options.map((option) => option.closest('label')?.textContent)).toEqual([
      '6:00 AM',
      '6:30 AM',
      '7:00 AM',
      '7:30 AM',
      '8:00 AM',
      '8:30 AM',
      '9:00 AM',
      '9:30 AM',
      '10:00 AM',
      '10:30 AM',
      '11:00 AM',
      '5:00 PM',
      '5:30 PM',
      '6:00 PM',
      '6:30 PM',
      '7:00 PM',
      '7:30 PM',
      '8:00 PM',
    ]);
    await userEvent.click(within(times).getByRole('radio', { name: '7:00 PM' }));
    await userEvent.type(body.getByRole('textbox', { name: /Note for Amra Hodžić/ }), 'After work suits me best.');
    await userEvent.click(body.getByRole('button', { name: 'Send request' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      date: '2026-11-30',
      time: '19:00',
      note: 'After work suits me best.',
    });
  },
};

/** A client in London: times in London, an hour behind, with Amra's clock beside each; sent in Amra's time. */
export const OtherZone: Story = {
  args: { readerZone: londonZone },
  play: async ({ args }) => {
    const body = within(await dialog());
    await typeDate(body, 'Date', '12012026');
    const times = await body.findByRole('radiogroup', { name: 'Start time' });
    const sixPm = within(times).getByRole('radio', { name: '6:00 PM' });
    await expect(sixPm).toHaveAccessibleDescription('7:00 PM for Amra Hodžić');
    // Arrow keys move the choice within the group.
    await userEvent.click(within(times).getByRole('radio', { name: '5:30 PM' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(sixPm).toBeChecked();
    await userEvent.click(body.getByRole('button', { name: 'Send request' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ date: '2026-12-01', time: '19:00', note: null });
  },
};

/** Sunday is Amra's day off. */
export const DayOff: Story = {
  play: async ({ args }) => {
    const body = within(await dialog());
    await typeDate(body, 'Date', '11292026');
    await expect(await body.findByText('Amra Hodžić has no free time on this day. Try another day.')).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Send request' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A day but no time: the times say to choose one. */
export const NoTimeChosen: Story = {
  play: async ({ args }) => {
    const body = within(await dialog());
    await typeDate(body, 'Date', '12052026');
    await userEvent.click(body.getByRole('button', { name: 'Send request' }));
    await expect(await body.findByText('Choose a start time.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server refused: too many requests wait already. */
export const WithError: Story = {
  args: { error: 'You have 5 requests waiting. Wait for an answer before asking again.' },
  play: async () => {
    const body = within(await dialog());
    await expect(body.getByRole('alert')).toHaveTextContent('You have 5 requests waiting.');
  },
};

export const Mobile: Story = {
  args: { readerZone: londonZone },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    const body = within(await dialog());
    await typeDate(body, 'Date', '11282026');
    await body.findByRole('radiogroup', { name: 'Start time' });
  },
};
