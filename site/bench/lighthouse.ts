/**
 * Lighthouse mobile on six pages: its default (mobile) configuration, so a Moto G Power-sized
 * screen and simulated throttling (slow 4G, 4× CPU slowdown), categories performance,
 * accessibility and SEO, one run per page. One headless Chromium serves every run (of both databases).
 *
 * A page that does not load (an error answer, a redirect elsewhere, no paint) is recorded as a
 * failure with Lighthouse's reason; it never stops the bench. Besides the scores and the metrics,
 * the result keeps what Lighthouse says would help: the failing accessibility and SEO audits with their
 * elements and the performance opportunities and diagnostics that cost time, so the JSON says
 * what to fix.
 */
import { existsSync } from 'node:fs';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { pagePaths, trainingPaths } from './paths.ts';

export type LighthousePageKey =
  'home' | 'login' | 'dashboard' | 'trainerEdit' | 'marketplace' | 'trainerPage' | 'exerciseLibrary' | 'clientPlan';

export const lighthousePaths: Record<LighthousePageKey, string> = {
  home: '/',
  login: pagePaths.login,
  dashboard: pagePaths.dashboard,
  trainerEdit: pagePaths.trainerEdit,
  marketplace: pagePaths.marketplace,
  trainerPage: pagePaths.trainerPage,
  exerciseLibrary: trainingPaths.exerciseLibrary,
  clientPlan: trainingPaths.clientPlan,
};

export interface LighthouseMetrics {
  /** Largest contentful paint, total blocking time, first contentful paint: milliseconds. */
  lcp: number | null;
  tbt: number | null;
  fcp: number | null;
  /** Cumulative layout shift: unitless. */
  cls: number | null;
}

/** An audit that lost points, as the report shows it. */
export interface LighthouseFinding {
  id: string;
  title: string;
  score: number | null;
  displayValue?: string;
  /** For opportunities: what Lighthouse estimates fixing it would save. */
  savingsMs?: number;
  savingsBytes?: number;
  /** The items behind it (elements with their selectors, URLs with their bytes), at most a few. */
  items: string[];
}

export interface LighthouseRun {
  path: string;
  /** Why the page could not be measured; scores and metrics are then null. */
  failure: string | null;
  /** Category scores, 0-100. */
  performance: number | null;
  accessibility: number | null;
  seo: number | null;
  metrics: LighthouseMetrics;
  /** Lighthouse's measure of this machine's speed at the time (about 1000+ on a desktop). */
  benchmarkIndex: number | null;
  seconds: number;
  /** With BENCH_LIGHTHOUSE_RUNS > 1: every run's performance score; this record is the median run. */
  performanceRuns?: (number | null)[];
  performanceFindings: LighthouseFinding[];
  accessibilityFindings: LighthouseFinding[];
  seoFindings: LighthouseFinding[];
}

export type LighthouseFigures = Record<LighthousePageKey, LighthouseRun>;

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const MAX_ITEMS = 5;
/** A trace Lighthouse could not read says nothing about the page: such a run is made again, once. */
const ATTEMPTS = 2;
/** Diagnostics kept whenever they list something, whatever their score. */
const ALWAYS_SHOWN = new Set(['long-tasks']);
const RETRIED = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED', 'NO_DCL']);

/** The bench's one Chromium, or why there is none (every Lighthouse row then says so). */
export type BenchBrowser = { chrome: LaunchedChrome; failure?: undefined } | { chrome?: undefined; failure: string };

/** Starts the one headless Chromium of the bench, its debugging port on `port`. */
export async function launchChromium(port: number): Promise<BenchBrowser> {
  const fallback = '/usr/bin/chromium';
  // CHROME_PATH, else the system's Chromium, else whatever chrome-launcher finds.
  const chromePath = process.env.CHROME_PATH || (existsSync(fallback) ? fallback : undefined);
  // chrome-launcher would leave a failed spawn as an unhandled 'error' event: check first.
  if (chromePath && !existsSync(chromePath)) return { failure: `no Chromium at ${chromePath} (CHROME_PATH)` };
  try {
    const chrome = await launch({ port, chromeFlags: CHROME_FLAGS, chromePath, logLevel: 'error' });
    return { chrome };
  } catch (error) {
    return { failure: `Chromium did not start (set CHROME_PATH): ${error instanceof Error ? error.message : error}` };
  }
}

