import type { FormEvent } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { maxWidth, tabTo, tabToRole } from '../story-helpers.tsx';
import { Form, FormActions, FormError, type FormProps } from './Form.tsx';

const submitSpy = fn((event: FormEvent<HTMLFormElement>) => {
  event.preventDefault();
  return Object.fromEntries(new FormData(event.currentTarget));
});

const meta = {
  title: 'Primitives/Form',
  component: Form,
  args: { onSubmit: submitSpy },
  beforeEach: () => {
    submitSpy.mockClear();
  },
  render: (args) => <LoginForm {...args} />,
  decorators: [maxWidth(380)],
} satisfies Meta<typeof Form>;
export default meta;
type Story = StoryObj<typeof meta>;

function LoginForm({ generalError, ...props }: FormProps & { generalError?: string }) {
  return (
    <Form {...props} aria-label="Sign in">
      <FormError title="Sign-in failed">{generalError}</FormError>
      <TextField label="Email" name="email" type="email" autoComplete="email" isRequired defaultValue="amra@spotter" />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        isRequired
        revealable
        defaultValue="short"
      />
      <FormActions>
        <Button type="submit">Sign in</Button>
      </FormActions>
    </Form>
  );
}

/** Server field errors land on the fields by name; editing a field and leaving it clears its error. */
export const ServerFieldErrors: Story = {
  args: {
    validationErrors: {
      email: 'Enter a valid email address.',
      password: 'Use at least 8 characters.',
    },
  },
  play: async ({ canvas }) => {
    const email = canvas.getByLabelText('Email');
    const password = canvas.getByLabelText('Password');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Enter a valid email address.');
    await expect(password).toHaveAccessibleDescription('Use at least 8 characters.');

    await tabTo(email);
    await userEvent.keyboard('{End}.ba');
    await expect(email).toHaveValue('amra@spotter.ba');

    // Leaving the edited field commits it: its server error goes, the untouched password keeps its own.
    await tabTo(password);
    await waitFor(() => expect(email).not.toHaveAttribute('aria-invalid'));
    await expect(canvas.queryByText('Enter a valid email address.')).not.toBeInTheDocument();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Several messages for one field. */
export const MultipleErrorsOnOneField: Story = {
  args: {
    validationErrors: { password: ['Use at least 8 characters.', 'Include at least one number.'] },
  },
  play: async ({ canvas }) => {
    const password = canvas.getByLabelText('Password');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(/Use at least 8 characters\. Include at least one number\./)).toBeVisible();
  },
};

/** An error for the whole form, shown as an error Banner (role alert) above the fields. */
export const GeneralError: Story = {
  render: (args) => <LoginForm {...args} generalError="Incorrect email or password." />,
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Sign-in failed');
    await expect(alert).toHaveTextContent('Incorrect email or password.');
    await expect(canvas.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
  },
};

/** Both at once: a general error and field errors. */
export const GeneralAndFieldErrors: Story = {
  args: { validationErrors: { email: 'An account with this email already exists. Sign in instead.' } },
  render: (args) => <LoginForm {...args} generalError="Please check the highlighted fields." />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please check the highlighted fields.');
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Required fields left empty: submitting marks them and moves focus to the first one. */
export const RequiredFieldsEmpty: Story = {
  render: (args) => (
    <Form {...args} aria-label="Book a session">
      <TextField label="Full name" name="name" isRequired errorMessage="Enter your name." />
      <TextField label="Phone" name="phone" type="tel" isRequired errorMessage="Enter a phone number." />
      <FormActions>
        <Button type="submit">Request session</Button>
      </FormActions>
    </Form>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.tab();
    await tabToRole(canvas, 'button', 'Request session');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByLabelText(/Full name/)).toHaveFocus());
    await expect(canvas.getByText('Enter your name.')).toBeVisible();
    await expect(canvas.getByText('Enter a phone number.')).toBeVisible();
    await expect(submitSpy).not.toHaveBeenCalled();
  },
};

/** Valid input: Enter in the last field submits the form with its values. */
export const SubmitWithKeyboard: Story = {
  render: (args) => (
    <Form {...args} aria-label="Sign in">
      <TextField label="Email" name="email" type="email" isRequired />
      <TextField label="Password" name="password" type="password" isRequired />
      <FormActions>
        <Button type="submit">Sign in</Button>
      </FormActions>
    </Form>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('tarik@example.com');
    await userEvent.tab();
    await userEvent.keyboard('deadlift-2025{Enter}');
    await expect(submitSpy).toHaveBeenCalledTimes(1);
    await expect(submitSpy).toHaveReturnedWith({ email: 'tarik@example.com', password: 'deadlift-2025' });
    await expect(canvas.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
  },
};
