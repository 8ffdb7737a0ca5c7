import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { formNow, londonZone, nextWeekSession, seriesSession, tomorrowSession } from '../form-story-data.ts';
import { CancelSessionDialog } from './CancelSessionDialog.tsx';

const meta = {
  title: 'Sessions/CancelSessionDialog',
  component: CancelSessionDialog,
  args: {
    defaultOpen: true,
    session: nextWeekSession,
    viewer: 'trainer',
    policyHours: 24,
    now: formNow,
    locale: 'en',
    onSubmit: fn(),
  },
} satisfies Meta<typeof CancelSessionDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const late = 'This is inside the 24-hour notice: it will count as a late cancellation, and both of you will see it.';

async function dialog() {
  const element = await screen.findByRole('alertdialog', { name: 'Cancel this session?' });
  await waitFor(() => expect(element).toBeVisible());
  return element;
}

/** Well ahead of the notice: a reason is all it takes, typed straight into the focused field. */
export const InGoodTime: Story = {
  play: async ({ args }) => {
    const body = within(await dialog());
    await expect(body.getByText('Wednesday, December 2, 2026, 6:00 PM, with Adna Begić')).toBeVisible();
    await expect(body.queryByText(late)).toBeNull();
    const reason = body.getByRole('textbox', { name: /Reason/ });
    await waitFor(() => expect(reason).toHaveFocus());
    await userEvent.keyboard('I am ill, sorry.');
    await userEvent.click(body.getByRole('button', { name: 'Cancel session' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ reason: 'I am ill, sorry.', series: false });
  },
};

/** No reason given: the field says so, and nothing is sent. */
export const ReasonMissing: Story = {
  play: async ({ args }) => {
    const body = within(await dialog());
    await userEvent.click(body.getByRole('button', { name: 'Cancel session' }));
    const reason = body.getByRole('textbox', { name: /Reason/ });
    await expect(await body.findByText('This field is required.')).toBeVisible();
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Tomorrow morning is inside the 24 hours: the late warning shows. The client cancels, naming the trainer. */
export const LateByClient: Story = {
  args: { session: tomorrowSession, viewer: 'client', readerZone: londonZone },
  play: async () => {
    const body = within(await dialog());
    await expect(body.getByRole('alert')).toHaveTextContent(late);
    await expect(body.getByText('Saturday, November 28, 2026, 7:00 AM, with Amra Hodžić')).toBeVisible();
    await expect(body.getByText('Amra Hodžić will see the reason.')).toBeVisible();
  },
};

/** A session of a weekly series: the later ones can go too, chosen with the keyboard. */
export const Series: Story = {
  args: { session: seriesSession },
  play: async ({ args }) => {
    const body = within(await dialog());
    await userEvent.keyboard('Travelling until January.');
    await userEvent.tab();
    const series = body.getByRole('checkbox', { name: 'Also cancel the later sessions of this series' });
    await expect(series).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(series).toBeChecked();
    await userEvent.click(body.getByRole('button', { name: 'Cancel session' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ reason: 'Travelling until January.', series: true });
  },
};

/** The server refused: the session changed meanwhile. */
export const WithError: Story = {
  args: { error: 'The session was changed meanwhile. Reload to see it.' },
  play: async () => {
    const body = within(await dialog());
    await expect(body.getByRole('alert')).toHaveTextContent('The session was changed meanwhile. Reload to see it.');
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async () => {
    const body = within(await dialog());
    await expect(body.getByRole('button', { name: 'Keep session' })).toBeDisabled();
  },
};

export const Mobile: Story = {
  args: { session: tomorrowSession },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    await dialog();
  },
};
