import { m } from '@spotter/i18n';
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../primitives/Button/index.ts';
import { tabToRole } from '../../primitives/story-helpers.tsx';
import {
  adnaWeekSessions,
  dstNow,
  dstSessions,
  dstToday,
  dstWeekStart,
  gymSession,
  laterSessions,
  newYorkZone,
  requestedSession,
  storyNow,
  storyToday,
  storyWeekStart,
  trainerZone,
  weekSessions,
} from '../story-data.ts';
import { sessionViewers } from '../SessionCard/sessionActions.ts';
import { calendarViews, SessionCalendar } from './SessionCalendar.tsx';

const meta = {
  title: 'Sessions/SessionCalendar',
  component: SessionCalendar,
  args: {
    sessions: [...weekSessions, ...laterSessions],
    viewer: 'trainer',
    timeZone: trainerZone,
    weekStart: storyWeekStart,
    today: storyToday,
    now: storyNow,
    view: 'week',
    onViewChange: fn(),
    onWeekChange: fn(),
    onAccept: fn(),
    onDecline: fn(),
    onPropose: fn(),
    onReschedule: fn(),
    onCancel: fn(),
  },
  argTypes: {
    viewer: { control: 'inline-radio', options: sessionViewers },
    view: { control: 'inline-radio', options: calendarViews },
  },
  // The page keeps the week and the view: here the story does.
  render: function Render(args) {
    const [weekStart, setWeekStart] = useState(args.weekStart);
    const [view, setView] = useState(args.view);
    return (
      <SessionCalendar
        {...args}
        weekStart={weekStart}
        view={view}
        onWeekChange={(next) => {
          args.onWeekChange(next);
          setWeekStart(next);
        }}
        onViewChange={(next) => {
          args.onViewChange(next);
          setView(next);
        }}
      />
    );
  },
} satisfies Meta<typeof SessionCalendar>;
export default meta;
type Story = StoryObj<typeof meta>;

const desktop = { viewport: { value: 'desktop', isRotated: false } };
const mobile = { viewport: { value: 'mobile', isRotated: false } };

/** The trainer's week on a desktop: seven days, today marked, each session on its day with her buttons. */
export const Week: Story = {
  globals: desktop,
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Nov 2 – 8, 2026' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Nov 2 – 8, 2026' }).children).toHaveLength(7);
    const today = canvas.getByRole('heading', { level: 3, name: 'Tue, Nov 3' }).closest('li') as HTMLElement;
    await expect(today).toHaveAttribute('aria-current', 'date');
    await expect(within(today).getByText('Today')).toBeVisible();
    await expect(within(today).getByRole('article', { name: '6:00 – 7:00 PM Client: Adna Begić' })).toBeVisible();

    const friday = canvas.getByRole('heading', { level: 3, name: 'Fri, Nov 6' }).closest('li') as HTMLElement;
    await expect(within(friday).getByText('No sessions')).toBeVisible();
    const thursday = canvas.getByRole('heading', { level: 3, name: 'Thu, Nov 5' }).closest('li') as HTMLElement;
    await expect(within(thursday).getAllByRole('article')).toHaveLength(2);
    await expect(within(thursday).getByText('Requested by the client')).toBeVisible();

    await userEvent.click(within(thursday).getByRole('button', { name: 'Accept' }));
    await expect(args.onAccept).toHaveBeenCalledWith(requestedSession);
  },
};

/** On a phone the days stand one under another, each its heading and then its sessions. */
export const WeekOnPhone: Story = {
  globals: mobile,
  play: async ({ canvas }) => {
    const monday = canvas.getByRole('heading', { level: 3, name: 'Mon, Nov 2' }).closest('li') as HTMLElement;
    const tuesday = canvas.getByRole('heading', { level: 3, name: 'Tue, Nov 3' }).closest('li') as HTMLElement;
    const [first, second] = [monday.getBoundingClientRect(), tuesday.getBoundingClientRect()];
    await expect(second.left).toBe(first.left);
    await expect(second.top).toBeGreaterThanOrEqual(first.bottom);
    await expect(within(monday).getByText('Done')).toBeVisible();
  },
};

/** What the client sees of her week: her sessions only, her trainer's name, and cancelling. */
export const ClientWeek: Story = {
  args: { sessions: adnaWeekSessions, viewer: 'client' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getAllByText('Trainer: Amra Hodžić').length).toBe(adnaWeekSessions.length);
    await expect(canvas.queryByRole('button', { name: 'Reschedule' })).toBeNull();
    const today = canvas.getByRole('heading', { level: 3, name: 'Tue, Nov 3' }).closest('li') as HTMLElement;
    await userEvent.click(within(today).getByRole('button', { name: 'Cancel session' }));
    await expect(args.onCancel).toHaveBeenCalledWith(gymSession);
  },
};

