import { DEMO_PASSWORD, expect, hydrated, signInAfterRegistering, test } from './fixtures.ts';

test('a new trainer registers, signs out and signs back in', async ({ page, isMobile }) => {
  const email = `e2e.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 6)}@example.test`;
  await page.goto('/auth/register');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your Spotter account');

  // Validation with the endpoint's schema, errors in the page's language.
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Email is required.')).toBeVisible();

  await page.locator('label', { hasText: 'Trainer' }).click();
  await expect(page.getByRole('radio', { name: 'Trainer' })).toBeChecked();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Use at least 8 characters.')).toBeVisible();

  await expect(page.getByRole('radio', { name: 'Trainer' })).toBeChecked();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('Password', { exact: true }).fill('a strong password');
  await page.getByRole('button', { name: 'Create account' }).click();
  // Registering signs nobody in: "Check your inbox", then the password signs in at once.
  await signInAfterRegistering(page, email, 'a strong password');
  await expect(page).toHaveURL(/\/trainer\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await hydrated(page);

  if (isMobile) await page.getByRole('button', { name: 'More', exact: true }).click();
  await page.getByRole('button', { name: 'Log out' }).last().click();
  await expect(page).toHaveURL(/\/auth\/login$/);

  await page.goto('/trainer/dashboard');
  await expect(page).toHaveURL(/\/auth\/login\?returnTo=%2Ftrainer%2Fdashboard$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('a strong password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/trainer\/dashboard$/);
});

test('a wrong password shows a clear error and keeps the email', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill('adna.begic@spotter.test');
  await page.getByLabel('Password', { exact: true }).fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('Incorrect email or password.');
  await expect(page.getByLabel('Email')).toHaveValue('adna.begic@spotter.test');
});

test('role areas are for their role only', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill('adna.begic@spotter.test');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/client\/dashboard$/);
  await page.goto('/trainer/dashboard');
  await expect(page).toHaveURL(/\/client\/dashboard$/);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/client\/dashboard$/);
  const api = await page.request.get('/api/auth/session');
  expect((await api.json()).data.user.role).toBe('client');
});

test('the login page switches language and remembers it', async ({ page, isMobile }) => {
  await page.goto('/auth/login');
  // Compact (the language code) on phones, the language's name on wider screens.
  await expect(
    page.locator('[data-language-picker] span').getByText(isMobile ? 'en' : 'English', { exact: true }),
  ).toBeVisible();
  await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bei Spotter anmelden');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  expect(await page.evaluate(() => localStorage.getItem('spotter.language'))).toBe('de');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.getByRole('combobox', { name: 'Sprache' }).selectOption('hr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hr');
});

test('without JavaScript the language form still works', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/auth/login');
  await page.getByLabel('Language').selectOption('sl');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sl');
  await context.close();
});

test('the login form works without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill('admin@spotter.test');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await context.close();
});

test('after signing out, Back shows nothing of the previous account', async ({ page, isMobile }) => {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill('haris.mehmedovic@spotter.test');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/client\/dashboard$/);
  await page.goto('/client/dashboard/edit');
  // The name is in the shell (the sidebar on desktop, the menu on phones).
  await expect(page.locator('body')).toContainText('Haris');
  await hydrated(page);

  if (isMobile) await page.getByRole('button', { name: 'More', exact: true }).click();
  await page.getByRole('button', { name: 'Log out' }).last().click();
  await expect(page).toHaveURL(/\/auth\/login$/);

  // Back (and Back again) asks the server anew, which sends a signed-out visitor to sign in.
  await page.goBack();
  await expect(page).toHaveURL(/\/auth\/login/);
  await expect(page.locator('body')).not.toContainText('Haris');
  await page.goBack();
  await expect(page.locator('body')).not.toContainText('Haris');
});
