import { isIP } from 'node:net';
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeHexLowerCase } from '@oslojs/encoding';
import { CompiledQuery } from 'kysely';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { accountLimits, resetSendsPerIp, signInLimits } from '@spotter/domain';
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

/**
 * The address a limit counts against: an IPv4 address as it is, an IPv6 address by its /64
 * network (one subscriber usually holds a whole /64, so single addresses cost an attacker nothing).
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (isIP(ip) !== 6) return ip.slice(0, 64);
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** Accounts are counted by a hash of the email: a fixed-length key for any email, known or not. */
function accountKey(email: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(email.toLowerCase())));
}

export interface Attempt {
  ip: string;
  email: string;
  /** The device signed in to this account before (its device cookie matched). */
  trusted: boolean;
}

export interface LoginLimiter {
  /** Milliseconds this attempt must wait, else 0. */
  blockedFor(attempt: Attempt): Promise<number>;
  recordFailure(attempt: Attempt): Promise<void>;
  recordSuccess(attempt: Attempt): Promise<void>;
}

/** Resolves with the limiter's answer whether or not the consumption went over its points. */
async function consume(limiter: RateLimiterPostgres, key: string): Promise<RateLimiterRes> {
  try {
    return await limiter.consume(key);
  } catch (result) {
    if (result instanceof RateLimiterRes) return result;
    throw result;
  }
}

function over(res: RateLimiterRes | null, points: number): number {
  return res && res.consumedPoints > points ? Math.max(res.msBeforeNext, 1000) : 0;
}

/**
 * Sign-in limits (README › Security):
 * - per address: `perAddress.failures` failures in its window block that address for every account;
 * - per account and address: `perAccountAndAddress.failures` block that address for that account;
 * - per account, once failures come from `distributed.addresses` different addresses (a
 *   distributed attack), every further failure from an untrusted device doubles the wait of the
 *   next untrusted attempt, from `firstDelaySeconds` up to `maxDelaySeconds`.
 * A device that signed in to the account before is never slowed down by other addresses'
 * failures, so a stranger cannot lock the owner out; a single stranger never reaches the
 * account-wide stage at all.
 */
export function createLoginLimiter(db: DB): LoginLimiter {
  const base = {
    storeClient: storeClient(db),
    storeType: 'pool',
    tableName: 'rate_limit_buckets',
    tableCreated: true,
    clearExpiredByTimeout: false,
  };
  const { perAddress, perAccountAndAddress, distributed } = signInLimits;
  // `points` is the last allowed failure: the limiter answers "over" from the next one on.
  const byAddress = new RateLimiterPostgres({
    ...base,
    keyPrefix: 'login_ip',
    points: perAddress.failures,
    duration: perAddress.windowSeconds,
  });
  const byPair = new RateLimiterPostgres({
    ...base,
    keyPrefix: 'login_pair',
    points: perAccountAndAddress.failures,
    duration: perAccountAndAddress.windowSeconds,
  });
  const sources = new RateLimiterPostgres({
    ...base,
    keyPrefix: 'login_sources',
    points: 1_000_000,
    duration: distributed.windowSeconds,
  });
  const failures = new RateLimiterPostgres({
    ...base,
    keyPrefix: 'login_failures',
    points: 1_000_000,
    duration: distributed.windowSeconds,
  });
  const slowDown = new RateLimiterPostgres({
    ...base,
    keyPrefix: 'login_slow',
    points: 1,
    duration: distributed.maxDelaySeconds,
  });

  const keys = (attempt: Attempt) => {
    const account = accountKey(attempt.email);
    const address = addressKey(attempt.ip);
    return { account, address, pair: `${account}:${address}` };
  };

  return {
    async blockedFor(attempt) {
      const { account, address, pair } = keys(attempt);
      const [a, p, s] = await Promise.all([
        byAddress.get(address),
        byPair.get(pair),
        attempt.trusted ? null : slowDown.get(account),
      ]);
      // Blocked from the attempt after the last allowed failure: a limiter "get" reports the
      // failures so far, so reaching the allowance already blocks.
      const atLimit = (res: RateLimiterRes | null, points: number) =>
        res && res.consumedPoints >= points ? Math.max(res.msBeforeNext, 1000) : 0;
      return Math.max(atLimit(a, perAddress.failures), atLimit(p, perAccountAndAddress.failures), over(s, 1));
    },
    async recordFailure(attempt) {
      const { account, address, pair } = keys(attempt);
      const [, pairResult] = await Promise.all([consume(byAddress, address), consume(byPair, pair)]);
      // Each address counts once towards the account-wide stage, however often it failed.
      const sourceCount =
        pairResult.consumedPoints === 1
          ? (await consume(sources, account)).consumedPoints
          : ((await sources.get(account))?.consumedPoints ?? 0);
      if (attempt.trusted || sourceCount < distributed.addresses) return;
      const count = (await consume(failures, account)).consumedPoints;
      const seconds = Math.min(distributed.firstDelaySeconds * 2 ** (count - 1), distributed.maxDelaySeconds);
      await slowDown.block(account, seconds);
    },
    async recordSuccess(attempt) {
      const { account, pair } = keys(attempt);
      await Promise.all([
        byPair.delete(pair),
        sources.delete(account),
        failures.delete(account),
        slowDown.delete(account),
      ]);
    },
  };
}

