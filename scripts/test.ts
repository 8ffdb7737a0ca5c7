/**
 * Runs every stage of the suite, even after a failure, and prints per stage the tests passed,
 * failed, skipped (skip, todo, pending) and retried (passed only on a later attempt; counted as
 * passed, and named). A stage that passes fewer tests than its floor in scripts/test-floors.json
 * fails. The HTTP and end-to-end stages only ever test the build made by this run. The closing
 * line is `N passed, M failed, K skipped` (lint, typecheck and the builds count as one check each).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureLocalPostgres, LOCAL_POSTGRES, throwawayDatabase } from '../site/scripts/postgres.ts';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);
const reports = path.join(root, '.vitest');
const floorsFile = path.join(root, 'scripts/test-floors.json');

export interface Stage {
  name: string;
  passed: number;
  failed: number;
  skipped: number;
  retried: number;
  /** Tests that failed in a run the browser closed under and passed when their file ran again. */
  flaky: number;
  seconds: number;
  /** True when the counts come from a test report; only then does a floor apply. */
  reported: boolean;
  /** Why the stage failed beyond its failing tests (no report, below its floor, not run). */
  problems: string[];
  /** Tests that passed only after a retry. */
  retriedTests: string[];
}

type Counts = Pick<
  Stage,
  'passed' | 'failed' | 'skipped' | 'retried' | 'flaky' | 'reported' | 'problems' | 'retriedTests'
>;

interface VitestReport {
  testResults: Array<{
    name: string;
    status: string;
    message: string;
    assertionResults: Array<{ fullName: string; status: string; failureMessages: string[] | null }>;
  }>;
}

/** Counts of a Vitest JSON report; `status` is the exit status of the run that wrote it. */
export function vitestCounts(report: VitestReport, status: number): Counts {
  const counts: Counts = {
    passed: 0,
    failed: 0,
    skipped: 0,
    retried: 0,
    flaky: 0,
    reported: true,
    problems: [],
    retriedTests: [],
  };
  for (const file of report.testResults) {
    const tests = file.assertionResults;
    for (const test of tests) {
      if (test.status === 'passed') {
        counts.passed += 1;
        // A passed test keeps the errors of its failed attempts: it passed only on a retry.
        if (test.failureMessages?.length) {
          counts.retried += 1;
          counts.retriedTests.push(`${path.relative(root, file.name)} › ${test.fullName}`);
        }
      } else if (test.status === 'failed') {
        counts.failed += 1;
        // Named under the table, so the last lines of a long run say what failed.
        counts.problems.push(
          `failed: ${path.relative(root, file.name)} › ${test.fullName}: ${firstLine(test.failureMessages)}`,
        );
      } else if (test.status === flakyStatus) counts.flaky += 1;
      else counts.skipped += 1;
    }
    // A file that failed without a failing test (it did not load, a hook failed, a `.only`) counts once.
    if (file.status === 'failed' && !tests.some((test) => test.status === 'failed')) {
      counts.failed += 1;
      counts.problems.push(
        `${path.relative(root, file.name)}: ${file.message.split('\n')[0] || 'failed without a failing test'}`,
      );
    }
  }
  if (status !== 0 && counts.failed === 0) {
    counts.failed = 1;
    counts.problems.push(`exited with status ${status} without a failing test in its report`);
  }
  return counts;
}

interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  errors: Array<{ message?: string }>;
  suites: PlaywrightSuite[];
}
interface PlaywrightSuite {
  file: string;
  specs: Array<{ title: string; tests: Array<{ projectName: string; status: string }> }>;
  suites?: PlaywrightSuite[];
}

/** Counts of a Playwright JSON report; `flaky` tests failed first and passed on a retry. */
export function playwrightCounts(report: PlaywrightReport, status: number): Counts {
  const { expected, unexpected, flaky, skipped } = report.stats;
  const counts: Counts = {
    passed: expected + flaky,
    failed: unexpected,
    skipped,
    retried: flaky,
    flaky: 0,
    reported: true,
    problems: [],
    retriedTests: [],
  };
  const walk = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs) {
      for (const test of spec.tests) {
        if (test.status === 'flaky') counts.retriedTests.push(`${suite.file} › ${spec.title} [${test.projectName}]`);
        if (test.status === 'unexpected')
          counts.problems.push(`failed: ${suite.file} › ${spec.title} [${test.projectName}]`);
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites) walk(suite);
  // The same error (a forbidden `.only`) is reported once per project: count it once.
  for (const message of new Set(
    report.errors.map((error) => (error.message ?? 'error outside any test').split('\n')[0]!),
  )) {
    counts.failed += 1;
    counts.problems.push(message);
  }
  if (status !== 0 && counts.failed === 0) {
    counts.failed = 1;
    counts.problems.push(`exited with status ${status} without a failing test in its report`);
  }
  return counts;
}

