import {
  expect,
  expectNoAxeViolations,
  linkIn,
  registerThenSignIn,
  signInAfterRegistering,
  test,
  waitForMail,
} from './fixtures.ts';

// axe is injected as a script, which the pages' Content-Security-Policy would refuse.
test.use({ bypassCSP: true });

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('a new client registers, is asked to check their inbox, and the emailed link confirms the address', async ({
  page,
  baseURL,
}) => {
  const email = `verify.${unique()}@example.test`;
  await page.goto('/auth/register');
  await page.locator('label', { hasText: 'Client' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('a strong password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expectNoAxeViolations(page);

  const welcome = await waitForMail(email);
  expect(welcome.subject).toBe('Welcome to Spotter: confirm your email');
  await page.goto(linkIn(welcome, `${baseURL}/auth/verify-email?token=`));
  await expect(page.getByRole('heading', { level: 1, name: 'Email confirmed' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The same link again no longer works.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('a strong password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/client\/dashboard$/);
  const session = await (await page.request.get('/api/auth/session')).json();
  expect(session.data.user.emailVerified).toBe(true);
});

test('a person who forgot their password resets it with the emailed link and signs in with the new one', async ({
  page,
  browser,
  baseURL,
}) => {
  const email = `forgot.${unique()}@example.test`;
  // Signed in elsewhere with the old password: the reset ends that session too.
  const elsewhere = await browser.newContext();
  await registerThenSignIn(elsewhere.request, { email, password: 'the old password', role: 'trainer' });

  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
  await page.getByLabel('Email').fill(email);
  const since = Date.now();
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByRole('status')).toHaveText(/If an account exists for that address, we sent a link\./);
  await expectNoAxeViolations(page);

  const mail = await waitForMail(email, { since });
  await page.goto(linkIn(mail, `${baseURL}/auth/reset-password?token=`));
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('New password', { exact: true }).fill('the new password');
  await page.getByLabel('Confirm new password', { exact: true }).fill('the new password');
  await page.getByRole('button', { name: 'Change password' }).click();

  await expect(page).toHaveURL(/\/auth\/login\?notice=password-changed$/);
  await expect(page.getByRole('status')).toContainText('Password changed. Sign in with your new password.');
  await expectNoAxeViolations(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('the new password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/trainer\/dashboard$/);

  const old = await (await elsewhere.request.get('/api/auth/session')).json();
  expect(old.data.user).toBeNull();
  await elsewhere.close();
});

test('after registering on the way to a coaching request, signing in goes back to where the visitor was', async ({
  page,
}) => {
  const email = `handoff.${unique()}@example.test`;
  await page.goto('/auth/register?role=client&returnTo=%2Ftrainers');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('a strong password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await signInAfterRegistering(page, email, 'a strong password');
  await expect(page).toHaveURL(/\/trainers$/);
});