/**
 * Empties the browser's cookie jar. Lighthouse resets a page's storage between runs but keeps its
 * cookies, and a cookie a page wrote (the locale the island stores) then replaces the `Cookie`
 * header given in `extraHeaders`: the next signed-in run would go out without its session.
 */
async function clearCookies(chrome: LaunchedChrome): Promise<void> {
  const version = await fetch(`http://127.0.0.1:${chrome.port}/json/version`);
  const { webSocketDebuggerUrl } = (await version.json()) as { webSocketDebuggerUrl: string };
  const socket = new WebSocket(webSocketDebuggerUrl);
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('Chromium did not answer Storage.clearCookies')), 10_000);
      socket.addEventListener('error', () => reject(new Error('no DevTools connection to Chromium')));
      socket.addEventListener('open', () => socket.send(JSON.stringify({ id: 1, method: 'Storage.clearCookies' })));
      socket.addEventListener('message', (event) => {
        const reply = JSON.parse(String(event.data)) as { id?: number; error?: { message: string } };
        if (reply.id !== 1) return;
        clearTimeout(timer);
        if (reply.error) reject(new Error(reply.error.message));
        else resolve();
      });
    });
  } finally {
    socket.close();
  }
}

const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? null;
const score = (lhr: Result, id: string) => {
  const value = lhr.categories[id]?.score;
  return value === null || value === undefined ? null : Math.round(value * 100);
};

interface DetailItem {
  url?: unknown;
  wastedBytes?: unknown;
  wastedMs?: unknown;
  totalBytes?: unknown;
  duration?: unknown;
  total?: unknown;
  blockingTime?: unknown;
  group?: unknown;
  groupLabel?: unknown;
  reason?: unknown;
  node?: { selector?: unknown; snippet?: unknown; explanation?: unknown };
}

/** One line per item: an element's selector and why it fails, or a URL and its figures. */
function itemText(item: DetailItem): string | null {
  if (item.node && typeof item.node.selector === 'string') {
    const explanation = typeof item.node.explanation === 'string' ? item.node.explanation.split('\n')[0] : '';
    return `${item.node.selector}${explanation ? ` (${explanation})` : ''}`;
  }
  const label = [item.url, item.groupLabel, item.group, item.reason].find((value) => typeof value === 'string');
  if (typeof label !== 'string') return null;
  const figures: string[] = [];
  const ms = (value: unknown, name: string) => {
    if (typeof value === 'number' && value > 0) figures.push(`${name} ${Math.round(value)} ms`);
  };
  const kb = (value: unknown, name: string) => {
    if (typeof value === 'number' && value > 0) figures.push(`${name} ${(value / 1024).toFixed(1)} KB`);
  };
  kb(item.wastedBytes, 'wasted');
  kb(item.totalBytes, 'total');
  ms(item.wastedMs, 'wasted');
  ms(item.blockingTime, 'blocking');
  ms(item.total ?? item.duration, 'time');
  return figures.length ? `${label}: ${figures.join(', ')}` : label;
}

/** A table's rows; a list's tables' rows (e.g. long tasks' sources); nothing for other details. */
function detailItems(items: unknown): DetailItem[] {
  if (!Array.isArray(items)) return [];
  return items.flatMap((item: unknown): DetailItem[] => {
    if (typeof item !== 'object' || item === null) return [];
    const nested = (item as { type?: unknown; items?: unknown }).type === 'table';
    return nested ? detailItems((item as { items?: unknown }).items) : [item as DetailItem];
  });
}

/** The long tasks summed per script, the costliest first. */
function longTasksByScript(items: DetailItem[]): string[] {
  const scripts = new Map<string, { tasks: number; ms: number }>();
  for (const item of items) {
    if (typeof item.url !== 'string' || typeof item.duration !== 'number') continue;
    const script = scripts.get(item.url) ?? { tasks: 0, ms: 0 };
    script.tasks += 1;
    script.ms += item.duration;
    scripts.set(item.url, script);
  }
  return [...scripts]
    .sort(([, a], [, b]) => b.ms - a.ms)
    .map(([url, { tasks, ms }]) => `${url}: ${tasks} long tasks, ${Math.round(ms)} ms`);
}

interface ChainNode {
  url?: unknown;
  navStartToEndTime?: unknown;
  isLongest?: unknown;
  children?: Record<string, ChainNode>;
}

