import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent } from 'storybook/test';
import { buttonSizes, buttonVariants } from '../Button/Button.tsx';
import { tabTo, tabToRole } from '../story-helpers.tsx';
import { Link, linkVariants } from './Link.tsx';

/** Client-side navigation stand-in, so pressing a link in a story does not leave the page. */
const navigate = fn();

const meta = {
  title: 'Primitives/Link',
  component: Link,
  args: { children: 'Ana Kovač, strength coach', href: '/trainers/ana-kovac', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: linkVariants },
    buttonVariant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
  beforeEach: () => {
    navigate.mockClear();
  },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  render: (args) => (
    <p>
      Booked sessions are listed on the profile of <Link {...args} />, together with her certificates.
    </p>
  ),
  play: async ({ args, canvas }) => {
    await tabToRole(canvas, 'link', 'Ana Kovač, strength coach');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await expect(navigate).toHaveBeenCalledWith('/trainers/ana-kovac', undefined);
  },
};

export const Standalone: Story = {
  args: {
    variant: 'standalone',
    children: 'See all yoga coaches in Sarajevo',
    href: '/trainers?activity=yoga&city=sarajevo',
  },
  play: async ({ canvas }) => {
    await tabTo(canvas.getByRole('link'));
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/trainers?activity=yoga&city=sarajevo', undefined);
  },
};

export const ButtonLike: Story = {
  args: { buttonLike: true, children: 'Find a coach', href: '/trainers' },
  play: async ({ canvas }) => {
    await tabToRole(canvas, 'link', 'Find a coach');
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/trainers', undefined);
  },
};

export const ButtonLikeSecondary: Story = {
  args: {
    buttonLike: true,
    buttonVariant: 'secondary',
    size: 'small',
    children: 'Edit profile',
    href: '/dashboard/profile',
  },
};

export const ButtonLikeFullWidth: Story = {
  args: { buttonLike: true, fullWidth: true, size: 'large', children: 'Create a free account', href: '/register' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const Current: Story = {
  args: { variant: 'standalone', children: 'Dashboard', href: '/dashboard', 'aria-current': 'page' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('data-current', 'true');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, variant: 'standalone', children: 'Download invoice' },
  play: async ({ args, canvas }) => {
    const link = canvas.getByRole('link', { name: 'Download invoice' });
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(link);
    await expect(args.onPress).not.toHaveBeenCalled();
    await expect(navigate).not.toHaveBeenCalled();
  },
};