export interface RegistrationLimiter {
  /** Counts a registration from this address; milliseconds to wait when over the limit, else 0. */
  take(ip: string): Promise<number>;
}

/** New accounts per address and window (README › Security). */
export function createRegistrationLimiter(db: DB): RegistrationLimiter {
  const { perAddress, windowSeconds } = signInLimits.registrations;
  const limiter = new RateLimiterPostgres({
    storeClient: storeClient(db),
    storeType: 'pool',
    tableName: 'rate_limit_buckets',
    tableCreated: true,
    clearExpiredByTimeout: false,
    keyPrefix: 'register_ip',
    points: perAddress,
    duration: windowSeconds,
  });
  return {
    async take(ip) {
      return over(await consume(limiter, addressKey(ip)), perAddress);
    },
  };
}

/** Drops limiter rows whose window has passed (maintenance); they count nothing any more. */
export async function deleteExpiredBuckets(db: DB): Promise<number> {
  const result = await db.deleteFrom('rate_limit_buckets').where('expire', '<', Date.now()).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The options every limiter of the shared buckets table starts from. */
function buckets(db: DB) {
  return {
    storeClient: storeClient(db),
    storeType: 'pool',
    tableName: 'rate_limit_buckets',
    tableCreated: true,
    clearExpiredByTimeout: false,
  } as const;
}

export interface LinkLimiter {
  /** Counts one emailed link for `key`; milliseconds to wait when over the limit, else 0. */
  take(key: string): Promise<number>;
}

function linkLimiter(db: DB, keyPrefix: string, points: number, duration: number, key: (value: string) => string) {
  const limiter = new RateLimiterPostgres({ ...buckets(db), keyPrefix, points, duration });
  return { take: async (value: string) => over(await consume(limiter, key(value)), points) } satisfies LinkLimiter;
}

/**
 * Limits of emailed links (README › Security): reset links per address (counted for every
 * address, known or not, so a 429 tells nothing about accounts) and per client address, and
 * verification links a signed-in user asks for again.
 */
export function createLinkLimiters(db: DB) {
  const window = accountLimits.codeSendWindowMs / 1000;
  return {
    resetPerAddress: linkLimiter(db, 'reset_email', accountLimits.resetSendsPerAddress, window, accountKey),
    resetPerIp: linkLimiter(db, 'reset_ip', resetSendsPerIp, window, addressKey),
    verifyPerUser: linkLimiter(db, 'verify_user', accountLimits.codeSendsPerUser, window, (id) => id),
  };
}

export interface CodeSendLimiter {
  /** Counts one code sent by `userId` to `email`; milliseconds to wait when either is over its limit, else 0. */
  take(userId: string, email: string): Promise<number>;
}

/** Verification codes per user and per receiving address and window (accountLimits). */
export function createCodeSendLimiter(db: DB): CodeSendLimiter {
  const { codeSendsPerUser, codeSendsPerAddress, codeSendWindowMs } = accountLimits;
  const base = { ...buckets(db), duration: Math.ceil(codeSendWindowMs / 1000) };
  const byUser = new RateLimiterPostgres({ ...base, keyPrefix: 'code_user', points: codeSendsPerUser });
  const byAddress = new RateLimiterPostgres({ ...base, keyPrefix: 'code_address', points: codeSendsPerAddress });
  return {
    async take(userId, email) {
      const [user, address] = await Promise.all([consume(byUser, userId), consume(byAddress, accountKey(email))]);
      return Math.max(over(user, codeSendsPerUser), over(address, codeSendsPerAddress));
    },
  };
}
