import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test as base, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { catalogKeys, messageKeyPatternSource, messageKeysShown } from '../../packages/ui/test/message-keys.ts';
import { codeIn, linkIn, waitForMail as waitForMailIn, type ReceivedMail } from '../test/helpers/mail.ts';

/** Every message key of the catalog, as one pattern (en.json holds them all). */
const messageKeyPattern = messageKeyPatternSource(
  catalogKeys(
    JSON.parse(readFileSync(new URL('../../packages/i18n/messages/en.json', import.meta.url), 'utf8')) as Record<
      string,
      unknown
    >,
  ),
);

/** The message keys the page shows (text, labels, titles, placeholders, field values) in place of their text. */
export async function messageKeysOnScreen(page: Page): Promise<string[]> {
  return page.evaluate(`(${messageKeysShown.toString()})(document.body, ${JSON.stringify(messageKeyPattern)})`);
}

/** No message key reaches the screen in the page's current state. */
export async function expectNoMessageKeys(page: Page): Promise<void> {
  expect(await messageKeysOnScreen(page), `message keys shown on ${page.url()}`).toEqual([]);
}

/**
 * Every end-to-end test fails on a console error or an uncaught page error (a hydration
 * mismatch, a failed script, a React warning raised as an error), whatever it was testing, and
 * on a message key shown in place of its text: on every page it loads, in the state it ends in,
 * and at every accessibility check (`expectNoAxeViolations`).
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      // Every test is a visitor of its own: sign-in and registration limits count per address.
      const octet = () => Math.floor(Math.random() * 256);
      await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` });
      const errors: string[] = [];
      page.on('console', (message) => {
        // The browser's own note on a 4xx answer (a refused form, a 401 before sign-in) is the
        // product answering as designed; a 5xx, or anything the page itself logs, is not.
        if (
          message.type() !== 'error' ||
          /^Failed to load resource: the server responded with a status of 4\d\d/.test(message.text())
        )
          return;
        errors.push(`console: ${message.text()}`);
      });
      page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
      const keyChecks: Promise<void>[] = [];
      const checkKeys = () =>
        messageKeysOnScreen(page).then(
          (keys) => {
            if (keys.length > 0) errors.push(`message keys shown on ${page.url()}: ${keys.join(', ')}`);
          },
          // The page moved on (a navigation, a closed page) while it was read: its next load is checked.
          () => undefined,
        );
      page.on('load', () => keyChecks.push(checkKeys()));
      await use(errors);
      if (!page.isClosed()) keyChecks.push(checkKeys());
      await Promise.all(keyChecks);
      expect(errors, 'errors in the browser console').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Every demo account's password (see db/seed.ts). */
export const DEMO_PASSWORD = 'spotter-demo-2026';

/** What a request from one of our own pages carries (the same-origin check lets it write). */
export const sameOrigin = { 'sec-fetch-site': 'same-origin' };

/** Saves the signed-in account's language, as the language menu does. */
export async function chooseLanguage(page: Page, language: string): Promise<void> {
  const response = await page.request.patch('/api/users/update-language', { data: { language }, headers: sameOrigin });
  expect(response.ok()).toBe(true);
}

/** Signs an account in (a demo account unless told otherwise) and starts it in `language`, whatever it chose before. */
export async function signIn(page: Page, email: string, language = 'en', password = DEMO_PASSWORD): Promise<void> {
  const response = await page.request.post('/api/auth/login', { data: { email, password }, headers: sameOrigin });
  expect(response.status()).toBe(200);
  await chooseLanguage(page, language);
}

/** Registers and signs in a new account of `role`, in English (registering alone emails the account and signs nobody in). */
export async function registerNew(page: Page, role: 'client' | 'trainer', label: string): Promise<void> {
  const email = `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`;
  const password = 'a strong password';
  const response = await page.request.post('/api/auth/register', {
    data: { email, password, role },
    headers: { ...sameOrigin, 'accept-language': 'en' },
  });
  expect(response.status()).toBe(201);
  const signedIn = await page.request.post('/api/auth/login', { data: { email, password }, headers: sameOrigin });
  expect(signedIn.status()).toBe(200);
}

