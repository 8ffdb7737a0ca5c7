/**
 * How the production server process is started, in one place for the test harness and the
 * end-to-end runs; the root package.json `start` script spells the same (scripts/start-command.test.ts
 * checks it). Measured in issue 12's memory work (README › Benchmarks):
 *
 * - `--liftoff-only`: V8 keeps WebAssembly on its baseline compiler. Its optimising compiler spends
 *   about 600 MB in one go on a single large function of the embedded database (PGlite) a few
 *   seconds after start, which was the whole process's peak (860 MB). The PostgreSQL server runs no
 *   WebAssembly, so it costs it nothing; PGlite queries cost roughly 15-20 % more CPU.
 *   Node refuses this flag in NODE_OPTIONS, so it is on the command line.
 * - `--max-semi-space-size=4`: a 4 MB young generation instead of V8's default, which held about
 *   115 MB at idle.
 * - `--max-old-space-size=256`: V8 grows its old generation lazily under load (the server's
 *   resident size went from 200 to 470 MB under the page bench while the live heap stayed near
 *   100 MB); with a bound it collects sooner (peak 310 MB). The page cache and uploads hold their
 *   bytes outside this heap.
 * - glibc: two malloc arenas (image processing runs on many native threads, and glibc's default of
 *   8 per core keeps what they freed), and large blocks mapped directly so they go back to the system.
 */
export const serverNodeFlags: readonly string[] = [
  '--liftoff-only',
  '--max-semi-space-size=4',
  '--max-old-space-size=256',
];

/** Defaults for the environment; a value the operator sets wins. */
export const serverEnvironment: Readonly<Record<string, string>> = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '131072',
};
