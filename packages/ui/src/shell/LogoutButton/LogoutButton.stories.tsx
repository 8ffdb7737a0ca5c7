import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor } from 'storybook/test';
import { LogoutButton } from './LogoutButton.tsx';

const meta = {
  title: 'Shell/LogoutButton',
  component: LogoutButton,
  args: { onLogout: fn(() => new Promise<void>(() => {})), look: 'button' },
  argTypes: { look: { control: 'inline-radio', options: ['nav', 'button'] } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '260px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LogoutButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Pressed with the keyboard: disabled and "Logging out…" until the page moves on. */
export const Pending: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Log out' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const button = canvas.getByRole('button', { name: /Logging out/ });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

/** A failure is logged with console.error and the button can be pressed again. */
export const Failure: Story = {
  args: { onLogout: fn(() => Promise.reject(new Error('Network unreachable'))) },
  beforeEach: () => {
    const spy = spyOn(console, 'error').mockImplementation(() => {});
    return () => spy.mockRestore();
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(console.error).toHaveBeenCalledWith('Logout failed', expect.any(Error)));
    const button = canvas.getByRole('button', { name: 'Log out' });
    await expect(button).not.toHaveAttribute('aria-disabled');
    await userEvent.click(button);
    await waitFor(() => expect(args.onLogout).toHaveBeenCalledTimes(2));
  },
};

export const NavLook: Story = { args: { look: 'nav' } };
