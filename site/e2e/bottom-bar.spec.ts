import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { navigation, roles, type Role } from '@spotter/domain';
import { locales } from '@spotter/i18n';
import { expect, test, chooseLanguage, hydrated, signIn } from './fixtures.ts';

const accounts: Record<Role, string> = {
  client: 'haris.mehmedovic@spotter.test',
  trainer: 'amra.hodzic@spotter.test',
  admin: 'admin@spotter.test',
};
const widths = [320, 375];
const messages = Object.fromEntries(
  locales.map((locale) => [
    locale,
    JSON.parse(
      readFileSync(path.resolve(import.meta.dirname, `../../packages/i18n/messages/${locale}.json`), 'utf8'),
    ) as Record<string, string>,
  ]),
);

/** The phone navigation: the nav whose last cell is the button that opens the More menu. */
const bottomBar = (page: Page) => page.locator('nav:has(> ul > li > button[aria-haspopup="dialog"])');

/** What each cell of the bar shows, measured in the page: one entry per problem found. */
function measure(bar: Element): string[] {
  const problems: string[] = [];
  let previousRight = -Infinity;
  for (const cell of bar.querySelectorAll(':scope > ul > li')) {
    const control = cell.firstElementChild as HTMLElement;
    // The visible label: the child with text that is not the hidden full name or the badge.
    const label = [...control.children].find(
      (child) => child.textContent && getComputedStyle(child).position !== 'absolute',
    ) as HTMLElement | undefined;
    if (!label) {
      problems.push(`${control.outerHTML.slice(0, 80)}: no visible label`);
      continue;
    }
    const text = label.textContent ?? '';
    const style = getComputedStyle(label);
    const fontSize = parseFloat(style.fontSize);
    const box = label.getBoundingClientRect();
    const cellBox = control.getBoundingClientRect();
    if (fontSize < 12) problems.push(`${text}: ${fontSize}px`);
    if (label.getClientRects().length !== 1 || box.height >= fontSize * 2) problems.push(`${text}: more than one line`);
    if (label.scrollWidth > label.clientWidth)
      problems.push(`${text}: cut (${label.scrollWidth} > ${label.clientWidth})`);
    if (box.left < cellBox.left || box.right > cellBox.right) problems.push(`${text}: wider than its cell`);
    if (cellBox.left < 0 || cellBox.right > document.documentElement.clientWidth) problems.push(`${text}: off screen`);
    if (box.left - previousRight < 6)
      problems.push(`${text}: ${(box.left - previousRight).toFixed(1)} px from the label before`);
    previousRight = box.right;
  }
  return problems;
}

/** The top bar: nothing in it leaves the screen, overlaps its neighbour, or is cut off. */
function measureHeader(header: Element): string[] {
  const problems: string[] = [];
  const width = document.documentElement.clientWidth;
  if (header.scrollWidth > header.clientWidth)
    problems.push(`scrolls sideways (${header.scrollWidth} > ${header.clientWidth})`);
  for (const element of header.querySelectorAll<HTMLElement>('*')) {
    const box = element.getBoundingClientRect();
    // Hidden, or visually hidden (a 1 px label for screen readers only).
    if (box.width <= 1 || box.height <= 1 || getComputedStyle(element).visibility === 'hidden') continue;
    const name = `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 30)}"`;
    if (box.left < -0.5 || box.right > width + 0.5) problems.push(`${name} off screen`);
    if (element.children.length === 0 && element.textContent?.trim() && element.scrollWidth > element.clientWidth + 1)
      problems.push(`${name} cut`);
  }
  return problems;
}

for (const role of roles) {
  test(`${role}: every bottom-bar label is whole, 12 px or more and on one line, and the header fits, in six languages at 320 and 375 px`, async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'the bottom bar is the phone navigation');
    test.setTimeout(120_000);
    await signIn(page, accounts[role]);
    const nav = navigation[role];
    const problems: string[] = [];
    try {
      for (const locale of locales) {
        await chooseLanguage(page, locale);
        for (const width of widths) {
          await page.setViewportSize({ width, height: 700 });
          await page.goto(nav.home);
          await expect(page.locator('html')).toHaveAttribute('lang', locale);
          const bar = bottomBar(page);
          await expect(bar).toBeVisible();
          problems.push(...(await bar.evaluate(measure)).map((problem) => `${locale} ${width}px: ${problem}`));
          problems.push(
            ...(await page.locator('header').first().evaluate(measureHeader)).map(
              (problem) => `${locale} ${width}px header: ${problem}`,
            ),
          );
          // Short words on screen; the full names stay the links' accessible names.
          const links = bar.getByRole('link');
          await expect(links).toHaveCount(nav.bottomBar.length);
          for (const [index, id] of nav.bottomBar.entries()) {
            const full = messages[locale]![`nav_${id}`]!;
            await expect(links.nth(index)).toHaveAccessibleName(
              new RegExp(`^${full.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
            );
          }
          await expect(bar.getByRole('button', { name: messages[locale]!.shell_more, exact: true })).toBeVisible();
        }
      }
    } finally {
      await chooseLanguage(page, 'en');
    }
    expect(problems).toEqual([]);
  });
}

test.describe('the current page in the navigation', () => {
  test('Edit profile and Settings mark no navigation item; on a phone they mark More', async ({ page, isMobile }) => {
    for (const role of roles) {
      await signIn(page, accounts[role]);
      const nav = navigation[role];
      for (const path of [nav.settings, nav.edit].filter((p): p is string => p !== null)) {
        await page.goto(path);
        await hydrated(page);
        // Neither the sidebar nor the bottom bar (whichever the screen shows) marks a page.
        await expect(page.locator('nav a[aria-current="page"]'), `${path}`).toHaveCount(0);
        if (isMobile)
          await expect(page.getByRole('button', { name: 'More', exact: true })).toHaveAttribute('data-active', 'true');
      }
    }
  });

  test("the trainer's home marks Overview, and on a phone the More menu leads there", async ({ page, isMobile }) => {
    await signIn(page, accounts.trainer);
    await page.goto('/trainer/dashboard/clients');
    await hydrated(page);
    if (!isMobile) {
      const overview = page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: 'Overview' });
      await overview.click();
      await expect(page).toHaveURL(/\/trainer\/dashboard$/);
      await expect(
        page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Overview' }),
      ).toHaveAttribute('aria-current', 'page');
      return;
    }
    // Overview is not one of the trainer's four bar items (SPEC §2): the More menu has it first.
    await page.getByRole('button', { name: 'More', exact: true }).click();
    const menu = page.getByRole('dialog');
    const links = menu.getByRole('link');
    await expect(menu.getByRole('heading', { name: 'Go to' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Overview' })).toHaveAttribute('href', '/trainer/dashboard');
    await expect(links.filter({ hasText: 'Overview' })).toHaveCount(1);
    await menu.getByRole('link', { name: 'Overview' }).click();
    await expect(page).toHaveURL(/\/trainer\/dashboard$/);
    await hydrated(page);
    // On the home page nothing in the bar is marked: More is not where the user is.
    await expect(bottomBar(page).locator('a[aria-current="page"]')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'More', exact: true })).not.toHaveAttribute('data-active');
    await page.getByRole('button', { name: 'More', exact: true }).click();
    await expect(page.getByRole('dialog').getByRole('link', { name: 'Overview' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
