/**
 * The one table of the bench: every figure of issue 12's goals, its goal, the value on each
 * database and whether the goal is met; printed, and written as JSON with the raw measurements.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PageJavaScript } from './javascript.ts';
import { lighthousePaths, type LighthouseFigures, type LighthousePageKey, type LighthouseRun } from './lighthouse.ts';
import { MB } from './memory.ts';
import { pagePaths, type PageKey } from './paths.ts';
import type { Column, LoadRun, PageRun, SessionRun } from './pages.ts';
import {
  MARKETPLACE_CONNECTIONS,
  MARKETPLACE_TRAINERS,
  marketplaceGoals,
  type MarketplaceFigures,
} from './marketplace.ts';
import { mixedGoals, SAVES_PER_SECOND, type MixedFigures } from './mixed.ts';
import { PLACES_CONNECTIONS, placesGoals, type PlacesFigures } from './places.ts';
import { uploadGoals, uploadSummary, type UploadFigures } from './upload.ts';

export type Database = 'pglite' | 'postgres';
export const databaseNames: Record<Database, string> = { pglite: 'PGlite', postgres: 'PostgreSQL' };

export interface DatabaseFigures {
  /** Each page on the stored and the computed server, against node:http with its bytes. */
  pages: Record<PageKey, PageRun>;
  session: SessionRun;
  /** City and gym search on the stored and the computed server. */
  places: Record<Column, PlacesFigures>;
  /** The marketplace search, on a server and database of its own (generated trainers). */
  marketplace: MarketplaceFigures;
  javascript: {
    login: PageJavaScript;
    dashboard: PageJavaScript;
    trainerEdit: PageJavaScript & { later: PageJavaScript };
    /** The demo trainer's plan in the builder (issue: train together, part 1). */
    planBuilder: PageJavaScript;
    /** The trainer dashboard: the shell every dashboard page loads, which the builder's own code adds to. */
    trainerDashboard: PageJavaScript;
  };
  lighthouse: LighthouseFigures;
  /** Signed-in readers of both roles while other trainers save, on the stored server. */
  mixed: MixedFigures;
  /** VmHWM of the measured server when its runs are over: its peak over its whole life, in bytes. */
  peakMemory: number | null;
  upload: UploadFigures;
}

const pageLabels: Record<PageKey, string> = {
  login: '/auth/login',
  dashboard: 'client dashboard',
  trainerDashboard: 'trainer dashboard',
  trainerEdit: 'trainer edit page',
  clientsList: 'trainer clients list',
  trainerBrand: 'trainer brand page',
  marketplace: '/trainers (anonymous)',
  trainerPage: 'trainer page /trainers/amra-hodzic (anonymous)',
};

interface Goal {
  at: 'most' | 'least';
  limit: number;
}

interface Measured {
  value: number | null;
  text: string;
}

interface Figure {
  figure: string;
  unit: string;
  /** None: a figure shown for what it says, met or not. */
  goal?: Record<Database, Goal>;
  /**
   * The goal is shown for reference only, in brackets (a stored figure beside its computed one:
   * the goal it was set on before the computed column existed); it counts as no goal.
   */
  reference?: true;
  measure: (figures: DatabaseFigures) => Measured;
}

const both = (at: Goal['at'], limit: number): Record<Database, Goal> => ({
  pglite: { at, limit },
  postgres: { at, limit },
});
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** Page ratio goals on the computed server: the issue's for pages rendered without a kept answer, else issue 12's. */
const signedInRendered = { pglite: { at: 'least', limit: 0.03 }, postgres: { at: 'least', limit: 0.05 } } as const;
const computedRatioGoals: Record<PageKey, Record<Database, Goal>> = {
  login: both('least', 0.15),
  dashboard: signedInRendered,
  trainerDashboard: signedInRendered,
  trainerEdit: signedInRendered,
  clientsList: signedInRendered,
  trainerBrand: both('least', 0.05),
  marketplace: signedInRendered,
  trainerPage: signedInRendered,
};
/** The goals the stored figures were set on (issue 12), shown beside them for reference. */
const storedRatioGoals: Partial<Record<PageKey, Record<Database, Goal>>> = {
  login: both('least', 0.15),
  dashboard: { pglite: { at: 'least', limit: 0.05 }, postgres: { at: 'least', limit: 0.08 } },
  trainerEdit: both('least', 0.05),
  trainerBrand: both('least', 0.05),
  marketplace: both('least', 0.1),
  trainerPage: both('least', 0.1),
};
const pageKeys = Object.keys(pagePaths) as PageKey[];