/** The list: the coming sessions from today on, by day, only days that have some. */
export const List: Story = {
  args: { view: 'list' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Upcoming sessions' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Next week' })).toBeNull();
    await expect(canvas.getByRole('radio', { name: 'List' })).toBeChecked();
    const days = canvas.getAllByRole('region');
    await expect(days.map((day) => within(day).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Tuesday, November 3',
      'Wednesday, November 4',
      'Thursday, November 5',
      'Saturday, November 7',
      'Sunday, November 8',
      'Tuesday, November 10',
      'Thursday, November 12',
      'Tuesday, November 17',
    ]);
    await expect(days[0]).toHaveAttribute('aria-current', 'date');
    await expect(canvas.queryByText('Mon, Nov 2')).toBeNull();
  },
};

export const ListOnPhone: Story = { args: { view: 'list' }, globals: mobile };

/** A week without sessions: a friendly word and the page's way to plan one. */
export const EmptyWeek: Story = {
  args: {
    sessions: [],
    emptyAction: <Button>{m.sessions_form_schedule_title()}</Button>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No sessions this week')).toBeVisible();
    await expect(canvas.getByText('Plan a session with one of your clients, or look at another week.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Schedule a session' })).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** Weeks and views change from the keyboard alone. */
export const KeyboardWeekSwitch: Story = {
  play: async ({ args, canvas }) => {
    await tabToRole(canvas, 'button', 'Previous week');
    await tabToRole(canvas, 'button', 'This week');
    await tabToRole(canvas, 'button', 'Next week');
    await userEvent.keyboard('{Enter}');
    await expect(args.onWeekChange).toHaveBeenLastCalledWith('2026-11-09');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Nov 9 – 15, 2026' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Tue, Nov 10' })).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(args.onWeekChange).toHaveBeenLastCalledWith('2026-11-16');

    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onWeekChange).toHaveBeenLastCalledWith(storyWeekStart);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Nov 2 – 8, 2026' })).toBeVisible();

    await userEvent.tab();
    await tabToRole(canvas, 'radio', 'Week');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'List' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onViewChange).toHaveBeenCalledWith('list');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Upcoming sessions' })).toBeVisible();
  },
};

/**
 * Europe turns its clocks back on Sunday 25 October, New York a week later: the client in New York
 * sees Thursday's 18:00 in Sarajevo at 12:00 and Sunday's at 13:00, and a session just after
 * midnight in Sarajevo on Saturday evening.
 */
export const DaylightSavingWeek: Story = {
  args: {
    sessions: dstSessions,
    viewer: 'client',
    timeZone: newYorkZone,
    weekStart: dstWeekStart,
    today: dstToday,
    now: dstNow,
  },
  globals: desktop,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Oct 19 – 25, 2026' })).toBeVisible();
    const day = (name: string) => canvas.getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;
    // Monday 01:00 in Sarajevo is still Sunday the 18th in New York: the week before.
    await expect(within(day('Mon, Oct 19')).getByText('No sessions')).toBeVisible();
    await expect(within(day('Thu, Oct 22')).getByRole('heading', { level: 4 })).toHaveTextContent('12:00 – 1:00 PM');
    await expect(within(day('Thu, Oct 22')).getByText('6:00 – 7:00 PM in Europe/Sarajevo')).toBeVisible();
    await expect(within(day('Sat, Oct 24')).getByRole('heading', { level: 4 })).toHaveTextContent('6:30 – 7:15 PM');
    await expect(
      within(day('Sat, Oct 24')).getByText('Sun, Oct 25 · 12:30 – 1:15 AM in Europe/Sarajevo'),
    ).toBeVisible();
    await expect(within(day('Sun, Oct 25')).getByRole('heading', { level: 4 })).toHaveTextContent('1:00 – 2:00 PM');
    await expect(within(day('Sun, Oct 25')).getByText('6:00 – 7:00 PM in Europe/Sarajevo')).toBeVisible();
  },
};

/** The page accepts a request: that session's button waits. */
export const Busy: Story = {
  args: { busy: { sessionId: requestedSession.id, action: 'accept' } },
  play: async ({ canvas }) => {
    const thursday = canvas.getByRole('heading', { level: 3, name: 'Thu, Nov 5' }).closest('li') as HTMLElement;
    await expect(within(thursday).getByRole('button', { name: 'Decline' })).toBeDisabled();
    await expect(canvas.getAllByRole('button', { name: 'Cancel session' })[0]).toBeEnabled();
  },
};
