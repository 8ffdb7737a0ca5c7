import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from '../../../test/render.tsx';
import { googleAccount, passwordlessAccount, trainerAccount } from '../story-data.ts';
import { PasswordSettings, type PasswordSettingsProps } from './PasswordSettings.tsx';
import { passwordStrength } from './strength.ts';

function renderPassword(props: Partial<PasswordSettingsProps> = {}) {
  const calls = {
    onUpdatePassword: vi.fn(async (_input: { newPassword: string; currentPassword?: string }) => undefined),
    onSignOut: vi.fn(),
  };
  render(<PasswordSettings account={trainerAccount} {...calls} {...props} />);
  return calls;
}

const update = () => page.getByRole('button', { name: 'Update password' });

describe('PasswordSettings', () => {
  test('Update stays disabled until both new fields are filled', async () => {
    renderPassword();
    await expect.element(update()).toBeDisabled();
    await userEvent.fill(page.getByLabelText('New password'), 'Lifting-Morning-2026!');
    await expect.element(update()).toBeDisabled();
    await userEvent.fill(page.getByLabelText('Confirm new password'), 'x');
    await expect.element(update()).toBeEnabled();
    await userEvent.fill(page.getByLabelText('New password'), '');
    await expect.element(update()).toBeDisabled();
  });

  test('asks for the current password when the account has one, and matching new ones', async () => {
    const calls = renderPassword();
    await userEvent.fill(page.getByLabelText('New password'), 'Lifting-Morning-2026!');
    await userEvent.fill(page.getByLabelText('Confirm new password'), 'Lifting-Morning-2026?');
    await userEvent.click(update());
    await expect.element(page.getByText('Current password is required to change your password')).toBeVisible();
    await expect.element(page.getByText('Passwords do not match')).toBeVisible();
    expect(calls.onUpdatePassword).not.toHaveBeenCalled();
  });

  test('a wrong current password shows under its field; success signs out after 2 s', async () => {
    let refuse = true;
    const calls = renderPassword({
      onUpdatePassword: vi.fn(async () => {
        if (refuse)
          throw Object.assign(new Error(''), {
            error: 'Failed to update password',
            fieldErrors: { currentPassword: ['The current password is incorrect.'] },
          });
      }),
    });
    await userEvent.fill(page.getByLabelText('Current password'), 'nope');
    await userEvent.fill(page.getByLabelText('New password'), 'Lifting-Morning-2026!');
    await userEvent.fill(page.getByLabelText('Confirm new password'), 'Lifting-Morning-2026!');
    await userEvent.click(update());
    await expect.element(page.getByText('The current password is incorrect.')).toBeVisible();
    await expect.element(page.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
    expect(
      page
        .getByRole('alert')
        .elements()
        .map((el) => el.textContent),
    ).not.toContain('Failed to update password');
    refuse = false;
    await userEvent.click(update());
    await expect.element(page.getByText('Password updated successfully! Please log in again.')).toBeVisible();
    expect(calls.onSignOut).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(calls.onSignOut).toHaveBeenCalledTimes(1), { timeout: 10_000 });
  });

  test('without a password the current field is absent and not sent', async () => {
    const calls = renderPassword({ account: passwordlessAccount });
    await expect.element(page.getByLabelText('Current password')).not.toBeInTheDocument();
    await userEvent.fill(page.getByLabelText('New password'), 'Lifting-Morning-2026!');
    await userEvent.fill(page.getByLabelText('Confirm new password'), 'Lifting-Morning-2026!');
    await userEvent.click(update());
    await vi.waitFor(() =>
      expect(calls.onUpdatePassword).toHaveBeenCalledWith({ newPassword: 'Lifting-Morning-2026!' }),
    );
  });

  test('a provider account is not offered a password change', async () => {
    renderPassword({ account: googleAccount });
    await expect.element(page.getByText(/You sign in with Google/)).toBeVisible();
    await expect.element(update()).not.toBeInTheDocument();
  });

  test('the meter rates length and variety', () => {
    expect(passwordStrength('short')).toBe('too-short');
    expect(passwordStrength('password123')).toBe('weak');
    expect(passwordStrength('aaaaaaaaaaaa')).toBe('weak');
    // A common start or one repeated character is weak however long.
    expect(passwordStrength('Password-2026-long')).toBe('weak');
    expect(passwordStrength('aaaaaaaaaaaaaaaaaaaa')).toBe('weak');
    expect(passwordStrength('bluehorse')).toBe('weak');
    expect(passwordStrength('bluehorse42')).toBe('weak');
    expect(passwordStrength('bluehorse-run')).toBe('fair');
    expect(passwordStrength('Blue-horse-42')).toBe('good');
    expect(passwordStrength('Lifting-Morning-2026!')).toBe('strong');
  });
});