/** Registers an account through the API and signs it in with its password (registering alone signs nobody in). */
export async function registerThenSignIn(
  request: APIRequestContext,
  account: { email: string; password: string; role: 'client' | 'trainer' },
): Promise<void> {
  const registered = await request.post('/api/auth/register', {
    data: account,
    headers: { ...sameOrigin, 'accept-language': 'en' },
  });
  expect(registered.status()).toBe(201);
  const signedIn = await request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
    headers: sameOrigin,
  });
  expect(signedIn.status()).toBe(200);
}

/** A person of a multi-person test: their own browser context, signed in, with their id and name. */
export interface Person {
  page: Page;
  id: string;
  name: string;
}

/**
 * A new account of `role` in a context of its own, on the project's device (a phone in the mobile
 * project), from its own address, in `timezoneId` when given; CSP is bypassed for the axe check.
 */
export async function newPerson(
  browser: Browser,
  role: 'client' | 'trainer',
  name: string,
  options: { emailPrefix: string; timezoneId?: string },
): Promise<Person> {
  const { viewport, isMobile, hasTouch, userAgent, deviceScaleFactor } = test.info().project.use;
  const context = await browser.newContext({
    viewport,
    isMobile,
    hasTouch,
    userAgent,
    deviceScaleFactor,
    bypassCSP: true,
    ...(options.timezoneId && { timezoneId: options.timezoneId }),
    extraHTTPHeaders: {
      'x-forwarded-for': `10.12.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    },
  });
  const page = await context.newPage();
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await registerThenSignIn(page.request, {
    email: `${options.emailPrefix}.${role}.${unique}@example.test`,
    password: 'a strong password',
    role,
  });
  const session = await (await page.request.get('/api/auth/session')).json();
  return { page, id: session.data.user.id as string, name };
}

/** The client asks the trainer for coaching, naming themselves, and the trainer accepts. */
export async function connectPeople(trainer: Person, client: Person): Promise<void> {
  const [firstName, lastName] = client.name.split(' ');
  const asked = await client.page.request.post('/api/coaching-requests', {
    data: { trainerId: trainer.id, message: 'Can we train together?', firstName, lastName },
    headers: sameOrigin,
  });
  expect(asked.status()).toBe(201);
  const { data } = await asked.json();
  const accepted = await trainer.page.request.post(`/api/coaching-requests/${data.id}/accept`, { headers: sameOrigin });
  expect(accepted.status()).toBe(200);
}

/**
 * After the registration form: "Check your inbox" names the address and leads to sign in, which
 * goes on to where the visitor was heading.
 */
export async function signInAfterRegistering(page: Page, email: string, password: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Where the run's test mail server keeps what the app sent (playwright.config.ts sets it). */
function mailDir(): string {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run through site/e2e/playwright.config.ts');
  return dir;
}

/** The newest message to `to` (after `since`, in ms) that the app sent through the test mail server, once it arrived. */
export function waitForMail(
  to: string,
  options: { since?: number; match?: (mail: ReceivedMail) => boolean } = {},
): Promise<ReceivedMail> {
  return waitForMailIn(mailDir(), to, options);
}

export { codeIn, linkIn };

/**
 * Islands answer input only once hydrated; Astro drops their `ssr` attribute then. Islands below
 * the fold (`client:visible`) hydrate when scrolled to, as a person reaching them would.
 */
export async function hydrated(page: Page): Promise<void> {
  await expect(async () => {
    await page.evaluate(() => {
      for (const island of document.querySelectorAll('astro-island[ssr][client="visible"]')) {
        island.firstElementChild?.scrollIntoView({ block: 'nearest' });
      }
    });
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/**
 * No accessibility violations on the page as it is now (axe), and no message key on it. axe is injected as a script, which
 * the pages' Content-Security-Policy would refuse: a file using this sets `test.use({ bypassCSP: true })`.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await expectNoMessageKeys(page);
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
          ) => Promise<{ violations: Array<{ id: string; nodes: Array<{ target: unknown[] }> }> }>;
        };
      }
    ).axe;
    const result = await axe.run(document);
    return result.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  });
  expect(violations).toEqual([]);
}
