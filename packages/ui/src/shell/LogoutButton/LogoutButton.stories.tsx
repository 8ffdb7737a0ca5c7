import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { maxWidth, tabToRole } from '../../primitives/story-helpers.tsx';
import { endlessLogout, logoutFailureStory } from '../story-helpers.tsx';
import { LogoutButton } from './LogoutButton.tsx';

const meta = {
  title: 'Shell/LogoutButton',
  component: LogoutButton,
  args: { onLogout: endlessLogout(), look: 'button' },
  argTypes: { look: { control: 'inline-radio', options: ['nav', 'button'] } },
  decorators: [maxWidth(260)],
} satisfies Meta<typeof LogoutButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Pressed with the keyboard: disabled and "Logging out…" until the page moves on. */
export const Pending: Story = {
  play: async ({ args, canvas }) => {
    await tabToRole(canvas, 'button', 'Log out');
    await userEvent.keyboard('{Enter}');
    const button = canvas.getByRole('button', { name: /Logging out/ });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

/** A failure is logged with console.error and the button can be pressed again. */
export const Failure: Story = logoutFailureStory('Network unreachable');

export const NavLook: Story = { args: { look: 'nav' } };