/** The longest chain of requests waiting on each other, from the document to its last request. */
function longestChain(items: unknown): string[] {
  if (!Array.isArray(items)) return [];
  const tree = items
    .map((item: unknown) => (item as { value?: { type?: unknown; chains?: Record<string, ChainNode> } } | null)?.value)
    .find((value) => value?.type === 'network-tree');
  const steps: string[] = [];
  let level = tree?.chains;
  while (level) {
    const next = Object.values(level).find((node) => node.isLongest === true);
    if (!next || typeof next.url !== 'string') break;
    const done =
      typeof next.navStartToEndTime === 'number' ? ` (done at ${Math.round(next.navStartToEndTime)} ms)` : '';
    steps.push(`${steps.length ? '→ ' : ''}${next.url}${done}`);
    level = next.children;
  }
  return steps;
}

/** An insight's checklist (e.g. the document request's): the checks that failed. */
function failedChecks(items: unknown): string[] {
  if (typeof items !== 'object' || items === null) return [];
  return Object.values(items as Record<string, { label?: unknown; value?: unknown }>)
    .filter((check) => check.value === false && typeof check.label === 'string')
    .map((check) => `not met: ${String(check.label)}`);
}

function finding(lhr: Result, id: string): LighthouseFinding {
  const audit = lhr.audits[id]!;
  const details = audit.details as
    { type?: string; items?: unknown; overallSavingsMs?: number; overallSavingsBytes?: number } | undefined;
  const items =
    details?.type === 'checklist'
      ? failedChecks(details.items)
      : id === 'long-tasks'
        ? longTasksByScript(detailItems(details?.items))
        : id === 'network-dependency-tree-insight'
          ? longestChain(details?.items)
          : detailItems(details?.items)
              .map(itemText)
              .filter((text): text is string => text !== null);
  return {
    id,
    title: audit.title,
    score: audit.score,
    ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
    ...(details?.overallSavingsMs ? { savingsMs: Math.round(details.overallSavingsMs) } : {}),
    ...(details?.overallSavingsBytes ? { savingsBytes: details.overallSavingsBytes } : {}),
    items: items.slice(0, MAX_ITEMS),
  };
}

/** The audits of a category that lost points (metrics aside: they are in `metrics`), worst first. */
type Category = 'performance' | 'accessibility' | 'seo';

function findings(lhr: Result, category: Category): LighthouseFinding[] {
  try {
    return lostPoints(lhr, category);
  } catch (error) {
    // The scores stand without the details: a report shape this code does not know costs only these.
    console.warn(`  could not read the ${category} findings: ${error instanceof Error ? error.message : error}`);
    return [];
  }
}

function lostPoints(lhr: Result, category: Category): LighthouseFinding[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  return refs
    .filter((ref) => ref.group !== 'metrics')
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit !== undefined)
    .filter((audit) => {
      const mode = audit.scoreDisplayMode;
      if (mode === 'notApplicable' || mode === 'manual' || mode === 'error') return false;
      // The long tasks (where TBT comes from) are informative: kept whenever there are some.
      if (ALWAYS_SHOWN.has(audit.id)) {
        return detailItems((audit.details as { items?: unknown } | undefined)?.items).length > 0;
      }
      if (audit.score !== null) return audit.score < 0.9;
      // Informative diagnostics count when they say there is something to save.
      const details = audit.details as { overallSavingsMs?: number } | undefined;
      return (details?.overallSavingsMs ?? 0) > 0;
    })
    .map((audit) => finding(lhr, audit.id))
    .sort((a, b) => (b.savingsMs ?? 0) - (a.savingsMs ?? 0) || (a.score ?? 1) - (b.score ?? 1));
}

const noMetrics: LighthouseMetrics = { lcp: null, tbt: null, fcp: null, cls: null };

function failed(path: string, failure: string, started: number, benchmarkIndex: number | null = null): LighthouseRun {
  return {
    path,
    failure,
    performance: null,
    accessibility: null,
    seo: null,
    metrics: noMetrics,
    benchmarkIndex,
    seconds: (performance.now() - started) / 1000,
    performanceFindings: [],
    accessibilityFindings: [],
    seoFindings: [],
  };
}

