import { devices, type APIRequestContext, type Page } from '@playwright/test';
import { locales, roles, type Locale, type Role } from '@spotter/domain';
import { localeCookieName } from '@spotter/i18n';
import { pageAccess } from '#server/auth/policy.ts';
import { sectionPaths } from '#server/repos/sections.ts';
import { pagePathFor, routes } from '../test/helpers/routes.ts';
import { DEMO_PASSWORD, expect, expectNoMessageKeys, hydrated, test as base } from './fixtures.ts';

/**
 * Every page as every role it belongs to, in every language: the fixture fails a visit on any
 * console or page error (a hydration mismatch, a failed script), no message key shows in place of
 * its text once the islands have hydrated, and each page has exactly one skip link. Desktop runs every language; a phone-width pass runs every page in English, since
 * the server sends the same HTML to both (the layout switches in CSS) and only the browser-side
 * code paths differ with the width.
 */

// Accounts no other spec signs in with (admin is the only admin: its language is restored after).
const accounts: Record<Role, string> = {
  client: 'petra.maric@spotter.test',
  trainer: 'emina.kovacevic@spotter.test',
  admin: 'admin@spotter.test',
};
type Actor = Role | 'anonymous';
const missingPage = '/no-such-page';

const pageRoutes = routes.filter((route) => !route.api && route.file.endsWith('.astro'));
/** A trainer's public pages are visited for a listed demo trainer (an unknown one is a 404). */
const trainerPage = (path: string) => path.replace(/^\/(trainers|page)\/x$/, '/$1/amra-hodzic');
const publicPaths = [
  ...pageRoutes
    .filter((route) => pageAccess(route.path) === 'public')
    .map((route) => trainerPage(route.path))
    // The development mailbox does not exist in production (a 404, like any missing page).
    .filter((path) => !path.startsWith('/dev/')),
  missingPage,
];
/** Pages that answer a visit without the token of an emailed link with its "does not work" state. */
const withoutLink = new Set(['/auth/reset-password', '/auth/verify-email']);
const expectedStatus = (path: string) => (path === missingPage ? 404 : withoutLink.has(path) ? 400 : 200);
// Sign-in pages send a signed-in visitor home; every other public page is everyone's.
const signedInPublicPaths = publicPaths.filter((path) => !path.startsWith('/auth/') && !path.startsWith('/page/'));

/** A role's own pages: every section of its area and every other page file there. */
function rolePaths(role: Role): string[] {
  const own = pageRoutes
    .filter((route) => pageAccess(route.path) !== 'public' && allowsRole(route.path, role))
    .map((route) => pagePathFor(route, accounts[role]));
  return [...new Set([...sectionPaths(role), ...own])].sort();
}

function allowsRole(path: string, role: Role): boolean {
  const access = pageAccess(path);
  return access === 'public' || access === 'signed-in' || access.includes(role);
}

const pathsOf = (actor: Actor) => (actor === 'anonymous' ? publicPaths : [...rolePaths(actor), ...signedInPublicPaths]);

interface Sessions {
  /** Cookies of a signed-in session per role (made once per worker). */
  states: Record<Role, Awaited<ReturnType<APIRequestContext['storageState']>>>;
  /** Sets a role's account language; the account's language decides the page language. */
  setLanguage: (role: Role, locale: Locale) => Promise<void>;
}

const test = base.extend<{ actor: Actor }, { sessions: Sessions }>({
  actor: ['anonymous', { option: true }],
  sessions: [
    async ({ playwright }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL;
      const headers = { 'sec-fetch-site': 'same-origin' };
      const contexts = {} as Record<Role, APIRequestContext>;
      const original = {} as Record<Role, Locale>;
      const states = {} as Sessions['states'];
      for (const role of roles) {
        const request = await playwright.request.newContext({ baseURL });
        const response = await request.post('/api/auth/login', {
          data: { email: accounts[role], password: DEMO_PASSWORD },
          headers,
        });
        expect(response.status(), `sign-in of ${accounts[role]}`).toBe(200);
        const session = (await (await request.get('/api/auth/session')).json()) as {
          data: { user: { language: Locale } };
        };
        original[role] = session.data.user.language;
        contexts[role] = request;
        states[role] = await request.storageState();
      }
      const current = { ...original };
      await use({
        states,
        async setLanguage(role, locale) {
          if (current[role] === locale) return;
          const response = await contexts[role].patch('/api/users/update-language', {
            data: { language: locale },
            headers,
          });
          expect(response.status()).toBe(200);
          current[role] = locale;
        },
      });
      for (const role of roles) {
        await contexts[role].patch('/api/users/update-language', { data: { language: original[role] }, headers });
        await contexts[role].dispose();
      }
    },
    { scope: 'worker' },
  ],
  storageState: async ({ actor, sessions, storageState }, provide) => {
    await provide(actor === 'anonymous' ? storageState : sessions.states[actor]);
  },
});

