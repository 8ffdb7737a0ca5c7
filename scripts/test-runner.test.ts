import { describe, expect, it } from 'vitest';
import { browserClosed, filesCutShort, vitestCounts } from './test.ts';
import { describeError } from './vitest-run-errors.ts';

/** The suite runner's reading of a browser run that lost its Chromium mid-run (scripts/test.ts). */

/** As Vitest reports it: an Error whose cause carries the code (Error fields are not enumerable). */
const closed = describeError(
  new Error('Failed to run the test /repo/packages/ui/src/a/A.stories.tsx.', {
    cause: Object.assign(new Error('[vitest] Browser connection was closed while running tests.'), {
      code: 'VITEST_BROWSER_CONNECTION_CLOSED',
    }),
  }),
);
const test = (status: string) => ({ fullName: 'a story', status, failureMessages: status === 'failed' ? ['no'] : [] });
const report = (files: Array<{ name: string; status?: string; tests: string[] }>) => ({
  testResults: files.map((file) => ({
    name: file.name,
    status: file.status ?? 'passed',
    message: '',
    assertionResults: file.tests.map(test),
  })),
});

describe('a browser run whose Chromium closed mid-run', () => {
  const crashed = report([
    { name: '/repo/a.stories.tsx', tests: ['passed', 'passed'] },
    { name: '/repo/b.stories.tsx', tests: [] },
    { name: '/repo/c.stories.tsx', status: 'failed', tests: ['passed', 'failed'] },
    { name: '/repo/d.stories.tsx', tests: ['passed', 'skipped'] },
  ]);

  it('names the files cut short: never run, not ended, or failed under the closing page', () => {
    expect(filesCutShort(crashed)).toEqual(['/repo/b.stories.tsx', '/repo/c.stories.tsx', '/repo/d.stories.tsx']);
  });

  it('reads the code from the cause of the error', () => {
    expect(closed).toContain('Failed to run the test');
    expect(closed).toContain('VITEST_BROWSER_CONNECTION_CLOSED');
  });

  it('is told apart from a run without errors or with any other error outside the tests', () => {
    expect(browserClosed([closed])).toBe(true);
    expect(browserClosed([closed, closed])).toBe(true);
    expect(browserClosed([])).toBe(false);
    expect(browserClosed([closed, describeError(new TypeError('x is undefined'))])).toBe(false);
  });

  it('still fails the stage when nothing ran them again', () => {
    expect(vitestCounts(crashed, 1).failed).toBe(1);
  });
});
