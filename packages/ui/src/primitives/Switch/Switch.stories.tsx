import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { tabToRole } from '../story-helpers.tsx';
import { Switch } from './Switch.tsx';

const meta = {
  title: 'Primitives/Switch',
  component: Switch,
  args: { label: 'Accepting new clients', name: 'acceptingClients', onChange: fn() },
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ args, canvas }) => {
    const toggle = await tabToRole(canvas, 'switch', 'Accepting new clients');
    await expect(toggle).not.toBeChecked();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const On: Story = {
  args: { defaultSelected: true },
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Accepting new clients' });
    await expect(toggle).toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const WithDescription: Story = {
  args: {
    label: 'Offer online sessions',
    name: 'online',
    description: 'Clients outside Berlin can book video sessions with you.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Offer online sessions' })).toHaveAccessibleDescription(
      'Clients outside Berlin can book video sessions with you.',
    );
  },
};

export const Invalid: Story = {
  args: {
    label: 'Share my progress photos with my coach',
    name: 'sharePhotos',
    isInvalid: true,
    errorMessage: 'Turn this on to join the transformation programme.',
  },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Share my progress photos with my coach' });
    await expect(canvas.getByText('Turn this on to join the transformation programme.')).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Accepting new clients' })).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Accepting new clients' });
    await expect(toggle).toBeDisabled();
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