/** Waits until every island has hydrated (those shown when scrolled to, once scrolled to) and React has committed. */
async function settled(page: Page) {
  await hydrated(page);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 50))));
}

async function visit(page: Page, path: string, locale: Locale) {
  const response = await page.goto(path);
  expect(response, path).not.toBeNull();
  expect(response!.status(), path).toBe(expectedStatus(path));
  await settled(page);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expectNoMessageKeys(page);
  // One way to skip the page's header and navigation, not two in a row.
  await expect(page.locator('a[href="#main"]')).toHaveCount(1);
  await expect(page.locator('#main')).toHaveCount(1);
}

/**
 * Visits every page of `paths` in one browser page, one step each, each from an address of its
 * own (the limits count per address). A page that fails is named with what failed, the others are
 * still visited, and the console errors each visit caused are named with its path.
 */
async function visitAll(page: Page, paths: string[], locale: Locale, consoleErrors: string[]) {
  for (const path of paths) {
    await test.step(path, async () => {
      const before = consoleErrors.length;
      const octet = () => Math.floor(Math.random() * 256);
      await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` });
      try {
        await visit(page, path, locale);
      } catch (error) {
        expect.soft(String(error), `the visit of ${path}`).toBe('');
      }
      expect.soft(consoleErrors.slice(before), `errors in the browser console on ${path}`).toEqual([]);
    });
  }
}

/** A visit takes about a second on a quiet machine: generous for a busy one. */
const timeoutFor = (paths: string[]) => 60_000 + paths.length * 20_000;

const actors: Actor[] = ['anonymous', ...roles];

for (const actor of actors) {
  test.describe(`${actor}`, () => {
    test.use({ actor });
    for (const locale of locales) {
      test(`every page in ${locale}`, async ({ context, page, sessions, consoleErrors }) => {
        const paths = pathsOf(actor);
        test.setTimeout(timeoutFor(paths));
        if (actor === 'anonymous') {
          const url = new URL(test.info().project.use.baseURL!);
          await context.addCookies([{ name: localeCookieName, value: locale, domain: url.hostname, path: '/' }]);
        } else {
          await sessions.setLanguage(actor, locale);
        }
        await visitAll(page, paths, locale, consoleErrors);
      });
    }
  });
}

// The browser type is chosen per worker, so only the phone's context options are taken.
const { defaultBrowserType: _browser, ...phone } = devices['Pixel 5'];

test.describe('phone width', () => {
  test.use({ ...phone, viewport: { width: 375, height: 740 } });
  for (const actor of actors) {
    test.describe(`${actor}`, () => {
      test.use({ actor });
      test('every page in en', async ({ page, sessions, consoleErrors }) => {
        const paths = pathsOf(actor);
        test.setTimeout(timeoutFor(paths));
        if (actor !== 'anonymous') await sessions.setLanguage(actor, 'en');
        await visitAll(page, paths, 'en', consoleErrors);
      });
    });
  }
});

test('every page file is visited by someone', () => {
  const visited = actors.flatMap(pathsOf);
  // The development mailbox exists in development only (its 404 in production is an HTTP test).
  for (const route of pageRoutes.filter((r) => !r.pattern.startsWith('/dev/'))) {
    const pattern = new RegExp(`^${route.pattern.replace(/\[\.\.\.[^\]]+\]/g, '.+').replace(/\[[^\]]+\]/g, '[^/]+')}$`);
    expect(
      visited.some((path) => pattern.test(path)),
      route.pattern,
    ).toBe(true);
  }
});