/** Runs Lighthouse mobile on one page; `headers` (e.g. a session cookie) go with every request. */
export async function lighthousePage(
  chrome: LaunchedChrome,
  base: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<LighthouseRun> {
  const started = performance.now();
  const flags: Flags = {
    port: chrome.port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance', 'accessibility', 'seo'],
    extraHeaders: headers,
  };
  let lhr: Result | undefined;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    try {
      await clearCookies(chrome);
      const result = await lighthouse(`${base}${path}`, flags);
      if (!result) return failed(path, 'Lighthouse returned no result', started);
      lhr = result.lhr;
    } catch (error) {
      return failed(path, error instanceof Error ? error.message : String(error), started);
    }
    // Lighthouse's own advice for a trace it could not read ("please run Lighthouse again").
    if (!lhr.runtimeError || !RETRIED.has(lhr.runtimeError.code)) break;
    console.log(`  ${lhr.runtimeError.code}: running again`);
  }
  if (!lhr) return failed(path, 'Lighthouse did not run', started);
  const benchmarkIndex = lhr.environment.benchmarkIndex ?? null;
  if (lhr.runtimeError) {
    const { code, message } = lhr.runtimeError;
    // The answer's status first (it ends the message), so that a shortened reason keeps it.
    const status = /\(Status code: (\d+)\)/.exec(message)?.[1];
    return failed(path, `${code}${status ? ` (HTTP ${status})` : ''}: ${message}`, started, benchmarkIndex);
  }
  // A signed-in page that sends the browser to the sign-in form has not been measured.
  const landed = new URL(lhr.finalDisplayedUrl);
  if (landed.pathname !== path) {
    return failed(path, `redirected to ${landed.pathname}${landed.search}`, started, benchmarkIndex);
  }
  return {
    path,
    failure: null,
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    seo: score(lhr, 'seo'),
    metrics: {
      lcp: numeric(lhr, 'largest-contentful-paint'),
      tbt: numeric(lhr, 'total-blocking-time'),
      fcp: numeric(lhr, 'first-contentful-paint'),
      cls: numeric(lhr, 'cumulative-layout-shift'),
    },
    benchmarkIndex,
    seconds: (performance.now() - started) / 1000,
    performanceFindings: findings(lhr, 'performance'),
    accessibilityFindings: findings(lhr, 'accessibility'),
    seoFindings: findings(lhr, 'seo'),
  };
}

/**
 * BENCH_LIGHTHOUSE_RUNS (default 1): runs per page, the median by performance score kept, as
 * Lighthouse advises when one run is too noisy (a busy machine moves TBT most).
 */
function lighthouseRuns(): number {
  const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1);
  if (!Number.isInteger(runs) || runs < 1) {
    throw new Error(`BENCH_LIGHTHOUSE_RUNS must be a whole number ≥ 1, not ${process.env.BENCH_LIGHTHOUSE_RUNS}`);
  }
  return runs;
}
const RUNS = lighthouseRuns();

/** The median run by performance score; a failed run counts as the lowest. */
function medianRun(runs: LighthouseRun[]): LighthouseRun {
  if (runs.length === 1) return runs[0]!;
  const sorted = [...runs].sort((a, b) => (a.performance ?? -1) - (b.performance ?? -1));
  return { ...sorted[Math.floor(sorted.length / 2)]!, performanceRuns: runs.map((run) => run.performance) };
}

/** The eight pages, one after another: the dashboards and the training pages signed in, the others anonymous. */
export async function lighthouseFigures(
  browser: BenchBrowser,
  base: string,
  sessions: { client: Record<string, string>; trainer: Record<string, string> },
): Promise<LighthouseFigures> {
  const run = async (key: LighthousePageKey, headers: Record<string, string> = {}) => {
    const path = lighthousePaths[key];
    if (!browser.chrome) return failed(path, browser.failure, performance.now());
    console.log(`  Lighthouse mobile ${path}${RUNS > 1 ? `, ${RUNS} runs` : ''}`);
    const runs: LighthouseRun[] = [];
    for (let n = 0; n < RUNS; n += 1) runs.push(await lighthousePage(browser.chrome, base, path, headers));
    return medianRun(runs);
  };
  return {
    home: await run('home'),
    login: await run('login'),
    dashboard: await run('dashboard', sessions.client),
    trainerEdit: await run('trainerEdit', sessions.trainer),
    marketplace: await run('marketplace'),
    trainerPage: await run('trainerPage'),
    exerciseLibrary: await run('exerciseLibrary', sessions.client),
    clientPlan: await run('clientPlan', sessions.client),
  };
}