function javascriptFigures(key: 'login' | 'dashboard' | 'trainerEdit', limitKb: number): Figure[] {
  const label = `JS ${pageLabels[key]} up front`;
  return [
    {
      figure: `${label}, gzip -9 of each file`,
      unit: ' KB',
      goal: both('most', limitKb),
      measure: ({ javascript }) => ({
        value: javascript[key].gzip9 / 1024,
        text: `${kb(javascript[key].gzip9)} KB (${javascript[key].files} files, ${kb(javascript[key].raw)} KB raw)`,
      }),
    },
    {
      figure: `${label}, on the wire (br, gzip accepted)`,
      unit: ' KB',
      goal: both('most', limitKb),
      measure: ({ javascript }) => ({
        value: javascript[key].wire / 1024,
        text: `${kb(javascript[key].wire)} KB (${Object.entries(javascript[key].encodings)
          .map(([encoding, files]) => `${encoding} ×${files}`)
          .join(', ')})`,
      }),
    },
  ];
}

const lighthouseLabels: Record<LighthousePageKey, string> = {
  home: '/',
  login: '/auth/login',
  dashboard: 'client dashboard',
  trainerEdit: 'trainer edit page',
  marketplace: '/trainers',
  trainerPage: 'trainer page',
  exerciseLibrary: 'client exercise library',
  clientPlan: "client's plan",
};
/** The public marketplace pages, whose search-engine score is a goal. */
const seoKeys = new Set<LighthousePageKey>(['marketplace', 'trainerPage']);
const lighthouseKeys = Object.keys(lighthousePaths) as LighthousePageKey[];
const seconds = (ms: number | null) => (ms === null ? '?' : `${(ms / 1000).toFixed(1)} s`);

/** With several runs per page: "median of 66/70/81; " before the median run's metrics. */
const median = ({ performanceRuns }: LighthouseRun) =>
  performanceRuns ? `median of ${performanceRuns.map((score) => score ?? 'failed').join('/')}; ` : '';

/** A page Lighthouse could not measure: its reason, short (the JSON has it whole). */
const lighthouseFailure = (run: LighthouseRun): Measured => {
  const reason = run.failure ?? 'no score';
  return { value: null, text: `failed: ${reason.length > 70 ? `${reason.slice(0, 69)}…` : reason}` };
};

function lighthouseFigureRows(key: LighthousePageKey): Figure[] {
  const label = `Lighthouse mobile ${lighthouseLabels[key]}`;
  return [
    {
      figure: `${label} performance`,
      unit: '',
      goal: both('least', 95),
      measure: ({ lighthouse }) => {
        const run = lighthouse[key];
        if (run.failure || run.performance === null) return lighthouseFailure(run);
        const { lcp, tbt, cls, fcp } = run.metrics;
        return {
          value: run.performance,
          text: `${run.performance} (${median(run)}LCP ${seconds(lcp)}, TBT ${tbt === null ? '?' : Math.round(tbt)} ms, CLS ${cls === null ? '?' : cls.toFixed(3)}, FCP ${seconds(fcp)})`,
        };
      },
    },
    {
      figure: `${label} accessibility`,
      unit: '',
      goal: both('least', 95),
      measure: ({ lighthouse }) => {
        const run = lighthouse[key];
        if (run.failure || run.accessibility === null) return lighthouseFailure(run);
        const failing = run.accessibilityFindings.length;
        return {
          value: run.accessibility,
          text: failing ? `${run.accessibility} (${failing} failing audits)` : String(run.accessibility),
        };
      },
    },
    ...(seoKeys.has(key) ? [seoFigure(key, label)] : []),
  ];
}

function seoFigure(key: LighthousePageKey, label: string): Figure {
  return {
    figure: `${label} SEO`,
    unit: '',
    goal: both('least', 95),
    measure: ({ lighthouse }) => {
      const run = lighthouse[key];
      if (run.failure || run.seo === null) return lighthouseFailure(run);
      const failing = run.seoFindings.map((finding) => finding.id);
      return { value: run.seo, text: failing.length ? `${run.seo} (failing: ${failing.join(', ')})` : String(run.seo) };
    },
  };
}

/** How the Lighthouse rows were measured, and how fast this machine was meanwhile. */
export function lighthouseSummary(results: Partial<Record<Database, DatabaseFigures>>): string {
  const indexes = Object.values(results)
    .flatMap((figures) => lighthouseKeys.map((key) => figures.lighthouse[key].benchmarkIndex))
    .filter((index): index is number => index !== null);
  const runs = Object.values(results)[0]?.lighthouse.home.performanceRuns?.length ?? 1;
  const range = indexes.length
    ? `; Lighthouse's benchmark index of this machine ${Math.min(...indexes).toFixed(0)}-${Math.max(...indexes).toFixed(0)} (lower: a busier CPU, so a longer TBT)`
    : '';
  return `Lighthouse mobile: default mobile settings (simulated slow 4G, 4× CPU slowdown), ${runs === 1 ? 'one run per page' : `median of ${runs} runs per page`}, headless Chromium${range}. What costs points, per page: "lighthouse" in the JSON.`;
}

