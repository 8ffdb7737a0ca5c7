import { logger } from './log.ts';

const holder = globalThis as typeof globalThis & { __spotterProcessGuard?: true };

/**
 * The last line of defence: an error that escaped every request's own handling (a stray event
 * handler, a rejected promise nobody awaited) is logged, and the server goes on serving every
 * other request instead of ending. Each such log line is a bug to fix at its source.
 */
export function installProcessGuard(): void {
  if (holder.__spotterProcessGuard) return;
  holder.__spotterProcessGuard = true;
  process.on('uncaughtException', (error, origin) => {
    logger.error({ err: error, origin }, 'uncaught exception (kept serving)');
  });
  process.on('unhandledRejection', (reason) => {
    logger.error({ err: reason }, 'unhandled promise rejection (kept serving)');
  });
}