/** Fails every stage that passed fewer tests than its floor, and every floor naming no stage. */
export function applyFloors(stages: Stage[], floors: Record<string, number>): void {
  for (const [name, floor] of Object.entries(floors)) {
    const stage = stages.find((s) => s.name === name);
    if (!stage) {
      stages.push(failedStage('floors', `scripts/test-floors.json names a stage that did not run: "${name}"`));
    } else if (stage.reported && stage.passed < floor) {
      stage.failed += 1;
      stage.problems.push(`${stage.passed} passed, below its floor of ${floor} (scripts/test-floors.json)`);
    }
  }
}

/** The first line of a test's first failure, short enough for one line under the table. */
function firstLine(messages: string[] | null): string {
  const line = (messages?.[0] ?? '').split('\n')[0]!.trim();
  return line.length > 300 ? `${line.slice(0, 300)}…` : line || 'no message';
}

function emptyStage(name: string): Stage {
  return {
    name,
    passed: 0,
    failed: 0,
    skipped: 0,
    retried: 0,
    flaky: 0,
    seconds: 0,
    reported: false,
    problems: [],
    retriedTests: [],
  };
}

function failedStage(name: string, problem: string): Stage {
  return { ...emptyStage(name), failed: 1, problems: [problem] };
}

/** The table, the reasons behind failures and retries, and the closing line. */
export function summary(stages: Stage[], notes: string[] = []): string {
  const lines = ['', 'Stage                          passed  failed  skipped  retried  flaky  seconds'];
  for (const s of stages) {
    const cells = [s.passed, s.failed, s.skipped, s.retried, s.flaky].map((n, i) =>
      String(n).padStart([6, 6, 7, 7, 5][i]!),
    );
    lines.push(`${s.name.padEnd(30)} ${cells.join('  ')}  ${s.seconds.toFixed(1).padStart(7)}`);
  }
  const details = stages.flatMap((s) => [
    ...s.problems.map((problem) => `✗ ${s.name}: ${problem}`),
    ...s.retriedTests.map((test) => `↻ ${s.name}: passed on a retry: ${test}`),
  ]);
  if (details.length || notes.length) lines.push('', ...details, ...notes.map((note) => `- ${note}`));
  const total = (key: 'passed' | 'failed' | 'skipped') => stages.reduce((n, s) => n + s[key], 0);
  lines.push('', `${total('passed')} passed, ${total('failed')} failed, ${total('skipped')} skipped`);
  return lines.join('\n');
}

/**
 * Runs one command of a stage. Two lanes of stages run side by side (see main), so each line the
 * command prints is prefixed with the stage's name; the command sees no terminal either way.
 */
function run(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
  console.log(`\n▶ ${name}`);
  const tag = `[${name.split(' (')[0]}] `;
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', ...env },
    });
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ] as const) {
      let rest = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        if (lines.length) out.write(lines.map((line) => tag + line).join('\n') + '\n');
      });
      stream.on('end', () => {
        if (rest) out.write(`${tag}${rest}\n`);
      });
    }
    child.on('error', (error) => {
      console.error(`${tag}${error.message}`);
      resolve(1);
    });
    child.on('close', (status) => resolve(status ?? 1));
  });
}

async function check(stages: Stage[], name: string, command: string, args: string[]): Promise<boolean> {
  const started = Date.now();
  const status = await run(name, command, args);
  const stage = status === 0 ? { ...emptyStage(name), passed: 1 } : failedStage(name, `exited with status ${status}`);
  stages.push({ ...stage, seconds: (Date.now() - started) / 1000 });
  return status === 0;
}

