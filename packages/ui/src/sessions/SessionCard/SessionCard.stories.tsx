import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { maxWidth } from '../../primitives/story-helpers.tsx';
import {
  gymSession,
  lateCancelledSession,
  newYorkZone,
  onlineSession,
  outsideSession,
  pastSession,
  proposedSession,
  requestedSession,
  rescheduledSession,
  storyNow,
  trainerZone,
} from '../story-data.ts';
import { sessionActions, sessionViewers } from './sessionActions.ts';
import { SessionCard } from './SessionCard.tsx';

const meta = {
  title: 'Sessions/SessionCard',
  component: SessionCard,
  args: {
    session: gymSession,
    viewer: 'trainer',
    timeZone: trainerZone,
    now: storyNow,
    onAccept: fn(),
    onDecline: fn(),
    onPropose: fn(),
    onReschedule: fn(),
    onCancel: fn(),
  },
  argTypes: {
    viewer: { control: 'inline-radio', options: sessionViewers },
    busy: { control: 'select', options: [null, ...sessionActions] },
  },
  decorators: [maxWidth(480)],
} satisfies Meta<typeof SessionCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Tonight at the gym as the trainer reads it: the client, the gym and its address, the note, and her buttons. */
export const Scheduled: Story = {
  play: async ({ args, canvas }) => {
    const card = canvas.getByRole('article', { name: 'Tue, Nov 3 · 6:00 – 7:00 PM Client: Adna Begić' });
    await expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent('Tue, Nov 3 · 6:00 – 7:00 PM');
    await expect(within(card).getByText('Fitness Pass Sarajevo')).toBeVisible();
    await expect(within(card).getByText('Zmaja od Bosne 7, Sarajevo')).toBeVisible();
    await expect(within(card).getByText('Squat day: bring your lifting shoes and a towel.')).toBeVisible();
    // The trainer reads her own zone: no second clock.
    await expect(within(card).queryByText(/in Europe\/Sarajevo/)).toBeNull();
    await expect(within(card).queryByRole('button', { name: 'Accept' })).toBeNull();

    const reschedule = within(card).getByRole('button', { name: 'Reschedule' });
    await expect(reschedule).toHaveAccessibleDescription('Tue, Nov 3 · 6:00 – 7:00 PM');
    await userEvent.click(reschedule);
    await expect(args.onReschedule).toHaveBeenCalledWith(gymSession);
    await userEvent.click(within(card).getByRole('button', { name: 'Cancel session' }));
    await expect(args.onCancel).toHaveBeenCalledWith(gymSession);
  },
};

/** Only the buttons the page gave a callback for show. */
export const WithoutActions: Story = {
  args: { onReschedule: undefined, onCancel: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Fitness Pass Sarajevo')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** An online session: the meeting link opens in a new tab and says so. */
export const Online: Story = {
  args: { session: onlineSession },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Client: Haris Mehmedović')).toBeVisible();
    const link = canvas.getByRole('link', { name: 'Join online (opens in a new tab)' });
    await expect(link).toHaveAttribute('href', 'https://meet.jit.si/spotter-amra-haris');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** The client asked for a time at her place: she waits, and may withdraw the request. */
export const ClientPlace: Story = {
  args: { session: requestedSession, viewer: 'client' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Trainer: Amra Hodžić')).toBeVisible();
    await expect(canvas.getByText('At your place')).toBeVisible();
    await expect(canvas.getByText('Waiting for your trainer')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Accept' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw request' }));
    await expect(args.onCancel).toHaveBeenCalledWith(requestedSession);
  },
};

/** The trainer answers a client's request: accept, decline or propose another time. */
export const Requested: Story = {
  args: { session: requestedSession },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Requested by the client')).toBeVisible();
    await expect(canvas.getByText("At the client's place")).toBeVisible();
    await expect(canvas.getByText('Could we focus on mobility? My back is stiff after work.')).toBeVisible();
    const buttons = canvas.getAllByRole('button');
    await expect(buttons.map((button) => button.textContent)).toEqual(['Accept', 'Decline', 'Propose another time']);
    await userEvent.click(canvas.getByRole('button', { name: 'Propose another time' }));
    await expect(args.onPropose).toHaveBeenCalledWith(requestedSession);
    await userEvent.click(canvas.getByRole('button', { name: 'Accept' }));
    await expect(args.onAccept).toHaveBeenCalledWith(requestedSession);
  },
};

