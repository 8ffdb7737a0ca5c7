import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { maxWidth, tabTo } from '../../primitives/story-helpers.tsx';
import { LoginForm } from './LoginForm.tsx';

const meta = {
  title: 'Auth/LoginForm',
  component: LoginForm,
  args: { onSubmit: fn() },
  decorators: [maxWidth(400)],
} satisfies Meta<typeof LoginForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(canvas.getByText('Email is required.')).toBeVisible();
    await expect(canvas.getByText('Password is required.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SubmitsByKeyboard: Story = {
  play: async ({ args, canvas }) => {
    await tabTo(canvas.getByLabelText('Email'));
    await userEvent.keyboard('Ana@Example.com');
    await userEvent.tab();
    await userEvent.keyboard('correct horse battery');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'ana@example.com', password: 'correct horse battery' });
  },
};

/** The page after a refused sign-in: focus is on the error, and Tab goes on to the kept email, then the password. */
export const WrongPassword: Story = {
  args: { defaultEmail: 'adna.begic@spotter.test', error: 'Incorrect email or password.' },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Incorrect email or password.');
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    await tabTo(canvas.getByLabelText('Email'));
    await tabTo(canvas.getByLabelText('Password'));
  },
};

export const RateLimited: Story = {
  args: { defaultEmail: 'adna.begic@spotter.test', error: 'Too many attempts. Please wait 10 minutes and try again.' },
};

/** Field errors from the server (the page posted without checks in the browser) are summed up on top, where focus lands. */
export const ServerFieldErrors: Story = {
  args: { defaultEmail: 'ana@', fieldErrors: { email: ['Enter a valid email address.'] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Please check the highlighted fields.');
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
  },
};

export const Pending: Story = {
  args: { defaultEmail: 'ana@example.com', isPending: true },
};

export const WithProviders: Story = {
  args: { providers: ['google', 'facebook'], returnTo: '/trainer/dashboard' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Continue with Google' })).toHaveAttribute(
      'href',
      '/auth/oauth/google?returnTo=%2Ftrainer%2Fdashboard',
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { providers: ['google'] },
};
