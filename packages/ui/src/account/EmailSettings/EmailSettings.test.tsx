import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from '../../../test/render.tsx';
import { googleAccount, trainerAccount, trainerEmail } from '../story-data.ts';
import { EmailSettings, type EmailSettingsProps } from './EmailSettings.tsx';

function renderEmail(props: Partial<EmailSettingsProps> = {}) {
  const calls = {
    onSendCode: vi.fn(async (_email: string) => undefined),
    onVerifyCode: vi.fn(async (_input: { code: string; newEmail: string }) => undefined),
    onUpdateEmail: vi.fn(async (_email: string) => undefined),
    onSignOut: vi.fn(),
  };
  render(<EmailSettings account={trainerAccount} accountEmail={trainerEmail} {...calls} {...props} />);
  return calls;
}

const current = () => page.getByRole('textbox', { name: 'Current email' });
const next = () => page.getByRole('textbox', { name: 'New email' });
const code = () => page.getByRole('textbox', { name: 'Verification code' });

async function sendCode() {
  await userEvent.click(page.getByRole('button', { name: 'Change email' }));
  await userEvent.fill(current(), trainerEmail.toUpperCase());
  await userEvent.fill(next(), 'Amra@Example.com');
  await userEvent.click(page.getByRole('button', { name: 'Send code' }));
  await expect.element(page.getByText('Verification code sent to your new email')).toBeVisible();
}

describe('EmailSettings', () => {
  test('sends the code to the new address (trimmed, lower-cased), then verifies, updates and signs out after 2 s', async () => {
    const calls = renderEmail();
    await sendCode();
    expect(calls.onSendCode).toHaveBeenCalledWith('amra@example.com');
    await expect.element(next()).toHaveAttribute('readonly');
    await userEvent.fill(code(), '123456');
    await userEvent.click(page.getByRole('button', { name: 'Update email' }));
    await expect.element(page.getByText('Email updated successfully! Please log in again.')).toBeVisible();
    expect(calls.onVerifyCode).toHaveBeenCalledWith({ code: '123456', newEmail: 'amra@example.com' });
    expect(calls.onUpdateEmail).toHaveBeenCalledWith('amra@example.com');
    expect(calls.onSignOut).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(calls.onSignOut).toHaveBeenCalledTimes(1), { timeout: 10_000 });
  });

  test('Cancel resets everything, codeSent included', async () => {
    renderEmail();
    await sendCode();
    await userEvent.fill(code(), '12');
    await userEvent.click(page.getByRole('button', { name: 'Cancel' }));
    await expect.element(page.getByRole('button', { name: 'Change email' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Change email' }));
    await expect.element(current()).toHaveValue('');
    await expect.element(next()).toHaveValue('');
    await expect.element(code()).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Send code' })).toBeVisible();
  });

  test('a code must be typed, and only digits make a code', async () => {
    const calls = renderEmail();
    await sendCode();
    await userEvent.click(page.getByRole('button', { name: 'Update email' }));
    await expect.element(page.getByText('Please enter verification code')).toBeVisible();
    await userEvent.fill(code(), '12a456');
    await userEvent.click(page.getByRole('button', { name: 'Update email' }));
    await expect.element(page.getByText('Invalid verification code')).toBeVisible();
    expect(calls.onVerifyCode).not.toHaveBeenCalled();
  });

  test("the server's own words are preferred: under the new email for a send, in a banner for the update", async () => {
    renderEmail({
      onSendCode: vi.fn(async () => {
        throw Object.assign(new Error('x'), { error: 'Too many codes. Try again later.' });
      }),
    });
    await userEvent.click(page.getByRole('button', { name: 'Change email' }));
    await userEvent.fill(current(), trainerEmail);
    await userEvent.fill(next(), 'amra@example.com');
    await userEvent.click(page.getByRole('button', { name: 'Send code' }));
    await expect.element(page.getByText('Too many codes. Try again later.')).toBeVisible();
    await expect.element(next()).toHaveAttribute('aria-invalid', 'true');

    const calls = renderEmail({
      onUpdateEmail: vi.fn(async () => {
        throw Object.assign(new Error(''), { error: '' });
      }),
    });
    await sendCode();
    await userEvent.fill(code(), '123456');
    await userEvent.click(page.getByRole('button', { name: 'Update email' }));
    await expect.element(page.getByRole('alert').getByText('Failed to update email')).toBeVisible();
    expect(calls.onSignOut).not.toHaveBeenCalled();
  });

  test('a provider account gets the reason and no form', async () => {
    renderEmail({ account: googleAccount });
    await expect.element(page.getByText(/Your email is managed by Google/)).toBeVisible();
    expect(page.getByRole('button').elements()).toHaveLength(0);
  });
});
