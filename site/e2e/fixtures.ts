import { expect, test as base } from '@playwright/test';

/**
 * Every end-to-end test fails on a console error or an uncaught page error (a hydration
 * mismatch, a failed script, a React warning raised as an error), whatever it was testing.
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
      await use(errors);
      expect(errors, 'errors in the browser console').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
