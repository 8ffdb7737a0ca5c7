/** The bench's environment options, read the same way by `pnpm bench` and each part run on its own. */
import type { Database } from './table.ts';

/** BENCH_PORT_BASE (default 4730): the bench listens on base to base + 7. */
export function portBase(): number {
  const base = Number(process.env.BENCH_PORT_BASE ?? 4730);
  if (!Number.isInteger(base) || base < 1 || base > 65528) {
    throw new Error(
      `BENCH_PORT_BASE must be a port number (the bench uses it to + 7), not ${process.env.BENCH_PORT_BASE}`,
    );
  }
  return base;
}

/** BENCH_DATABASE: pglite or postgres, unset for both; anything else is refused. */
export function databasesToRun(): Database[] {
  const chosen = process.env.BENCH_DATABASE;
  if (!chosen) return ['pglite', 'postgres'];
  if (chosen === 'pglite' || chosen === 'postgres') return [chosen];
  throw new Error(`BENCH_DATABASE must be pglite or postgres (unset: both), not ${chosen}`);
}
