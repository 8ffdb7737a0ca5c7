import type { Locator, Page } from '@playwright/test';
import { expect, test, hydrated, signIn } from './fixtures.ts';

/** The seeded people, the name their profile card is called by, and where its menu leads. */
const accounts = {
  client: {
    email: 'haris.mehmedovic@spotter.test',
    home: '/client/dashboard',
    card: 'Haris Mehmedović Level 4',
    initials: 'HM',
    edit: '/client/dashboard/edit',
    settings: '/client/dashboard/settings',
  },
  trainer: {
    email: 'amra.hodzic@spotter.test',
    home: '/trainer/dashboard',
    card: 'Amra Hodžić Trainer',
    initials: 'AH',
    edit: '/trainer/dashboard/edit',
    settings: '/trainer/dashboard/settings',
  },
  admin: {
    email: 'admin@spotter.test',
    home: '/admin/dashboard',
    card: 'Admin admin@spotter.test',
    initials: '',
    edit: null,
    settings: '/admin/settings',
  },
} as const;

test.skip(({ isMobile }) => isMobile, 'The sidebar is the desktop navigation; phones use the More menu.');
test.use({ viewport: { width: 1280, height: 800 } });

/** Opens a page and waits until its islands answer input. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('main#main')).toBeVisible();
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

const card = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** Presses Tab from the top of the page until `target` has focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator) {
  await page.locator('body').focus();
  for (let presses = 0; presses < 40; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error('Tab never reached the profile card');
}

for (const [role, account] of Object.entries(accounts)) {
  test(`${role}: the sidebar's profile card leads to ${account.edit ? 'Edit profile and ' : ''}Settings, by mouse`, async ({
    page,
  }) => {
    await signIn(page, account.email);
    await open(page, account.home);
    const profile = card(page, account.card);
    await expect(profile).toBeVisible();
    await expect(profile.locator('[data-fallback]')).toHaveText(account.initials);

    await profile.click();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem')).toHaveText(
      account.edit ? ['Edit profile', 'Settings', 'Log out'] : ['Settings', 'Log out'],
    );

    if (account.edit) {
      await menu.getByRole('menuitem', { name: 'Edit profile' }).click();
      await expect(page).toHaveURL(new RegExp(`${account.edit}$`));
      await expect(page.locator('main h1')).toHaveText('Edit profile');
      // One initials rule: the photo field shows the same letters as the sidebar.
      await expect(page.locator('section[aria-labelledby="photo-title"] [data-state="fallback"]')).toHaveText(
        account.initials,
      );
      await hydrated(page);
      await card(page, account.card).click();
    }

    await page.getByRole('menu').getByRole('menuitem', { name: 'Settings' }).click();
    await expect(page).toHaveURL(new RegExp(`${account.settings}$`));
    await expect(page.locator('main h1')).toHaveText('Settings');
    // A real page (every role's has the password card), not the card of a section still to come.
    await expect(page.getByRole('heading', { name: 'Password', exact: true })).toBeVisible();
    await expect(page.getByText('Settings is not available yet.')).toHaveCount(0);
  });

  test(`${role}: the sidebar's profile card leads to ${account.edit ? 'Edit profile and ' : ''}Settings, by keyboard`, async ({
    page,
  }) => {
    await signIn(page, account.email);
    await open(page, account.home);
    const profile = card(page, account.card);

    if (account.edit) {
      await tabTo(page, profile);
      await page.keyboard.press('Enter');
      const edit = page.getByRole('menuitem', { name: 'Edit profile' });
      await expect(edit).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${account.edit}$`));
      await hydrated(page);
    }

    await tabTo(page, profile);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    if (account.edit) await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Settings' })).toBeFocused();
    // Escape closes and gives focus back; the menu opens again from there.
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(profile).toBeFocused();
    await page.keyboard.press('Enter');
    if (account.edit) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${account.settings}$`));
  });
}

test('the narrow sidebar: the avatar opens the same menu', async ({ page }) => {
  await signIn(page, accounts.trainer.email);
  await open(page, accounts.trainer.home);
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  const profile = card(page, accounts.trainer.card);
  await expect(profile).toBeVisible();
  await expect.poll(async () => (await profile.boundingBox())?.width).toBeLessThan(80);
  await profile.click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/trainer\/dashboard\/settings$/);
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
});

test("Edit profile keeps the page's 'from' value", async ({ page }) => {
  await signIn(page, accounts.client.email);
  await open(page, `${accounts.client.home}?from=jana-novak`);
  await card(page, accounts.client.card).click();
  await page.getByRole('menuitem', { name: 'Edit profile' }).click();
  await expect(page).toHaveURL(/\/client\/dashboard\/edit\?from=jana-novak$/);
});

test('an admin without a name is called "Admin", never by the email alone', async ({ page }) => {
  await signIn(page, accounts.admin.email);
  await open(page, accounts.admin.home);
  const profile = card(page, accounts.admin.card);
  await expect(profile.getByText('Admin', { exact: true })).toBeVisible();
  await expect(profile.locator('[data-fallback] svg')).toHaveCount(1);
});
