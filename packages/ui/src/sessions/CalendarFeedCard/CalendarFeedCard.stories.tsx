import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { maxWidth } from '../../primitives/story-helpers.tsx';
import { openDialog } from '../form-story-data.ts';
import { CalendarFeedCard } from './CalendarFeedCard.tsx';

const feedUrl = 'https://spotter.ba/api/calendar/q8Zt3vN1xK7pR2mW5yB9cL4hJ6dF0sGa.ics';

const writeText = fn(async (_text: string) => undefined);

const meta = {
  title: 'Sessions/CalendarFeedCard',
  component: CalendarFeedCard,
  args: {
    state: { exists: false, createdAt: null, url: null },
    locale: 'en',
    onCreate: fn(),
    onRenew: fn(),
  },
  decorators: [maxWidth(640)],
  beforeEach: () => {
    // The test browser grants no clipboard: the stories watch what would be written instead.
    writeText.mockClear();
    const clipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    return () => {
      if (clipboard) Object.defineProperty(navigator, 'clipboard', clipboard);
      else Reflect.deleteProperty(navigator, 'clipboard');
    };
  },
} satisfies Meta<typeof CalendarFeedCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No link yet: one button makes it. */
export const NoFeed: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: "Add your sessions to your phone's calendar" })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Create calendar link' }));
    await expect(args.onCreate).toHaveBeenCalledOnce();
  },
};

/** Just made: the full address, once, to copy, with how to add it. */
export const JustCreated: Story = {
  args: { state: { exists: true, createdAt: '2026-11-27T08:00:00.000Z', url: feedUrl } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Your calendar link' })).toHaveValue(feedUrl);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Copy it now: for your safety it is shown only once. Anyone with this link can see your session times.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(writeText).toHaveBeenCalledWith(feedUrl);
    await expect(await canvas.findByRole('button', { name: 'Copied' })).toBeVisible();
    await expect(canvas.getByText(/Settings → Calendar → Accounts/)).toBeVisible();
  },
};

/** Copying refused: the reader is told to copy by hand. */
export const CopyFailed: Story = {
  args: { state: { exists: true, createdAt: '2026-11-27T08:00:00.000Z', url: feedUrl } },
  play: async ({ canvas }) => {
    writeText.mockRejectedValueOnce(new Error('denied'));
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(await canvas.findByText('Copying did not work. Select the link and copy it yourself.')).toBeVisible();
  },
};

/** Made earlier: only when, and a renewal after a confirmation, chosen with the keyboard. */
export const Existing: Story = {
  args: { state: { exists: true, createdAt: '2026-10-14T09:30:00.000Z', url: null } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('You created your calendar link on October 14, 2026.')).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    canvas.getByRole('button', { name: 'Renew link' }).focus();
    await userEvent.keyboard('{Enter}');
    const confirm = within(await openDialog('Renew your calendar link?', 'alertdialog'));
    await expect(confirm.getByText(/The old link stops working at once/)).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: 'Renew link' }));
    await expect(args.onRenew).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

/** Cancelling the confirmation keeps the old link. */
export const RenewCancelled: Story = {
  args: { state: { exists: true, createdAt: '2026-10-14T09:30:00.000Z', url: null } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Renew link' }));
    const confirm = within(await openDialog('Renew your calendar link?', 'alertdialog'));
    await userEvent.click(confirm.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onRenew).not.toHaveBeenCalled();
  },
};

export const Creating: Story = { args: { busy: true } };

export const WithError: Story = {
  args: { error: 'Too many attempts. Try again in a minute.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Too many attempts. Try again in a minute.');
  },
};

export const Mobile: Story = {
  args: { state: { exists: true, createdAt: '2026-11-27T08:00:00.000Z', url: feedUrl } },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
