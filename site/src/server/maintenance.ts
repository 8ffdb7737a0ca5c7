import { getDb } from './db/index.ts';
import { deleteExpiredSessions } from './auth/session.ts';
import { sweepOrphans } from './media/sweep.ts';
import { deleteStaleDevices } from './auth/devices.ts';
import { deleteExpiredBuckets } from './auth/rate-limit.ts';
import { logger } from './log.ts';

const HOUR = 3_600_000;
const holder = globalThis as typeof globalThis & { __spotterMaintenance?: NodeJS.Timeout };

async function run(): Promise<void> {
  try {
    const db = await getDb();
    const sessions = await deleteExpiredSessions(db);
    const orphans = await sweepOrphans(db);
    const devices = await deleteStaleDevices(db);
    const limits = await deleteExpiredBuckets(db);
    if (sessions || orphans || devices || limits) logger.info({ sessions, orphans, devices, limits }, 'maintenance');
  } catch (error) {
    logger.warn({ err: error }, 'maintenance failed');
  }
}

/** Hourly: expired sessions, media objects without rows (abandoned or crashed uploads), stale sign-in devices, spent limiter rows. */
export function startMaintenance(): void {
  if (holder.__spotterMaintenance) return;
  setTimeout(() => void run(), 5_000).unref();
  holder.__spotterMaintenance = setInterval(() => void run(), HOUR);
  holder.__spotterMaintenance.unref();
}