/**
 * The test files a closing browser may have cut short: those with no test result at all, a test
 * that did not end, or a failed test (the page went away under it; run again, a real failure
 * fails again).
 */
export function filesCutShort(report: VitestReport): string[] {
  return report.testResults
    .filter(
      (file) =>
        file.status === 'failed' ||
        file.assertionResults.length === 0 ||
        file.assertionResults.some((test) => test.status !== 'passed'),
    )
    .map((file) => file.name);
}

/**
 * Whether the run's browser closed mid-run: there is an unhandled error, and every one is Vitest's
 * "browser connection was closed" (a crashed Chromium, not a test). Any other error outside a
 * test means the run is not run again.
 */
export function browserClosed(unhandledErrors: string[]): boolean {
  return (
    unhandledErrors.length > 0 && unhandledErrors.every((error) => error.includes('VITEST_BROWSER_CONNECTION_CLOSED'))
  );
}

async function vitestRun(
  label: string,
  projects: string[],
  output: string,
  files: string[] = [],
  env: NodeJS.ProcessEnv = {},
  extraArgs: string[] = [],
): Promise<{ status: number; report?: VitestReport; errors: string[] }> {
  const errorsFile = `${output}.errors.json`;
  rmSync(output, { force: true });
  rmSync(errorsFile, { force: true });
  const status = await run(
    label,
    bin('vitest'),
    [
      'run',
      ...projects.flatMap((project) => ['--project', project]),
      '--reporter=default',
      '--reporter=json',
      '--reporter=./scripts/vitest-run-errors.ts',
      `--outputFile.json=${output}`,
      ...extraArgs,
      ...files.map((file) => path.relative(root, file)),
    ],
    { NO_COLOR: '1', ...env, VITEST_RUN_ERRORS_FILE: errorsFile },
  );
  const report = existsSync(output) ? (JSON.parse(readFileSync(output, 'utf8')) as VitestReport) : undefined;
  const errors = existsSync(errorsFile)
    ? (JSON.parse(readFileSync(errorsFile, 'utf8')) as { errors: string[] }).errors
    : [];
  return { status, report, errors };
}

/** The status a test gets in a merged report when it failed in the first run and passed in the second. */
export const flakyStatus = 'flaky';

export interface Rerun {
  /** The first report with the files run again replaced by their second run. */
  report: VitestReport;
  /** `file › test` of each test that failed in the first run and passed in the second. */
  flaky: string[];
  /** `file › test: message` of each failure of the first run in the files run again. */
  firstFailures: string[];
}

/**
 * Merges a second run of some files into the first report. Nothing of the first run is lost: its
 * failures are kept (with their messages), and a test that failed first and passed the second
 * time is flaky, not passed.
 */