const allServerRuns = ({ pages, session, places, marketplace, mixed }: DatabaseFigures) => [
  ...pageKeys.flatMap((key) => [pages[key].stored, pages[key].computed]),
  session.anonymous,
  session.signedIn,
  ...(['stored', 'computed'] as const).flatMap((column) => [
    places[column].cities,
    places[column].gyms,
    places[column].newCities,
    places[column].newGyms,
    marketplace[column].usual,
    marketplace[column].newSearches,
  ]),
  mixed.reads,
];

const searchText = ({ p99, p50, requestsPerSecond }: LoadRun) =>
  `${p99} ms (p50 ${p50} ms, ${requestsPerSecond.toFixed(0)} req/s)`;
const columnName: Record<Column, string> = { stored: 'stored', computed: 'computed' };

/** A computed figure with its goal, then the same figure stored with the goal it had (or none) for reference. */
function pair(
  figure: string,
  unit: string,
  goals: { computed: Record<Database, Goal>; stored?: Record<Database, Goal> },
  measure: (figures: DatabaseFigures, column: Column) => Measured,
): Figure[] {
  return [
    {
      figure: `${figure} (${columnName.computed})`,
      unit,
      goal: goals.computed,
      measure: (f) => measure(f, 'computed'),
    },
    {
      figure: `${figure} (${columnName.stored})`,
      unit,
      ...(goals.stored ? { goal: goals.stored, reference: true as const } : {}),
      measure: (f) => measure(f, 'stored'),
    },
  ];
}

const marketplaceFigures: Figure[] = [
  ...pair(
    `marketplace search (/api/trainers) p99, ${MARKETPLACE_CONNECTIONS} connections, ${MARKETPLACE_TRAINERS.toLocaleString('en')} trainers, usual searches`,
    ' ms',
    { computed: both('most', marketplaceGoals.p99Ms), stored: both('most', marketplaceGoals.p99Ms) },
    ({ marketplace }, column) => {
      const run = marketplace[column].usual;
      return { value: run.p99, text: `${searchText(run)}, ${run.queries} searches` };
    },
  ),
  ...pair(
    `marketplace search p99, every search new`,
    ' ms',
    {
      computed: {
        pglite: { at: 'most', limit: marketplaceGoals.newSearchP99Ms.pglite },
        postgres: { at: 'most', limit: marketplaceGoals.newSearchP99Ms.postgres },
      },
    },
    ({ marketplace }, column) => {
      const run = marketplace[column].newSearches;
      return {
        value: run.p99,
        text: `${searchText(run)}, ${run.asked} asked (${run.nextPages} next pages, ${run.repeats} repeats)`,
      };
    },
  ),
];

const placesLabels: Record<'cities' | 'gyms', string> = {
  cities: 'city autocomplete (/api/places/cities)',
  gyms: 'gym search (/api/places/gyms)',
};
const newQueryGoals: Record<Database, Goal> = {
  pglite: { at: 'most', limit: placesGoals.newQueryP99Ms.pglite },
  postgres: { at: 'most', limit: placesGoals.newQueryP99Ms.postgres },
};
const placesFigures = (['cities', 'gyms'] as const).flatMap((key): Figure[] => {
  const fresh = key === 'cities' ? 'newCities' : 'newGyms';
  return [
    ...pair(
      `${placesLabels[key]} p99, ${PLACES_CONNECTIONS} connections, repeated queries`,
      ' ms',
      { computed: both('most', placesGoals.p99Ms), stored: both('most', placesGoals.p99Ms) },
      ({ places }, column) => {
        const run = places[column][key];
        return { value: run.p99, text: `${searchText(run)}, ${run.queries} queries` };
      },
    ),
    ...pair(
      `${placesLabels[key]} p99, ${PLACES_CONNECTIONS} connections, every query new`,
      ' ms',
      { computed: newQueryGoals },
      ({ places }, column) => {
        const run = places[column][fresh];
        return { value: run.p99, text: `${searchText(run)}, ${run.asked} asked, ${run.repeats} repeats` };
      },
    ),
  ];
});

