import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { maxWidth } from '../../primitives/story-helpers.tsx';
import { googleAccount, trainerAccount, trainerEmail } from '../story-data.ts';
import { EmailSettings } from './EmailSettings.tsx';

const meta = {
  title: 'Account/EmailSettings',
  component: EmailSettings,
  args: {
    account: trainerAccount,
    accountEmail: trainerEmail,
    onSendCode: fn(async (_email: string) => undefined),
    onVerifyCode: fn(async (_input: { code: string; newEmail: string }) => undefined),
    onUpdateEmail: fn(async (_email: string) => undefined),
    onSignOut: fn(),
  },
  decorators: [maxWidth(720)],
} satisfies Meta<typeof EmailSettings>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the masked address and Change email. */
export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('amr*******@spotter.test')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Change email' })).toBeEnabled();
  },
};

/** Opened with the keyboard: the current email field takes the focus. */
export const Open: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Current email' })).toHaveFocus());
    await expect(canvas.getByRole('button', { name: 'Send code' })).toBeVisible();
  },
};

/** Both fields empty: SPEC §5 messages under each. */
export const Required: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change email' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(await canvas.findByText('Current email is required')).toBeVisible();
    await expect(canvas.getByText('New email is required')).toBeVisible();
  },
};

/** A current email that is not the account's. */
export const CurrentMismatch: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change email' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Current email' }), 'someone@spotter.test');
    await userEvent.type(canvas.getByRole('textbox', { name: 'New email' }), 'amra@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(await canvas.findByText('Current email does not match')).toBeVisible();
    await expect(args.onSendCode).not.toHaveBeenCalled();
  },
};

async function sendCode(canvas: Parameters<NonNullable<Story['play']>>[0]['canvas']) {
  await userEvent.click(canvas.getByRole('button', { name: 'Change email' }));
  await userEvent.type(canvas.getByRole('textbox', { name: 'Current email' }), trainerEmail);
  await userEvent.type(canvas.getByRole('textbox', { name: 'New email' }), 'amra@example.com');
  await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
}

/** Code sent: the message and the 6-digit code field. */
export const CodeSent: Story = {
  play: async ({ canvas, args }) => {
    await sendCode(canvas);
    await expect(await canvas.findByText('Verification code sent to your new email')).toBeVisible();
    const code = canvas.getByRole('textbox', { name: 'Verification code' });
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(code).toHaveAttribute('maxlength', '6');
    await expect(args.onSendCode).toHaveBeenCalledWith('amra@example.com');
  },
};

/** The code could not be sent: the server's words under the new email field. */
export const SendFailed: Story = {
  args: { onSendCode: fn(async (_email: string) => Promise.reject(Object.assign(new Error(''), { error: '' }))) },
  play: async ({ canvas }) => {
    await sendCode(canvas);
    await expect(await canvas.findByText('Failed to send verification code')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'New email' })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A wrong code: 'Invalid verification code' under the code field. */
export const InvalidCode: Story = {
  args: {
    onVerifyCode: fn(async (_input: { code: string; newEmail: string }) => Promise.reject(new Error('rejected'))),
  },
  play: async ({ canvas }) => {
    await sendCode(canvas);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Verification code' }), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Update email' }));
    await expect(await canvas.findByText('Invalid verification code')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Verification code' })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Updated: the success message; the sign-out follows after 2 s. */
export const Updated: Story = {
  play: async ({ canvas, args }) => {
    await sendCode(canvas);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Verification code' }), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Update email' }));
    await expect(await canvas.findByText('Email updated successfully! Please log in again.')).toBeVisible();
    await expect(args.onVerifyCode).toHaveBeenCalledWith({ code: '123456', newEmail: 'amra@example.com' });
    await expect(args.onUpdateEmail).toHaveBeenCalledWith('amra@example.com');
  },
};

/** Connected through Google: no form, the reason instead. */
export const ProviderLocked: Story = {
  args: { account: googleAccount },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Your email is managed by Google/)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Mobile: Story = {
  ...CodeSent,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