export function mergeRerun(first: VitestReport, again: VitestReport, files: string[]): Rerun {
  const names = new Set(files);
  const key = (file: string, test: string) => `${path.relative(root, file)} › ${test}`;
  const failedFirst = new Map<string, string>();
  for (const file of first.testResults) {
    if (!names.has(file.name)) continue;
    for (const test of file.assertionResults)
      if (test.status === 'failed')
        failedFirst.set(key(file.name, test.fullName), (test.failureMessages?.[0] ?? '').split('\n')[0] ?? '');
    if (file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'))
      failedFirst.set(key(file.name, '(the file)'), file.message.split('\n')[0] ?? '');
  }
  const flaky: string[] = [];
  const testResults = again.testResults.map((file) => ({
    ...file,
    assertionResults: file.assertionResults.map((test) => {
      const id = key(file.name, test.fullName);
      if (test.status !== 'passed' || !failedFirst.has(id)) return test;
      flaky.push(id);
      return { ...test, status: flakyStatus };
    }),
  }));
  return {
    report: { ...first, testResults: [...first.testResults.filter((file) => !names.has(file.name)), ...testResults] },
    flaky,
    firstFailures: [...failedFirst].map(([id, message]) => `${id}: ${message}`),
  };
}

export async function vitestStage(
  stages: Stage[],
  name: string,
  projects: string[],
  env: NodeJS.ProcessEnv = {},
): Promise<void> {
  const started = Date.now();
  const output = path.join(reports, `vitest-${name.replace(/\W+/g, '-')}.json`);
  const label = `vitest ${name} (${projects.join(', ')})`;
  const first = await vitestRun(label, projects, output, [], env);
  let { status, report } = first;
  const rerun: string[] = [];
  const problems: string[] = [];
  let retried = 0;
  // A browser that closed mid-run (Chromium crashed) leaves the files after it unrun, and may fail
  // the test it closed under: those files, and only those, run once more. Their tests count once;
  // the first run's failures stay in the summary, and a test that failed then passed is flaky.
  // A browser can close again in that run: the files it still left unrun run again, as long as
  // each run gets further than the one before (at most `maxReruns` runs).
  const maxReruns = 3;
  let errors = first.errors;
  let unrun = report ? filesCutShort(report) : [];
  for (let attempt = 1; attempt <= maxReruns; attempt += 1) {
    if (!report || status === 0 || unrun.length === 0 || !browserClosed(errors)) break;
    const again = await vitestRun(
      `${label}: the ${unrun.length} files the browser closed on`,
      projects,
      `${output}.rerun${attempt}.json`,
      unrun,
      env,
      // One file at a time: files side by side in one browser take the focus from each other's
      // frames, and a screenshot of a story that types then lost its focus ring on every retry.
      ['--no-file-parallelism'],
    );
    if (!again.report) break;
    const merged = mergeRerun(report, again.report, unrun);
    report = merged.report;
    status = again.status;
    errors = again.errors;
    retried += again.report.testResults.reduce((n, file) => n + file.assertionResults.length, 0) - merged.flaky.length;
    problems.push(
      ...merged.firstFailures.map((failure) => `failed in the run the browser closed under: ${failure}`),
      ...merged.flaky.map((test) => `flaky (failed, then passed when run again): ${test}`),
    );
    const shown = unrun.slice(0, 5).map((file) => path.relative(root, file));
    const more = unrun.length > shown.length ? ` and ${unrun.length - shown.length} more` : '';
    rerun.push(`${unrun.length} files run again, the browser having closed under them: ${shown.join(', ')}${more}`);
    const left = filesCutShort(again.report);
    // No further than before: what is left is a failure, not a closing browser.
    if (left.length >= unrun.length) break;
    unrun = left;
  }
  const counts = report
    ? vitestCounts(report, status)
    : failedStage(name, `exited with status ${status} and wrote no report`);
  stages.push({
    ...counts,
    problems: [...counts.problems, ...problems],
    retried: counts.retried + retried,
    retriedTests: [...counts.retriedTests, ...rerun],
    name: `vitest ${name}`,
    seconds: (Date.now() - started) / 1000,
  });
}

async function e2eStage(stages: Stage[]): Promise<void> {
  const started = Date.now();
  const output = path.join(reports, 'playwright.json');
  rmSync(output, { force: true });
  const status = await run(
    'e2e (Playwright, Chromium)',
    bin('playwright'),
    ['test', '-c', 'site/e2e/playwright.config.ts'],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: output,
    },
  );
  const counts = existsSync(output)
    ? playwrightCounts(JSON.parse(readFileSync(output, 'utf8')) as PlaywrightReport, status)
    : failedStage('e2e', `exited with status ${status} and wrote no report`);
  stages.push({ ...counts, name: 'e2e', seconds: (Date.now() - started) / 1000 });
}

/** A check made of commands run one after another; it fails at the first that fails. */
async function checkAll(stages: Stage[], name: string, commands: Array<[string, string[]]>): Promise<boolean> {
  const started = Date.now();
  let status = 0;
  for (const [command, args] of commands) {
    status = await run(name, command, args);
    if (status !== 0) break;
  }
  const stage = status === 0 ? { ...emptyStage(name), passed: 1 } : failedStage(name, `exited with status ${status}`);
  stages.push({ ...stage, seconds: (Date.now() - started) / 1000 });
  return status === 0;
}

/** The order of the stages in the summary, whichever lane ran them and whenever they ended. */
const stageOrder = [
  'postgres',
  'i18n compile',
  'lint',
  'typecheck',
  'build',
  'vitest node',
  'vitest http',
  'vitest http postgres',
  'vitest browser',
  'e2e',
  'build-storybook',
];

