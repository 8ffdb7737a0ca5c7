import { CompiledQuery } from 'kysely';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { limits } from '@spotter/domain';
import type { DB } from '../db/index.ts';

/**
 * rate-limiter-flexible's PostgreSQL store, fed through Kysely so that the same buckets table
 * (migration 0001) serves both PGlite and a real PostgreSQL, and every server instance shares it.
 */
function storeClient(db: DB) {
  return {
    query: async (q: { text: string; values?: unknown[] }) => {
      const result = await db.executeQuery(CompiledQuery.raw(q.text, q.values ?? []));
      return { rows: result.rows, rowCount: result.rows.length || Number(result.numAffectedRows ?? 0) };
    },
  };
}

export interface LoginLimiter {
  /** Milliseconds to wait when the IP or the account is blocked, else 0. */
  blockedFor(ip: string, account: string): Promise<number>;
  recordFailure(ip: string, account: string): Promise<void>;
  recordSuccess(account: string): Promise<void>;
}

export function createLoginLimiter(db: DB): LoginLimiter {
  const base = {
    storeClient: storeClient(db),
    storeType: 'pool',
    tableName: 'rate_limit_buckets',
    tableCreated: true,
    clearExpiredByTimeout: false,
    points: limits.loginAttempts.points,
    duration: limits.loginAttempts.windowSeconds,
  };
  const byIp = new RateLimiterPostgres({ ...base, keyPrefix: 'login_ip' });
  const byAccount = new RateLimiterPostgres({ ...base, keyPrefix: 'login_account' });

  const wait = (res: RateLimiterRes | null) =>
    res && res.consumedPoints >= limits.loginAttempts.points ? Math.max(res.msBeforeNext, 1000) : 0;

  return {
    async blockedFor(ip, account) {
      const [a, b] = await Promise.all([byIp.get(ip), byAccount.get(account)]);
      return Math.max(wait(a), wait(b));
    },
    async recordFailure(ip, account) {
      const consume = (limiter: RateLimiterPostgres, key: string) =>
        limiter.consume(key).catch((res: unknown) => {
          if (!(res instanceof RateLimiterRes)) throw res;
        });
      await Promise.all([consume(byIp, ip), consume(byAccount, account)]);
    },
    async recordSuccess(account) {
      await byAccount.delete(account);
    },
  };
}
