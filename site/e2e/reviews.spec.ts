import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, hydrated, registerThenSignIn, sameOrigin, test } from './fixtures.ts';

/**
 * Reviews as a trainer meets them on the overview: the clients' reviews under the figures, the
 * rating figure leading to them, and one reply per review, given with the keyboard alone.
 */

// axe is injected as a script, which the pages' Content-Security-Policy would refuse.
test.use({ bypassCSP: true });

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A new account of `role` in its own browser context (its own address, so sign-up limits stay apart); its id. */
async function person(browser: Browser, role: 'client' | 'trainer'): Promise<{ page: Page; id: string }> {
  const octet = () => Math.floor(Math.random() * 250);
  const context = await browser.newContext({
    bypassCSP: true,
    extraHTTPHeaders: { 'x-forwarded-for': `10.7.${octet()}.${octet()}` },
  });
  const page = await context.newPage();
  await registerThenSignIn(page.request, {
    email: `${role}.${unique()}@example.test`,
    password: 'a strong password',
    role,
  });
  const session = await (await page.request.get('/api/auth/session')).json();
  return { page, id: session.data.user.id as string };
}

/** Sends `data` as JSON; without it, no body (a call that takes none refuses one). */
async function post(request: APIRequestContext, path: string, data?: unknown, method: 'POST' | 'PUT' = 'POST') {
  const response = await request.fetch(path, { method, ...(data === undefined ? {} : { data }), headers: sameOrigin });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()).data as { id: string };
}

test('a trainer reads a client’s review on the overview and replies once, with the keyboard', async ({ browser }) => {
  const trainer = await person(browser, 'trainer');
  const client = await person(browser, 'client');
  const request = await post(client.page.request, '/api/coaching-requests', {
    trainerId: trainer.id,
    message: 'Two sessions a week, please.',
    // A client registered by the API has no name yet; the request asks for it.
    firstName: 'Nermin',
    lastName: 'Omerović',
  });
  await post(trainer.page.request, `/api/coaching-requests/${request.id}/accept`);
  await post(
    client.page.request,
    `/api/trainers/${trainer.id}/review`,
    { rating: 4, body: 'Clear plans.\nAlways on time <3' },
    'PUT',
  );

  const { page } = trainer;
  await page.goto('/trainer/dashboard');
  const figure = page.locator('[data-figure="trainer_rating"]');
  await expect(figure).toContainText('4.0');
  await expect(figure).toContainText('Average of 1 review');
  await figure.getByRole('link', { name: 'Rating from clients' }).click();
  await expect(page).toHaveURL(/\/trainer\/dashboard#reviews$/);
  await hydrated(page);

  const reviews = page.locator('#reviews');
  await expect(reviews.getByRole('heading', { level: 2, name: 'Reviews' })).toBeVisible();
  await expect(reviews.getByText('1 review')).toBeVisible();
  const review = reviews.getByRole('article');
  await expect(review.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  await expect(review).toContainText('Always on time <3');
  await expectNoAxeViolations(page);

  const replyButton = review.getByRole('button', { name: 'Reply' });
  await replyButton.focus();
  await page.keyboard.press('Enter');
  const field = review.getByRole('textbox', { name: /Your reply to/ });
  await expect(field).toBeFocused();
  await page.keyboard.type('Thank you! See you on Tuesday.');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(review.getByRole('button', { name: 'Publish reply' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(review.getByText('Reply from the trainer')).toBeVisible();
  await expect(review).toContainText('Thank you! See you on Tuesday.');
  await expect(review.getByRole('button', { name: 'Reply' })).toHaveCount(0);
  // The form that held the focus is gone: the review keeps it.
  await expect(review).toBeFocused();

  // Once replied, always replied: after a reload there is no form, and a second reply is refused.
  await page.reload();
  await hydrated(page);
  await expect(page.locator('#reviews').getByRole('button', { name: 'Reply' })).toHaveCount(0);
  await expect(page.locator('#reviews')).toContainText('Thank you! See you on Tuesday.');
});
