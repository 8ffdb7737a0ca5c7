import { expect, test, hydrated, signIn } from './fixtures.ts';

const accounts = {
  client: {
    email: 'maja.zupan@spotter.test',
    home: '/client/dashboard',
    second: '/client/dashboard/trainwithcoach',
    german: 'Übersicht',
    homeDe: 'Übersicht',
    secondDe: 'Mit Coach trainieren',
  },
  trainer: {
    email: 'jana.novak@spotter.test',
    home: '/trainer/dashboard',
    second: '/trainer/dashboard/new-clients',
    german: 'Übersicht',
    homeDe: 'Übersicht',
    secondDe: 'Neue Kunden',
  },
  admin: {
    email: 'admin@spotter.test',
    home: '/admin/dashboard',
    second: '/admin/users',
    german: 'Nutzer',
    homeDe: 'Dashboard',
    secondDe: 'Nutzer',
  },
} as const;

for (const [role, account] of Object.entries(accounts)) {
  test(`${role}: navigate by keyboard, menus, language, logout`, async ({ page, isMobile }) => {
    await signIn(page, account.email);
    await page.goto(account.home);
    await expect(page.locator('main#main')).toBeVisible();
    await hydrated(page);

    if (!isMobile) {
      const nav = page.getByRole('navigation', { name: 'Main navigation' });
      const second = nav.locator(`a[href="${account.second}"]`);
      await second.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${account.second}$`));
      await expect(
        page.getByRole('navigation', { name: 'Main navigation' }).locator(`a[href="${account.second}"]`),
      ).toHaveAttribute('aria-current', 'page');

      // The sidebar's width is remembered.
      await page.getByRole('button', { name: 'Collapse sidebar' }).click();
      await page.reload();
      await hydrated(page);
      await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
      await page.getByRole('button', { name: 'Expand sidebar' }).click();
      await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toBeVisible();
    } else {
      // The drawer: opens from the top bar, traps focus, closes on Escape.
      const opener = page.getByRole('button', { name: 'Open menu' });
      await opener.click();
      const drawer = page.getByRole('dialog');
      await expect(drawer).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(drawer.locator(':focus')).toHaveCount(1);
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(opener).toBeFocused();

      // The More menu: full screen, locks page scroll, closes when the window grows to desktop width.
      await page.getByRole('button', { name: 'More', exact: true }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      const overflow = await page.evaluate(() => getComputedStyle(document.documentElement).overflow);
      expect(overflow).toBe('hidden');
      await page.setViewportSize({ width: 1280, height: 800 });
      await expect(page.getByRole('dialog')).toBeHidden();
      await page.setViewportSize({ width: 375, height: 740 });
    }

    // Language: applies at once, survives a reload, is saved for the account.
    // The admin's German home title reads as the English one: the save itself is waited for.
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/api/users/update-language') && response.request().method() === 'PATCH',
    );
    await page.getByRole('combobox', { name: 'Language' }).filter({ visible: true }).first().selectOption('de');
    expect((await saved).ok()).toBe(true);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    // The shell re-renders at once: a sidebar label on desktop, the bottom bar's More on phones.
    await expect(
      page
        .getByText(isMobile ? 'Mehr' : account.german, { exact: true })
        .filter({ visible: true })
        .first(),
    ).toBeVisible();
    // The server-rendered page content follows without a reload.
    await expect(page.locator('main h1')).toHaveText(isMobile ? account.homeDe : account.secondDe);
    await page.reload();
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const session = await (await page.request.get('/api/auth/session')).json();
    expect(session.data.user.language).toBe('de');

    // Logout from the sidebar (desktop) or the More menu (mobile).
    if (isMobile) await page.getByRole('button', { name: 'Mehr', exact: true }).click();
    await page.getByRole('button', { name: 'Abmelden' }).last().click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    const after = await (await page.request.get('/api/auth/session')).json();
    expect(after.data.user).toBeNull();
  });
}

test('logout keeps a trainer page origin (from) for the next sign-in', async ({ page, isMobile }) => {
  await signIn(page, accounts.client.email);
  await page.goto('/client/dashboard?from=jana-novak');
  await hydrated(page);
  if (isMobile) await page.getByRole('button', { name: 'More', exact: true }).click();
  await page.getByRole('button', { name: 'Log out' }).last().click();
  // SPEC §2: the mobile menu leads to the trainer's page, the sidebar to their branded sign-in.
  if (isMobile) {
    await expect(page).toHaveURL(/\/page\/jana-novak$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Jana Novak' })).toBeVisible();
  } else {
    await expect(page).toHaveURL(/\/auth\/clientLogin\?from=jana-novak$/);
    await expect(page.getByRole('heading', { level: 1, name: /Jana Novak/ })).toBeVisible();
  }
});
