import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { maxWidth } from '../../primitives/story-helpers.tsx';
import { RegisterForm } from './RegisterForm.tsx';

const meta = {
  title: 'Auth/RegisterForm',
  component: RegisterForm,
  args: { onSubmit: fn() },
  decorators: [maxWidth(420)],
} satisfies Meta<typeof RegisterForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(canvas.getByText('Choose whether you join as a client or a trainer.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Trainer: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByText('Trainer'));
    await userEvent.type(canvas.getByLabelText('Email'), 'coach@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(canvas.getByText('Use at least 8 characters.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Password'), ' but now long');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: 'coach@example.com',
      password: 'short but now long',
      role: 'trainer',
    });
  },
};

export const EmailTaken: Story = {
  args: {
    defaultEmail: 'adna.begic@spotter.test',
    defaultRole: 'client',
    error: 'Please check the highlighted fields.',
    fieldErrors: { email: ['An account with this email already exists. Sign in instead.'] },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('An account with this email already exists. Sign in instead.')).toBeVisible();
    // Focus is on the error the page reports, not lost on the page.
    await waitFor(() => expect(canvas.getByRole('alert').parentElement).toHaveFocus());
  },
};

export const Pending: Story = {
  args: { defaultEmail: 'coach@example.com', defaultRole: 'trainer', isPending: true },
};

export const WithProviders: Story = {
  args: { providers: ['google', 'facebook'] },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const ProviderKeepsRole: Story = {
  args: { providers: ['google'], defaultRole: 'trainer' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Continue with Google' })).toHaveAttribute(
      'href',
      '/auth/oauth/google?role=trainer',
    );
    await userEvent.click(canvas.getByText('Client'));
    await expect(canvas.getByRole('link', { name: 'Continue with Google' })).toHaveAttribute(
      'href',
      '/auth/oauth/google?role=client',
    );
  },
};
