import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from '../../../test/render.tsx';
import { createToastQueue, ToastRegion } from '../../primitives/Toast/index.ts';
import { AccountManagement, type AccountManagementProps } from './AccountManagement.tsx';

function renderManagement(props: Partial<AccountManagementProps> = {}) {
  const queue = createToastQueue();
  const calls = {
    onDeactivate: vi.fn(async () => undefined),
    onDelete: vi.fn(async () => undefined),
    onSignOut: vi.fn(),
  };
  render(
    <>
      <AccountManagement role="client" toastQueue={queue} {...calls} {...props} />
      <ToastRegion queue={queue} />
    </>,
  );
  return calls;
}

describe('AccountManagement', () => {
  test('Delete is enabled only by DELETE typed exactly, then deletes and signs out after 2 s', async () => {
    const calls = renderManagement();
    await userEvent.click(page.getByRole('button', { name: 'Delete', exact: true }));
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account for good?' });
    await expect.element(dialog.getByText(/all your training data and the connection to your trainer/)).toBeVisible();
    const confirm = dialog.getByRole('button', { name: 'Delete account' });
    const typed = dialog.getByRole('textbox', { name: 'Type DELETE to confirm' });
    for (const attempt of ['delete', 'DELET', 'DELETE ', ' DELETE']) {
      await userEvent.fill(typed, attempt);
      await expect.element(confirm).toBeDisabled();
    }
    await userEvent.fill(typed, 'DELETE');
    await expect.element(confirm).toBeEnabled();
    await userEvent.click(confirm);
    await expect.element(page.getByText('Account deleted successfully. You will be logged out.')).toBeVisible();
    expect(calls.onDelete).toHaveBeenCalledTimes(1);
    expect(calls.onSignOut).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(calls.onSignOut).toHaveBeenCalledWith('deleted'), { timeout: 10_000 });
  });

  test("a failed deactivation is an error toast with the server's text, and nothing signs out", async () => {
    const calls = renderManagement({
      role: 'trainer',
      onDeactivate: vi.fn(async () => {
        throw Object.assign(new Error(''), { error: 'The account could not be deactivated right now.' });
      }),
    });
    await userEvent.click(page.getByRole('button', { name: 'Deactivate', exact: true }));
    const dialog = page.getByRole('alertdialog', { name: 'Deactivate your account?' });
    await expect.element(dialog.getByText(/hidden from the marketplace/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Deactivate account' }));
    await expect.element(page.getByText('The account could not be deactivated right now.')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Deactivate', exact: true })).toBeEnabled();
    expect(calls.onSignOut).not.toHaveBeenCalled();
  });

  test('a failure without server text toasts the default message', async () => {
    renderManagement({ onDelete: vi.fn(async () => Promise.reject(new Error('offline'))) });
    await userEvent.click(page.getByRole('button', { name: 'Delete', exact: true }));
    const dialog = page.getByRole('alertdialog');
    await userEvent.fill(dialog.getByRole('textbox'), 'DELETE');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete account' }));
    await expect.element(page.getByText('Failed to delete account')).toBeVisible();
  });
});
