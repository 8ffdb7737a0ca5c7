import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { tabTo, tabToRole } from '../story-helpers.tsx';
import { showToast, toastQueue, type ShowToastOptions } from './Toast.tsx';
import { ToastRegion } from './ToastRegion.tsx';

const meta = {
  title: 'Primitives/Toast',
  component: ToastRegion,
  // The queue is app-wide: start every story empty.
  beforeEach: () => {
    toastQueue.clear();
    return () => toastQueue.clear();
  },
  parameters: { docs: { story: { inline: false, iframeHeight: 360 } } },
} satisfies Meta<typeof ToastRegion>;
export default meta;
type Story = StoryObj<typeof meta>;

function Demo({ label, toast }: { label: string; toast: ShowToastOptions }) {
  return (
    <>
      <Button onPress={() => showToast(toast)}>{label}</Button>
      <ToastRegion />
    </>
  );
}

const openWithKeyboard = async (name: string) => {
  await userEvent.tab();
  await userEvent.keyboard('{Enter}');
  const toast = await screen.findByRole('alertdialog', { name });
  await waitFor(() => expect(toast).toBeVisible());
  return toast;
};

/** Success: announced, named by its title, closes itself after 5 s. */
export const Success: Story = {
  render: () => (
    <Demo
      label="Save workout"
      toast={{ tone: 'success', title: 'Workout saved', description: 'Upper body push · 52 min' }}
    />
  ),
  play: async () => {
    const toast = await openWithKeyboard('Workout saved');
    await expect(screen.getByRole('region', { name: 'Notifications' })).toContainElement(toast);
    await expect(within(toast).getByRole('alert')).toHaveTextContent('Success');
    await expect(toast).toHaveAccessibleDescription('Upper body push · 52 min');
  },
};

/** Error: stays until closed. F6 jumps to the notifications, Tab reaches Close, Enter closes. */
export const ErrorTone: Story = {
  name: 'Error',
  render: () => (
    <Demo
      label="Pay invoice"
      toast={{
        tone: 'error',
        title: 'Payment failed',
        description: 'Your card was declined. Try another card or contact your bank.',
      }}
    />
  ),
  play: async ({ canvas }) => {
    const toast = await openWithKeyboard('Payment failed');
    await expect(within(toast).getByRole('alert')).toHaveTextContent('Error');
    await userEvent.keyboard('{F6}');
    await waitFor(() => expect(screen.getByRole('region', { name: 'Notifications' })).toHaveFocus());
    await tabTo(toast);
    await tabToRole(within(toast), 'button', 'Close');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    // Focus goes back to where the user was.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Pay invoice' })).toHaveFocus());
  },
};

/** Info, title only. */
export const Info: Story = {
  render: () => <Demo label="Check messages" toast={{ tone: 'info', title: 'Coach Amra replied to your check-in' }} />,
  play: async () => {
    const toast = await openWithKeyboard('Coach Amra replied to your check-in');
    await expect(within(toast).getByRole('alert')).toHaveTextContent('Information');
  },
};

const closeSpy = fn();

/** A custom timeout: gone after one second, and `onClose` runs. */
export const ShortTimeout: Story = {
  render: () => (
    <Demo
      label="Copy link"
      toast={{ tone: 'success', title: 'Profile link copied', timeout: 1000, onClose: closeSpy }}
    />
  ),
  play: async () => {
    closeSpy.mockClear();
    await openWithKeyboard('Profile link copied');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), { timeout: 15_000 });
    await expect(closeSpy).toHaveBeenCalledTimes(1);
  },
};

/** Several toasts stack; each is its own alertdialog. */
export const Stacked: Story = {
  render: () => (
    <>
      <Button
        onPress={() => {
          showToast({ tone: 'success', title: 'Session booked', description: 'Thursday, 6:00 PM with Coach Amra' });
          showToast({ tone: 'info', title: 'Reminder set', description: 'We will remind you 2 hours before.' });
          showToast({
            tone: 'error',
            title: 'Calendar sync failed',
            description: 'Reconnect Google Calendar in Settings.',
          });
        }}
      >
        Book session
      </Button>
      <ToastRegion />
    </>
  ),
  play: async () => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getAllByRole('alertdialog')).toHaveLength(3));
  },
};