async function main(): Promise<void> {
  mkdirSync(reports, { recursive: true });
  const stages: Stage[] = [];
  const notes: string[] = [];
  const started = Date.now();

  // Compiled once, here: the stages below use the compiled messages and never compile them again,
  // so no stage reads them while another rewrites them.
  const compiled = await run('i18n compile', 'pnpm', ['i18n:compile']);
  if (compiled !== 0) stages.push(failedStage('i18n compile', `exited with status ${compiled}`));
  // Every database test and the HTTP tests run on both databases. Without DATABASE_URL the local
  // PostgreSQL gets a throwaway database for this run (started first when it is installed but stopped).
  let release = () => {};
  if (!process.env.DATABASE_URL) {
    const problem = ensureLocalPostgres();
    if (problem) stages.push(failedStage('postgres', problem));
    else {
      const database = throwawayDatabase(LOCAL_POSTGRES, 'spotter_test');
      process.env.DATABASE_URL = database.url;
      release = database.release;
    }
  }
  const dist = path.join(root, 'site/dist');
  const notBuilt = 'not run: the build failed, and no earlier build is tested';
  const astro = bin('astro');

  // Two lanes of stages run side by side, about equally long. Most stages keep one core busy at a
  // time (one server, one browser, one type checker), so two lanes use both cores of a quiet
  // machine and hold their share of a busy one. Each lane keeps to itself what could collide: the
  // type check and the build both write Astro's generated types (lane one); the HTTP runs and the
  // end-to-end run have ports and data folders of their own; the two browser runs (component and
  // story tests, then the Storybook build) share Vite's cache (lane two).
  let markBuilt: (built: boolean) => void = () => {};
  const built = new Promise<boolean>((resolve) => (markBuilt = resolve));
  const laneOne = async () => {
    await checkAll(stages, 'typecheck', [
      [astro, ['check', '--root', 'site', '--minimumFailingSeverity', 'warning']],
      [bin('tsc'), ['-p', 'tsconfig.check.json']],
    ]);
    // No earlier build survives: a failed build leaves nothing for the HTTP and end-to-end tests to reuse.
    rmSync(dist, { recursive: true, force: true });
    const ok = await checkAll(stages, 'build', [[astro, ['build', '--root', 'site']]]);
    if (!ok) rmSync(dist, { recursive: true, force: true });
    markBuilt(ok);
    if (!ok) {
      stages.push(failedStage('vitest http', notBuilt), failedStage('e2e', notBuilt));
      return;
    }
    await vitestStage(stages, 'http', ['http'], { HTTP_TEST_DATABASE: 'pglite', HTTP_TEST_PORT: '4410' });
    await e2eStage(stages);
  };
  const laneTwo = async () => {
    await check(stages, 'lint', 'pnpm', ['lint']);
    await vitestStage(stages, 'node', ['domain', 'site']);
    // Its HTTP run tests the build lane one made.
    if (!process.env.DATABASE_URL) {
      // Without a database server the 'postgres' stage has failed and says why.
    } else if (await built) {
      await vitestStage(stages, 'http postgres', ['http'], { HTTP_TEST_DATABASE: 'postgres', HTTP_TEST_PORT: '4430' });
    } else stages.push(failedStage('vitest http postgres', notBuilt));
    await vitestStage(stages, 'browser', ['storybook', 'ui']);
    await checkAll(stages, 'build-storybook', [[bin('storybook'), ['build', '-o', 'storybook-static', '--quiet']]]);
  };
  await Promise.all([laneOne().finally(() => markBuilt(false)), laneTwo()]);
  try {
    release();
  } catch (error) {
    notes.push(`the throwaway PostgreSQL database was not dropped: ${String(error)}`);
  }

  applyFloors(stages, JSON.parse(readFileSync(floorsFile, 'utf8')) as Record<string, number>);
  stages.sort((a, b) => rank(a.name) - rank(b.name));
  notes.push(`the whole run took ${((Date.now() - started) / 60_000).toFixed(1)} minutes, in two lanes side by side`);
  console.log(summary(stages, notes));
  process.exit(stages.some((s) => s.failed > 0) ? 1 : 0);
}

function rank(name: string): number {
  const index = stageOrder.indexOf(name);
  return index === -1 ? stageOrder.length : index;
}

// Run as a script; imported (to check the report parsing), it only provides the functions above.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