const mixedLabel = (figures: MixedFigures | undefined) =>
  figures
    ? `${figures.clients} clients + ${figures.trainers} trainers reading, ${figures.savers} others saving`
    : 'signed-in readers while others save';
const mixedFigures = (example: MixedFigures | undefined): Figure[] => [
  {
    figure: `mixed traffic (stored): reads req/s ÷ node:http (${example ? `${example.representative.path}'s bytes` : 'one page'}), ${mixedLabel(example)} ${SAVES_PER_SECOND}/s`,
    unit: '',
    goal: {
      pglite: { at: 'least', limit: mixedGoals.ratio.pglite },
      postgres: { at: 'least', limit: mixedGoals.ratio.postgres },
    },
    measure: ({ mixed }) => ({
      value: mixed.ratio,
      text: `${mixed.ratio.toFixed(3)} (${mixed.reads.requestsPerSecond.toFixed(0)} ÷ ${mixed.plain.requestsPerSecond.toFixed(0)})`,
    }),
  },
  {
    figure: 'mixed traffic (stored): reads p99 latency',
    unit: ' ms',
    measure: ({ mixed }) => ({ value: mixed.reads.p99, text: `${mixed.reads.p99} ms (p50 ${mixed.reads.p50} ms)` }),
  },
  {
    figure: `mixed traffic (stored): profile saves (PUT basic-info), asked ${SAVES_PER_SECOND}/s`,
    unit: ' ms',
    measure: ({ mixed: { saves } }) => ({
      value: saves.p99,
      text: `${saves.savesPerSecond.toFixed(1)}/s, p50 ${saves.p50} ms, p99 ${saves.p99} ms${saves.skipped ? `, ${saves.skipped} skipped (previous save still running)` : ''}`,
    }),
  },
  {
    figure: 'mixed traffic: non-2xx + errors, reads / saves',
    unit: '',
    goal: both('most', 0),
    measure: ({ mixed: { reads, saves } }) => ({
      value: reads.non2xx + reads.errors + saves.non2xx + saves.errors,
      text: `${reads.non2xx} + ${reads.errors} / ${saves.non2xx} + ${saves.errors}`,
    }),
  },
];

const figuresOf = (example: MixedFigures | undefined): Figure[] => [
  ...pageKeys.flatMap((key) =>
    pair(
      `${pageLabels[key]} req/s ÷ node:http same bytes`,
      '',
      { computed: computedRatioGoals[key], ...(storedRatioGoals[key] ? { stored: storedRatioGoals[key] } : {}) },
      ({ pages }, column) => {
        const page = pages[key];
        const ratio = column === 'stored' ? page.storedRatio : page.computedRatio;
        return {
          value: ratio,
          text: `${ratio.toFixed(3)} (${page[column].requestsPerSecond.toFixed(0)} ÷ ${page.plain.requestsPerSecond.toFixed(0)})`,
        };
      },
    ),
  ),
  ...pageKeys.flatMap((key) =>
    pair(
      `${pageLabels[key]} p99 latency`,
      ' ms',
      { computed: both('most', 100), stored: both('most', 100) },
      ({ pages }, column) => ({ value: pages[key][column].p99, text: `${pages[key][column].p99} ms` }),
    ),
  ),
  ...mixedFigures(example),
  {
    figure: 'signed-in p50 ÷ anonymous p50 (/api/auth/session)',
    unit: '',
    goal: both('most', 1.5),
    measure: ({ session }) => ({
      value: session.ratio,
      text: `${session.ratio.toFixed(2)} (${session.signedIn.p50} ÷ ${session.anonymous.p50} ms)`,
    }),
  },
  ...placesFigures,
  ...marketplaceFigures,
  {
    figure: 'peak server memory, whole process life (VmHWM)',
    unit: ' MB',
    goal: { pglite: { at: 'most', limit: 400 }, postgres: { at: 'most', limit: 300 } },
    measure: ({ peakMemory }) =>
      peakMemory === null
        ? { value: null, text: 'not measured (needs Linux /proc)' }
        : { value: peakMemory / MB, text: `${(peakMemory / MB).toFixed(0)} MB` },
  },
  {
    figure: 'peak server memory during gallery upload',
    unit: ' MB',
    goal: both('most', uploadGoals.peakMegabytes),
    measure: ({ upload }) =>
      upload.peakRss === null
        ? { value: null, text: 'not measured (needs Linux /proc)' }
        : { value: upload.peakRss / MB, text: `${(upload.peakRss / MB).toFixed(0)} MB (${upload.peakSource})` },
  },
  {
    figure: '50-image gallery upload wall ÷ plain sharp',
    unit: '',
    goal: both('most', uploadGoals.ratio),
    measure: ({ upload }) => {
      const { serverMs, plainMs, ratio } = uploadSummary(upload);
      return {
        value: ratio,
        text: `${ratio.toFixed(2)} (${(serverMs / 1000).toFixed(1)} ÷ ${(plainMs / 1000).toFixed(1)} s)`,
      };
    },
  },
  ...javascriptFigures('login', 90),
  ...javascriptFigures('dashboard', 140),
  ...javascriptFigures('trainerEdit', 200),
  {
    figure: 'JS plan builder up front, gzip -9 of each file: its own code beyond the dashboard shell',
    unit: ' KB',
    goal: both('most', 150),
    measure: ({ javascript: { planBuilder, trainerDashboard } }) => ({
      value: (planBuilder.gzip9 - trainerDashboard.gzip9) / 1024,
      text: `${kb(planBuilder.gzip9 - trainerDashboard.gzip9)} KB (the page ${kb(planBuilder.gzip9)} KB in ${planBuilder.files} files, the shell alone ${kb(trainerDashboard.gzip9)} KB)`,
    }),
  },
  {
    figure: 'JS trainer edit page, whole page (every section scrolled into view), gzip -9',
    unit: ' KB',
    goal: both('most', 200),
    measure: ({ javascript: { trainerEdit } }) => {
      const whole = trainerEdit.gzip9 + trainerEdit.later.gzip9;
      return {
        value: whole / 1024,
        text: `${kb(whole)} KB (${kb(trainerEdit.gzip9)} up front + ${kb(trainerEdit.later.gzip9)} KB in ${trainerEdit.later.files} files as sections scroll into view)`,
      };
    },
  },
  ...lighthouseKeys.flatMap(lighthouseFigureRows),
  {
    figure: 'non-2xx answers + errors in the server runs',
    unit: '',
    goal: both('most', 0),
    measure: (measured) => {
      const runs = allServerRuns(measured);
      const non2xx = runs.reduce((n, run) => n + run.non2xx, 0);
      const errors = runs.reduce((n, run) => n + run.errors, 0);
      return { value: non2xx + errors, text: `${non2xx} + ${errors}` };
    },
  },
];

