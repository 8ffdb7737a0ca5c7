import { getDb } from './db/index.ts';
import { deleteExpiredSessions } from './auth/session.ts';
import { sweepOrphans } from './media/sweep.ts';
import { deleteStaleDevices } from './auth/devices.ts';
import { deleteExpiredBuckets } from './auth/rate-limit.ts';
import { logger } from './log.ts';
import { config } from './config.ts';
import { vacuumTables } from './db/vacuum.ts';
import { deleteDecidedDocuments } from './repos/verification-review.ts';

const HOUR = 3_600_000;
const holder = globalThis as typeof globalThis & { __spotterMaintenance?: NodeJS.Timeout };

async function run(): Promise<void> {
  try {
    const db = await getDb();
    const sessions = await deleteExpiredSessions(db);
    const orphans = await sweepOrphans(db);
    const devices = await deleteStaleDevices(db);
    const limits = await deleteExpiredBuckets(db);
    const identityDocuments = await deleteDecidedDocuments(db, config().VERIFICATION_DOCUMENT_RETENTION_DAYS);
    if (sessions || orphans || devices || limits || identityDocuments)
      logger.info({ sessions, orphans, devices, limits, identityDocuments }, 'maintenance');
    // Embedded PGlite has no autovacuum (PostgreSQL's runs by itself).
    if (!config().DATABASE_URL) {
      const started = performance.now();
      await vacuumTables(db);
      logger.debug({ ms: Math.round(performance.now() - started) }, 'maintenance: embedded database vacuumed');
    }
  } catch (error) {
    logger.warn({ err: error }, 'maintenance failed');
  }
}

/**
 * Hourly: expired sessions, media objects without rows (abandoned or crashed uploads), stale
 * sign-in devices, spent limiter rows, identity documents past their retention, and on embedded PGlite the old row versions of the busiest
 * tables.
 */
export function startMaintenance(): void {
  if (holder.__spotterMaintenance) return;
  setTimeout(() => void run(), 5_000).unref();
  holder.__spotterMaintenance = setInterval(() => void run(), HOUR);
  holder.__spotterMaintenance.unref();
}
