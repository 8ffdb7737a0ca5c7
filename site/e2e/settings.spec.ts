import type { Page } from '@playwright/test';
import { codeIn, expect, expectNoAxeViolations, hydrated, registerThenSignIn, test, waitForMail } from './fixtures.ts';

/**
 * The account settings of SPEC §2 and §4 through the UI, as a person would use them: the code of
 * an email change read from the message the real SMTP server received, each change followed by
 * the sign-out SPEC §4 asks for and the sign-in that follows.
 */

// axe is injected as a script, which the pages' Content-Security-Policy would refuse.
test.use({ bypassCSP: true });

const PASSWORD = 'a strong password';
const unique = (label: string) =>
  `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`;

async function newAccount(page: Page, role: 'client' | 'trainer', label: string): Promise<string> {
  const email = unique(label);
  await registerThenSignIn(page.request, { email, password: PASSWORD, role });
  await page.goto(`/${role}/dashboard/settings`);
  await hydrated(page);
  return email;
}

/** Signs in on the sign-in page, as after any account change. */
async function signInOnPage(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a client changes their email with the code sent to the new address, and signs in with it', async ({ page }) => {
  const email = await newAccount(page, 'client', 'change-email');
  const next = unique('changed');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Change email' }).click();
  await page.getByLabel('Current email').fill(email);
  await page.getByLabel('New email').fill(next);
  const since = Date.now();
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Verification code sent to your new email')).toBeVisible();
  const mail = await waitForMail(next, { since });
  await page.getByLabel('Verification code').fill(codeIn(mail));
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Update email' }).click();
  await expect(page.getByText('Email updated successfully! Please log in again.').first()).toBeVisible();

  // Signed out after 2 seconds, on the sign-in page that says why.
  await page.waitForURL(/\/auth\/login/);
  await expect(page.getByText('Email updated successfully! Please log in again.')).toBeVisible();
  await signInOnPage(page, next, PASSWORD);
  await page.waitForURL(/\/client\/dashboard/);
  // The old address told of the change.
  await waitForMail(email, { since });
});

test('a trainer changes their password; the old one no longer signs in', async ({ page }) => {
  const email = await newAccount(page, 'trainer', 'change-password');
  const update = page.getByRole('button', { name: 'Update password' });
  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByLabel('New password', { exact: true }).fill('another strong secret');
  await expect(update).toBeDisabled();
  await page.getByLabel('Confirm new password').fill('another strong secret');
  await expect(update).toBeEnabled();
  await expectNoAxeViolations(page);
  await update.click();
  await expect(page.getByText('Password updated successfully! Please log in again.').first()).toBeVisible();

  await page.waitForURL(/\/auth\/login/);
  await signInOnPage(page, email, PASSWORD);
  await expect(page.getByText('Incorrect email or password.')).toBeVisible();
  await signInOnPage(page, email, 'another strong secret');
  await page.waitForURL(/\/trainer\/dashboard/);
});

test('a trainer deactivates their account, and signing in again reactivates it', async ({ page }) => {
  const email = await newAccount(page, 'trainer', 'deactivate');
  await page.getByRole('button', { name: 'Deactivate', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Deactivate your account?' });
  await expect(dialog.getByText(/hidden from the marketplace/)).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Deactivate account' }).click();
  await expect(page.getByText('Account deactivated successfully. You will be logged out.').first()).toBeVisible();

  await page.waitForURL(/\/auth\/login/);
  // The old session is gone: the dashboard asks for a sign-in.
  await page.goto('/trainer/dashboard/settings');
  await page.waitForURL(/\/auth\/login/);
  await signInOnPage(page, email, PASSWORD);
  await page.waitForURL(/\/trainer\/dashboard/);
  await expect(page.getByText('Welcome back! Your account has been reactivated.')).toBeVisible();
});

for (const role of ['trainer', 'client'] as const) {
  test(`a ${role} deletes their account after typing DELETE; it no longer signs in`, async ({ page }) => {
    const email = await newAccount(page, role, `delete-${role}`);
    // Checked before the dialog opens: with a modal dialog open, axe's best-practice rules miss the
    // page's main landmark and heading that the dialog hides from assistive technology (on phones).
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account for good?' });
    const confirm = dialog.getByRole('button', { name: 'Delete account' });
    const typed = dialog.getByRole('textbox', { name: 'Type DELETE to confirm' });
    await typed.fill('delete');
    await expect(confirm).toBeDisabled();
    await typed.fill('DELETE');
    await expect(confirm).toBeEnabled();
    await confirm.click();
    await expect(page.getByText('Account deleted successfully. You will be logged out.').first()).toBeVisible();

    await page.waitForURL(/\/auth\/login/);
    await signInOnPage(page, email, PASSWORD);
    await expect(page.getByText('Incorrect email or password.')).toBeVisible();
  });
}
