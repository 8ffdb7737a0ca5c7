import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formAvailability, formToday, openDialog, requestedSession, typeDate, typeTime } from '../form-story-data.ts';
import { sessionErrorCodes } from '../forms.ts';
import { ProposeTimeDialog } from './ProposeTimeDialog.tsx';

const meta = {
  title: 'Sessions/ProposeTimeDialog',
  component: ProposeTimeDialog,
  args: {
    defaultOpen: true,
    session: requestedSession,
    availability: formAvailability,
    locale: 'en',
    today: formToday,
    onSubmit: fn(),
  },
} satisfies Meta<typeof ProposeTimeDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => openDialog('Propose another time');

/** Adna asked for Monday 7 PM; Amra offers 8 AM the same day, inside her mornings. */
export const Propose: Story = {
  play: async ({ args }) => {
    const body = within(await dialog());
    await expect(body.getByText('Adna Begić asked for Monday, November 30, 2026, 7:00 PM.')).toBeVisible();
    await typeTime(body, '800a');
    await expect(body.queryByText('This time is outside your availability.')).toBeNull();
    await userEvent.click(body.getByRole('button', { name: 'Propose time' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      date: '2026-11-30',
      time: '08:00',
      overrideAvailability: false,
    });
  },
};

/** Sunday afternoon is outside her hours: the hint, and the box that keeps the time anyway. */
export const OutsideAvailability: Story = {
  play: async ({ args }) => {
    const body = within(await dialog());
    await typeDate(body, 'Date', '12062026');
    await typeTime(body, '300p');
    await expect(await body.findByText('This time is outside your availability.')).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Propose time' }));
    await expect(
      await body.findByText('Tick “Schedule it anyway”, or choose a time within your availability.'),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(body.getByRole('checkbox', { name: 'Schedule it anyway' }));
    await userEvent.click(body.getByRole('button', { name: 'Propose time' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ date: '2026-12-06', time: '15:00', overrideAvailability: true });
  },
};

/** No time typed: the field says what it needs. */
export const TimeMissing: Story = {
  play: async ({ args }) => {
    const body = within(await dialog());
    await userEvent.click(body.getByRole('button', { name: 'Propose time' }));
    await expect(await body.findByText('Enter a time as hours and minutes, for example 18:30.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server found a clash with another session. */
export const DoubleBooked: Story = {
  args: { error: sessionErrorCodes.clash },
  play: async () => {
    const body = within(await dialog());
    await expect(body.getByRole('alert')).toHaveTextContent('You already have a session at this time.');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    const body = within(await dialog());
    await typeDate(body, 'Date', '12062026');
    await typeTime(body, '300p');
    await body.findByRole('checkbox', { name: 'Schedule it anyway' });
  },
};
