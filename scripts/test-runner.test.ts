import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { applyFloors, browserClosed, filesCutShort, mergeRerun, summary, vitestCounts, type Stage } from './test.ts';
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
const test = (status: string, index = 0) => ({
  fullName: `story ${index}`,
  status,
  failureMessages: status === 'failed' ? [`expected story ${index} to pass\n    at somewhere`] : [],
});
const report = (files: Array<{ name: string; status?: string; tests: string[] }>) => ({
  testResults: files.map((file) => ({
    name: file.name,
    status: file.status ?? 'passed',
    message: '',
    assertionResults: file.tests.map((status, index) => test(status, index)),
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

describe('the files run again after the browser closed', () => {
  const first = report([
    { name: '/repo/a.stories.tsx', tests: ['passed'] },
    { name: '/repo/c.stories.tsx', status: 'failed', tests: ['passed', 'failed', 'failed'] },
    { name: '/repo/e.stories.tsx', tests: [] },
  ]);
  const again = report([
    { name: '/repo/c.stories.tsx', status: 'failed', tests: ['passed', 'passed', 'failed'] },
    { name: '/repo/e.stories.tsx', tests: ['passed'] },
  ]);
  const merged = mergeRerun(first, again, ['/repo/c.stories.tsx', '/repo/e.stories.tsx']);

  it('keeps the first run’s failures with their messages', () => {
    expect(merged.firstFailures).toEqual([
      expect.stringMatching(/c\.stories\.tsx › story 1: expected story 1 to pass$/),
      expect.stringMatching(/c\.stories\.tsx › story 2: expected story 2 to pass$/),
    ]);
  });

  it('counts a test that failed and then passed as flaky, not passed; a failure that repeats fails', () => {
    expect(merged.flaky).toEqual([expect.stringMatching(/c\.stories\.tsx › story 1$/)]);
    const counts = vitestCounts(merged.report, 1);
    expect(counts).toMatchObject({ passed: 3, failed: 1, flaky: 1 });
  });

  it('shows the flaky column in the summary', () => {
    const stage: Stage = {
      name: 'vitest browser',
      ...vitestCounts(merged.report, 1),
      seconds: 1,
    };
    const table = summary([stage]);
    expect(table).toMatch(/flaky/);
    expect(table).toMatch(/vitest browser\s+3\s+1\s+0\s+0\s+1/);
    expect(table.trim().split('\n').at(-1)).toBe('3 passed, 1 failed, 0 skipped');
  });

  it('names each failed test under the table with the first line of its message', () => {
    const stage: Stage = { name: 'vitest browser', ...vitestCounts(merged.report, 1), seconds: 1 };
    expect(summary([stage])).toMatch(
      /✗ vitest browser: failed: .*c\.stories\.tsx › story 2: expected story 2 to pass\n/,
    );
  });
});

describe('the floors of scripts/test-floors.json', () => {
  const stage = (name: string, passed: number): Stage => ({
    name,
    passed,
    failed: 0,
    skipped: 0,
    retried: 0,
    flaky: 0,
    seconds: 1,
    reported: true,
    problems: [],
    retriedTests: [],
  });

  it('fail a stage that passed fewer tests than its floor, and pass one at its floor', () => {
    const stages = [stage('vitest node', 609), stage('vitest http', 2485)];
    applyFloors(stages, { 'vitest node': 610, 'vitest http': 2485 });
    expect(stages[0]).toMatchObject({ failed: 1 });
    expect(stages[0]!.problems).toEqual(['609 passed, below its floor of 610 (scripts/test-floors.json)']);
    expect(stages[1]).toMatchObject({ failed: 0, problems: [] });
  });

  it('fail the run when a stage with a floor did not run at all (the HTTP tests on PostgreSQL left out)', () => {
    const stages = [stage('vitest http', 2485)];
    applyFloors(stages, { 'vitest http': 2485, 'vitest http postgres': 2480 });
    expect(stages.map((s) => [s.name, s.failed])).toEqual([
      ['vitest http', 0],
      ['floors', 1],
    ]);
    expect(stages[1]!.problems[0]).toContain('"vitest http postgres"');
  });

  it('name every stage the runner has, so none can be dropped silently', () => {
    const floors = JSON.parse(readFileSync(new URL('./test-floors.json', import.meta.url), 'utf8')) as Record<
      string,
      number
    >;
    expect(Object.keys(floors).sort()).toEqual(
      ['e2e', 'vitest browser', 'vitest http', 'vitest http postgres', 'vitest node'].sort(),
    );
  });
});
