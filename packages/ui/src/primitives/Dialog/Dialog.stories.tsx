import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { tabTo, tabToRole } from '../story-helpers.tsx';
import { Dialog, DialogTrigger, Modal, ModalOverlay, modalSizes, type DialogProps } from './Dialog.tsx';

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog,
  args: { title: 'Reschedule session' },
  argTypes: { headingLevel: { control: 'inline-radio', options: [1, 2, 3, 4, 5, 6] } },
  parameters: { docs: { story: { inline: false, iframeHeight: 480 } } },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const sessionText =
  'Your strength session with Coach Amra is on Thursday at 6:00 PM. Pick a new time at least 24 hours ahead so your coach can plan the gym floor.';

/** The dialog most stories open: a session to reschedule. */
function SessionDialog(args: DialogProps) {
  return (
    <Dialog {...args}>
      <p>{sessionText}</p>
    </Dialog>
  );
}

/** The usual case: a button opens the dialog; Escape closes it and focus returns to the button. */
export const WithTrigger: Story = {
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Reschedule</Button>
      <Modal isDismissable>
        <SessionDialog {...args} />
      </Modal>
    </DialogTrigger>
  ),
  play: async ({ canvas }) => {
    const trigger = await tabToRole(canvas, 'button', 'Reschedule');
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule session' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Already open, as a page would show it. */
export const Open: Story = {
  render: (args) => (
    <Modal defaultOpen isDismissable>
      <SessionDialog {...args} />
    </Modal>
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule session' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByRole('heading', { level: 2, name: 'Reschedule session' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

/** The × button is reachable with Tab and closes the dialog with Enter. */
export const CloseWithButton: Story = {
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Reschedule</Button>
      <Modal>
        <SessionDialog {...args} />
      </Modal>
    </DialogTrigger>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule session' });
    await tabToRole(within(dialog), 'button', 'Close');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Reschedule' })).toHaveFocus());
  },
};

/** With a form and footer actions: Tab moves close → field → Cancel → Save, and focus stays inside. */
export const WithFooter: Story = {
  args: { title: 'Log a workout' },
  render: (args) => {
    const onSave = fn();
    return (
      <DialogTrigger>
        <Button>Log workout</Button>
        <Modal isDismissable>
          <Dialog
            {...args}
            footer={({ close }) => (
              <>
                <Button variant="secondary" slot="close">
                  Cancel
                </Button>
                <Button
                  onPress={() => {
                    onSave();
                    close();
                  }}
                >
                  Save workout
                </Button>
              </>
            )}
          >
            <TextField label="Workout name" name="workout" defaultValue="Upper body push" />
          </Dialog>
        </Modal>
      </DialogTrigger>
    );
  },
  play: async () => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Log a workout' });
    const d = within(dialog);
    await tabToRole(d, 'button', 'Close');
    await tabTo(d.getByLabelText('Workout name'));
    await tabToRole(d, 'button', 'Cancel');
    await tabToRole(d, 'button', 'Save workout');
    // Focus is contained: Tab wraps around to the first control.
    await tabToRole(d, 'button', 'Close');
    await userEvent.tab({ shift: true });
    await expect(d.getByRole('button', { name: 'Save workout' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** `isDismissable`: a click on the backdrop closes the dialog. */
export const Dismissable: Story = {
  render: (args) => (
    <ModalOverlay defaultOpen isDismissable data-testid="backdrop">
      <Modal>
        <SessionDialog {...args} />
      </Modal>
    </ModalOverlay>
  ),
  play: async () => {
    await screen.findByRole('dialog', { name: 'Reschedule session' });
    await userEvent.click(screen.getByTestId('backdrop'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Without `isDismissable` a backdrop click does nothing; Escape and the close button still work. */
export const NotDismissable: Story = {
  render: (args) => (
    <ModalOverlay defaultOpen data-testid="backdrop">
      <Modal>
        <SessionDialog {...args} />
      </Modal>
    </ModalOverlay>
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule session' });
    await userEvent.click(screen.getByTestId('backdrop'));
    await expect(dialog).toBeInTheDocument();
    // Keyboard users get back into the dialog with Tab; Escape still closes it.
    await tabToRole(within(dialog), 'button', 'Close');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Long content scrolls inside the body while the heading and close button stay put. */
export const LongContent: Story = {
  args: { title: 'Coaching agreement' },
  render: (args) => (
    <Modal defaultOpen size="large">
      <Dialog {...args} footer={<Button slot="close">I have read it</Button>}>
        {Array.from({ length: 12 }, (_, index) => (
          <p key={index} style={{ marginBottom: '1rem' }}>
            {index + 1}. Sessions cancelled less than 24 hours before the start are charged in full. Your coach adapts
            the programme to injuries you report before a session; tell them about pain, medication or recent surgery.
            Progress photos are private to you and your coach.
          </p>
        ))}
      </Dialog>
    </Modal>
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Coaching agreement' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'I have read it' })).toBeVisible());
    // The scrolling body is a tab stop so keyboard users can scroll it with the arrow keys.
    await tabToRole(within(dialog), 'button', 'Close');
    await userEvent.tab();
    const body = document.activeElement as HTMLElement;
    await expect(body).toHaveTextContent('Sessions cancelled less than 24 hours');
    await expect(body).toHaveAttribute('tabindex', '0');
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
  },
};

/** The small size with no close button, for short questions. */
export const SmallWithoutCloseButton: Story = {
  args: { title: 'Session booked', showCloseButton: false },
  argTypes: { title: { control: 'text' } },
  parameters: { controls: { include: ['title', 'showCloseButton', 'headingLevel'] } },
  render: (args) => (
    <Modal defaultOpen size={modalSizes[0]}>
      <Dialog {...args} footer={<Button slot="close">Done</Button>}>
        <p>See you on Thursday at 6:00 PM.</p>
      </Dialog>
    </Modal>
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Session booked' });
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await tabToRole(within(dialog), 'button', 'Done');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
