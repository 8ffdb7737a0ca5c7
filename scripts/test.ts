/**
 * Runs every stage of the suite, even after a failure, and prints one closing line
 * `N passed, M failed` (lint and typecheck count as one check each).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);
const reports = path.join(root, '.vitest');
mkdirSync(reports, { recursive: true });

interface Stage {
  name: string;
  passed: number;
  failed: number;
  seconds: number;
}
const stages: Stage[] = [];

function run(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): number {
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', ...env },
  });
  return result.status ?? 1;
}

function check(name: string, command: string, args: string[]): void {
  const started = Date.now();
  const status = run(name, command, args);
  stages.push({ name, passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1, seconds: (Date.now() - started) / 1000 });
}

function vitestStage(name: string, projects: string[]): void {
  const started = Date.now();
  const output = path.join(reports, `vitest-${name}.json`);
  rmSync(output, { force: true });
  const status = run(`vitest ${name} (${projects.join(', ')})`, bin('vitest'), [
    'run',
    ...projects.flatMap((project) => ['--project', project]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${output}`,
  ]);
  let passed = 0;
  let failed = status === 0 ? 0 : 1;
  if (existsSync(output)) {
    const report = JSON.parse(readFileSync(output, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      testResults: Array<{ status: string; assertionResults: Array<{ status: string }> }>;
    };
    // A file that failed without a failing test (it did not load, or a hook failed) counts once.
    const brokenFiles = report.testResults.filter(
      (file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
    ).length;
    passed = report.numPassedTests;
    failed = report.numFailedTests + brokenFiles || (status === 0 ? 0 : 1);
  }
  stages.push({ name: `vitest ${name}`, passed, failed, seconds: (Date.now() - started) / 1000 });
}

function e2eStage(): void {
  const started = Date.now();
  const output = path.join(reports, 'playwright.json');
  rmSync(output, { force: true });
  const status = run('end-to-end (Playwright, Chromium)', bin('playwright'), ['test', '-c', 'site/e2e/playwright.config.ts'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: output,
  });
  let passed = 0;
  let failed = status === 0 ? 0 : 1;
  if (existsSync(output)) {
    const report = JSON.parse(readFileSync(output, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number } };
    passed = report.stats.expected + report.stats.flaky;
    failed = report.stats.unexpected || (status === 0 ? 0 : 1);
  }
  stages.push({ name: 'e2e', passed, failed, seconds: (Date.now() - started) / 1000 });
}

const buildStatus = run('i18n compile', 'pnpm', ['i18n:compile']);
if (buildStatus !== 0) stages.push({ name: 'i18n compile', passed: 0, failed: 1, seconds: 0 });
check('lint', bin('eslint'), ['.']);
check('typecheck', 'pnpm', ['typecheck']);
check('build', 'pnpm', ['build']);
// Node and browser projects run one after the other: on two cores, browser screenshots and the
// HTTP tests' servers would otherwise compete for the CPU.
vitestStage('node', ['domain', 'site', 'http']);
vitestStage('browser', ['storybook', 'ui']);
e2eStage();
check('build-storybook', 'pnpm', ['build-storybook']);

console.log('\nStage                          passed  failed  seconds');
for (const s of stages) {
  console.log(`${s.name.padEnd(30)} ${String(s.passed).padStart(6)}  ${String(s.failed).padStart(6)}  ${s.seconds.toFixed(1).padStart(7)}`);
}
const passed = stages.reduce((n, s) => n + s.passed, 0);
const failed = stages.reduce((n, s) => n + s.failed, 0);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
