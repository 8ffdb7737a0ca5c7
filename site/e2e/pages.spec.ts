import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, hydrated, signIn } from './fixtures.ts';

/**
 * The public pages and the overviews as people meet them, at both widths: one brand with the app,
 * a footer with contact, privacy and terms, one skip link that moves focus to the page, the 404
 * page's language picker, overview figures that say what they count and lead somewhere, and no
 * accessibility violations (axe).
 */

// axe is injected as a script, which the pages' Content-Security-Policy would refuse.
test.use({ bypassCSP: true });

/** Tab from the top of the page: the first stop is the only skip link, and it moves focus to the page. */
async function expectOneSkipLink(page: Page) {
  await expect(page.locator('a[href="#main"]')).toHaveCount(1);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeInViewport();
  await page.keyboard.press('Tab');
  // The next stop is inside the page, not the header or navigation it skipped.
  await expect(page.locator('#main :focus, #main:focus')).toHaveCount(1);
}

for (const path of ['/', '/privacy', '/terms', '/no-such-page', '/auth/login']) {
  test(`${path}: the app's brand, a footer with contact, privacy and terms, accessible`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(path === '/no-such-page' ? 404 : 200);
    const logo = page.getByRole('link', { name: 'Spotter home' });
    await expect(logo).toHaveAttribute('href', '/');
    const footer = page.getByRole('contentinfo');
    const legal = footer.getByRole('navigation', { name: 'Contact and legal' });
    await expect(legal.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', /^mailto:/);
    await expect(legal.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
    await expect(legal.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
    await expectNoAxeViolations(page);
  });
}

test('the logo on public pages is the one in the app, in the same colour', async ({ page }) => {
  await page.goto('/');
  const publicMark = await page
    .getByRole('link', { name: 'Spotter home' })
    .locator('svg')
    .evaluate((svg) => [svg.outerHTML.replace(/ class="[^"]*"/g, ''), getComputedStyle(svg).color]);
  await signIn(page, 'tomislav.kralj@spotter.test');
  await page.goto('/client/dashboard');
  await hydrated(page);
  const appMark = await page
    .getByRole('banner')
    .getByRole('link', { name: 'Spotter home' })
    .locator('svg')
    .evaluate((svg) => [svg.outerHTML.replace(/ class="[^"]*"/g, ''), getComputedStyle(svg).color]);
  expect(publicMark).toEqual(appMark);
});

test('one skip link, on a public page and on a signed-in page', async ({ page }) => {
  await page.goto('/privacy');
  await expectOneSkipLink(page);
  await signIn(page, 'tomislav.kralj@spotter.test');
  await page.goto('/client/dashboard');
  await hydrated(page);
  await expectOneSkipLink(page);
});

test('the privacy page says what is stored, for how long, who sees it, and the rights', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible();
  for (const heading of [
    'What we store',
    'Why we use it',
    'Cookies and storage in your browser',
    'How long we keep it',
    'Who can see it',
    'Your rights',
    'Contact',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  const main = page.locator('main');
  for (const fact of [
    'Argon2id',
    'medical conditions, allergies',
    'only you and our admins can open them',
    '30 days after your last visit',
    '400 days',
    'PARAGLIDE_LOCALE',
    'within about a day',
  ]) {
    await expect(main).toContainText(fact);
  }
  // The contents lead to each section.
  await page
    .getByRole('navigation', { name: 'On this page' })
    .getByRole('link', { name: 'How long we keep it' })
    .click();
  await expect(page).toHaveURL(/#how-long$/);
});

test('the 404 page offers the language picker and answers in the chosen language', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Language' }).selectOption('hr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hr');
  await expect(page).toHaveURL(/\/no-such-page$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stranica nije pronađena');
  await expect(page.getByRole('link', { name: 'Privatnost' })).toBeVisible();
});

test('a busy client overview: named figures that lead to their pages', async ({ page }) => {
  await signIn(page, 'tomislav.kralj@spotter.test');
  await page.goto('/client/dashboard');
  await hydrated(page);
  const main = page.locator('main');
  await expect(main.getByRole('link', { name: 'Goals reached' })).toHaveAttribute('href', '/client/dashboard/progress');
  await expect(main.getByRole('link', { name: 'Workouts this month' })).toHaveAttribute(
    'href',
    '/client/dashboard/trainings',
  );
  await expect(main.getByRole('link', { name: 'Your session rating' })).toHaveAttribute(
    'href',
    '/client/dashboard/trainings',
  );
  await expect(main).toContainText('out of 5');
  await expectNoAxeViolations(page);
});

test('an empty trainer overview says so and offers the next step', async ({ page }) => {
  // A demo trainer new to Spotter: no clients, requests or reviews yet.
  await signIn(page, 'nemanja.stankovic@spotter.test');
  await page.goto('/trainer/dashboard');
  await hydrated(page);
  const clients = page.locator('[data-figure="clients"]');
  await expect(clients.getByRole('link', { name: 'Active clients' })).toHaveAttribute(
    'href',
    '/trainer/dashboard/clients',
  );
  await expect(clients).toContainText('No clients yet.');
  await expect(clients.getByRole('link', { name: 'Invite clients' })).toHaveAttribute(
    'href',
    '/trainer/dashboard/invite-clients',
  );
  await expect(page.locator('[data-figure="trainer_rating"]')).toContainText('No rating yet');
  await expectNoAxeViolations(page);
  // The next step works from the keyboard.
  await clients.getByRole('link', { name: 'Invite clients' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/trainer\/dashboard\/invite-clients$/);
});

test('a trainer without clients but with a request is sent to answer it', async ({ page }) => {
  await signIn(page, 'sophie.mueller@spotter.test');
  await page.goto('/trainer/dashboard');
  await hydrated(page);
  const clients = page.locator('[data-figure="clients"]');
  await expect(clients.getByRole('link', { name: 'Answer new requests (1)' })).toHaveAttribute(
    'href',
    '/trainer/dashboard/new-clients',
  );
});

test('the admin overview: what waits, and where', async ({ page }) => {
  await signIn(page, 'admin@spotter.test');
  await page.goto('/admin/dashboard');
  await hydrated(page);
  const main = page.locator('main');
  await expect(main.getByRole('link', { name: 'Active accounts' })).toHaveAttribute('href', '/admin/users');
  await expect(main.getByRole('link', { name: 'Coaching requests waiting' })).toHaveAttribute(
    'href',
    '/admin/coaching-requests',
  );
  await expect(main.getByRole('link', { name: 'Verifications to review' })).toHaveAttribute(
    'href',
    '/admin/verifications',
  );
  await expectNoAxeViolations(page);
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the public header never cuts the brand name, in any language', async ({ page }) => {
    for (const locale of ['bs', 'en', 'de', 'hr', 'sr', 'sl']) {
      for (const path of ['/', '/trainers', '/auth/login', '/privacy']) {
        await page.goto(`${path}?hl=${locale}`);
        await hydrated(page);
        const name = page.locator('header [data-logo-wordmark]').first();
        await expect(name).toBeVisible();
        const box = await name.evaluate((element) => ({
          scroll: element.scrollWidth,
          client: element.clientWidth,
          right: element.getBoundingClientRect().right,
          next: element.closest('header')?.querySelector('nav')?.getBoundingClientRect().left ?? 375,
          text: element.textContent,
        }));
        expect(box.scroll, `${path} in ${locale}`).toBeLessThanOrEqual(box.client);
        // Not cut by the screen's edge, nor covered by the navigation beside it.
        expect(box.right, `${path} in ${locale}`).toBeLessThanOrEqual(Math.min(375, box.next));
        expect(box.text).toBe('Spotter');
      }
    }
  });
});