/** Accepting runs: its button waits and the others cannot be pressed meanwhile. */
export const Busy: Story = {
  args: { session: requestedSession, busy: 'accept' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Accept' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'Decline' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Propose another time' })).toBeDisabled();
  },
};

/** The trainer proposed another time: the client accepts or declines it. */
export const Proposed: Story = {
  args: { session: proposedSession, viewer: 'client' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Sun, Nov 8 · 10:00 – 11:00 AM' })).toBeVisible();
    await expect(canvas.getByText('New time proposed')).toBeVisible();
    const buttons = canvas.getAllByRole('button');
    await expect(buttons.map((button) => button.textContent)).toEqual(['Accept', 'Decline']);
    await userEvent.click(canvas.getByRole('button', { name: 'Decline' }));
    await expect(args.onDecline).toHaveBeenCalledWith(proposedSession);
  },
};

/** Cancelled by the client inside the trainer's notice: who, that it was late, and why; nothing to press. */
export const CancelledLate: Story = {
  args: { session: lateCancelledSession },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Cancelled by the client')).toBeVisible();
    await expect(canvas.getByText('Late cancellation')).toBeVisible();
    await expect(canvas.getByText('Reason: I have a fever, sorry. See you next week.')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The client reads her own cancellation. */
export const CancelledByYou: Story = {
  args: { session: lateCancelledSession, viewer: 'client' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Cancelled by you')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Moved twice: each earlier time, oldest first. */
export const Rescheduled: Story = {
  args: { session: rescheduledSession },
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Moved from Thu, Oct 29 · 6:00 – 7:00 PM',
      'Moved from Thu, Nov 5 · 6:00 – 7:00 PM',
    ]);
    await expect(canvas.getByRole('button', { name: 'Reschedule' })).toBeVisible();
  },
};

/** The earlier version a reschedule replaced: crossed out and read only. */
export const MovedAway: Story = {
  args: { session: { ...gymSession, status: 'rescheduled' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Moved to a new time')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** A time the trainer confirmed outside her availability: she sees it, the client does not. */
export const OutsideAvailability: Story = {
  args: { session: outsideSession },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Outside availability')).toBeVisible();
    await expect(canvas.getByText('City Gym Marijin Dvor')).toBeVisible();
  },
};

export const OutsideAvailabilityForClient: Story = {
  args: { session: outsideSession, viewer: 'client' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Trainer: Amra Hodžić')).toBeVisible();
    await expect(canvas.queryByText('Outside availability')).toBeNull();
  },
};

/** A client in New York reads the time in her zone, and on the trainer's clock below it. */
export const OtherTimeZone: Story = {
  args: { session: gymSession, viewer: 'client', timeZone: newYorkZone },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Tue, Nov 3 · 12:00 – 1:00 PM' })).toBeVisible();
    await expect(canvas.getByText('6:00 – 7:00 PM in Europe/Sarajevo')).toBeVisible();
  },
};

/** Yesterday's session: done, read only. */
export const Past: Story = {
  args: { session: pastSession },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article')).toHaveAttribute('data-past');
    await expect(canvas.getByText('Done')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Inside a calendar's day: the time only, as the day heads it. */
export const Compact: Story = {
  args: { session: rescheduledSession, compact: true, headingLevel: 4 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 4, name: '9:00 – 10:00 AM' })).toBeVisible();
    await expect(within(canvas.getByRole('list')).getAllByRole('listitem')).toHaveLength(1);
    await expect(canvas.getByText('Moved from Thu, Nov 5 · 6:00 – 7:00 PM')).toBeVisible();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

export const MobileRequested: Story = {
  args: { session: requestedSession },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Propose another time' })).toBeVisible();
  },
};

export const MobileOtherTimeZone: Story = {
  args: { session: onlineSession, viewer: 'client', timeZone: newYorkZone },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Wed, Nov 4 · 1:30 – 2:30 AM' })).toBeVisible();
    await expect(canvas.getByText('7:30 – 8:30 AM in Europe/Sarajevo')).toBeVisible();
  },
};