const goalText = ({ at, limit }: Goal, unit: string) => `${at === 'most' ? '≤' : '≥'} ${limit}${unit}`;
const meets = ({ at, limit }: Goal, value: number | null) =>
  value !== null && (at === 'most' ? value <= limit : value >= limit);

export interface TableRow {
  figure: string;
  goal: string;
  /** `met` is null for a figure without a goal. */
  values: Partial<Record<Database, Measured & { goal: string; met: boolean | null }>>;
  met: string;
  /** The goal is for reference only (shown in brackets): a stored figure beside its computed one. */
  reference?: true;
}

export function tableRows(results: Partial<Record<Database, DatabaseFigures>>): TableRow[] {
  const ran = (Object.keys(databaseNames) as Database[]).filter((database) => results[database]);
  const figures = figuresOf(results[ran[0]!]?.mixed);
  return figures.map(({ figure, unit, goal, reference, measure }) => {
    const values: TableRow['values'] = {};
    for (const database of ran) {
      const measured = measure(results[database]!);
      values[database] = {
        ...measured,
        goal: goal ? goalText(goal[database], unit) : 'none',
        met: goal ? meets(goal[database], measured.value) : null,
      };
    }
    const goals = [...new Set(ran.map((database) => values[database]!.goal))];
    if (!goal) return { figure, goal: 'none', values, met: '' };
    const passing = ran.filter((database) => values[database]!.met);
    const met =
      passing.length === ran.length ? 'yes' : passing.length === 0 ? 'no' : `${databaseNames[passing[0]!]} only`;
    if (reference) return { figure, goal: `(${goals.join(' / ')})`, values, met: `(${met})`, reference };
    return { figure, goal: goals.join(' / '), values, met };
  });
}

export function printTable(rows: TableRow[], ran: Database[]): void {
  const header = ['figure', 'goal', ...ran.map((database) => databaseNames[database]), 'met?'];
  const lines = rows.map((row) => [row.figure, row.goal, ...ran.map((d) => row.values[d]?.text ?? ''), row.met]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]!.length)));
  const format = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  console.log(format(header));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const line of lines) console.log(format(line));
}

/** Writes the table and the raw measurements to `.bench/results.json` under `root` (ignored by git). */
export async function writeResults(root: string, report: Record<string, unknown>): Promise<string> {
  const folder = path.join(root, '.bench');
  const file = path.join(folder, 'results.json');
  await mkdir(folder, { recursive: true });
  await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
}
