import { describe, expect, it, vi } from 'vitest';
import { databaseCases, openTestDatabases, uniqueEmail } from './helpers/databases.ts';
import { createUser, updateUserLanguage } from '#server/repos/users.ts';
import {
  SESSION_CACHE_MS,
  SESSION_LIFETIME_MS,
  createSession,
  generateSessionToken,
  invalidateSession,
  invalidateUserSessions,
  sessionIdFromToken,
  validateSessionToken,
  validateSessionTokenCached,
} from '#server/auth/session.ts';
import { addressKey, createLoginLimiter, deleteExpiredBuckets } from '#server/auth/rate-limit.ts';
import { signInLimits } from '@spotter/domain';
import { hashPassword, verifyPassword } from '#server/auth/password.ts';
import { sql } from 'kysely';
import { vacuumTables } from '#server/db/vacuum.ts';

const { on } = openTestDatabases();

for (const { name, skipped, title } of databaseCases)
  describe.skipIf(skipped)(`schema and sessions on ${title}`, () => {
    it('creates a user with the profile of their role in one transaction', async () => {
      const db = on(name);
      const trainer = await createUser(db, {
        email: uniqueEmail('t'),
        passwordHash: null,
        role: 'trainer',
        language: 'de',
      });
      const profile = await db
        .selectFrom('trainer_profiles')
        .selectAll()
        .where('user_id', '=', trainer.id)
        .executeTakeFirst();
      expect(profile?.session_duration).toBe(60);
      expect(profile?.cancellation_policy_hours).toBe(24);
      const verification = await db
        .selectFrom('verifications')
        .selectAll()
        .where('trainer_id', '=', trainer.id)
        .executeTakeFirstOrThrow();
      expect(verification.status).toBe('not_started');
    });

    it('refuses a second active account with the same email, in any letter case', async () => {
      const db = on(name);
      const email = uniqueEmail('dup');
      await createUser(db, { email, passwordHash: null, role: 'client', language: 'en' });
      await expect(
        createUser(db, { email: email.toUpperCase(), passwordHash: null, role: 'client', language: 'en' }),
      ).rejects.toMatchObject({ code: '23505' });
    });

    it('holds the three-gym limit and unique gyms in SQL', async () => {
      const db = on(name);
      const trainer = await createUser(db, {
        email: uniqueEmail('g'),
        passwordHash: null,
        role: 'trainer',
        language: 'en',
      });
      // A gym's value is the id of its entry in the gym directory.
      const gym = (position: number, value: string = crypto.randomUUID()) => ({
        trainer_id: trainer.id,
        position,
        value,
        label: 'Gym',
      });
      const first = gym(0);
      await db
        .insertInto('trainer_gyms')
        .values([first, gym(1), gym(2)])
        .execute();
      await expect(db.insertInto('trainer_gyms').values(gym(3)).execute()).rejects.toMatchObject({
        code: '23514',
      });
      await expect(db.insertInto('trainer_gyms').values(gym(1)).execute()).rejects.toMatchObject({
        code: '23505',
      });
      await db.deleteFrom('trainer_gyms').where('trainer_id', '=', trainer.id).where('position', '=', 2).execute();
      await expect(db.insertInto('trainer_gyms').values(gym(2, first.value)).execute()).rejects.toMatchObject({
        code: '23505',
      });
      await expect(db.insertInto('trainer_gyms').values(gym(2, 'sa-fitness-pass')).execute()).rejects.toMatchObject({
        code: '23514',
      });
    });

    it('holds 50 gallery images and 6 highlights in SQL', async () => {
      const db = on(name);
      const trainer = await createUser(db, {
        email: uniqueEmail('gal'),
        passwordHash: null,
        role: 'trainer',
        language: 'en',
      });
      const media = await db
        .insertInto('media_objects')
        .values({
          owner_id: trainer.id,
          purpose: 'gallery',
          visibility: 'public',
          content_type: 'image/png',
          byte_size: 10,
          storage_key: `k-${trainer.id}`,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const row = (position: number, highlight: number | null = null) => ({
        trainer_id: trainer.id,
        media_id: media.id,
        position,
        highlight_rank: highlight,
      });
      await expect(db.insertInto('gallery_images').values(row(50)).execute()).rejects.toMatchObject({ code: '23514' });
      await expect(db.insertInto('gallery_images').values(row(0, 6)).execute()).rejects.toMatchObject({
        code: '23514',
      });
      await db
        .insertInto('gallery_images')
        .values([0, 1, 2, 3, 4, 5].map((i) => row(i, i)))
        .execute();
      await expect(db.insertInto('gallery_images').values(row(6, 5)).execute()).rejects.toMatchObject({
        code: '23505',
      });
    });

    it('refuses a secondary goal equal to the primary goal and out-of-range body data', async () => {
      const db = on(name);
      const client = await createUser(db, {
        email: uniqueEmail('c'),
        passwordHash: null,
        role: 'client',
        language: 'en',
      });
      const update = (values: Record<string, unknown>) =>
        db.updateTable('client_profiles').set(values).where('user_id', '=', client.id).execute();
      await expect(update({ primary_goal: 'strength', secondary_goal: 'strength' })).rejects.toMatchObject({
        code: '23514',
      });
      await expect(update({ height_cm: 99 })).rejects.toMatchObject({ code: '23514' });
      await expect(update({ weight_kg: 201 })).rejects.toMatchObject({ code: '23514' });
      await update({ primary_goal: 'strength', secondary_goal: 'endurance', height_cm: 250, weight_kg: 30 });
    });

    it('stores only the SHA-256 of a session token and validates it', async () => {
      const db = on(name);
      const user = await createUser(db, {
        email: uniqueEmail('s'),
        passwordHash: null,
        role: 'client',
        language: 'hr',
      });
      const token = generateSessionToken();
      expect(token).toMatch(/^[a-z2-7]{32}$/);
      await createSession(db, token, user.id);
      const stored = await db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute();
      expect(stored).toEqual([{ id: sessionIdFromToken(token) }]);
      expect(stored[0]!.id).not.toContain(token);
      const result = await validateSessionToken(db, token);
      expect(result?.user).toMatchObject({
        id: user.id,
        role: 'client',
        language: 'hr',
        hasPassword: false,
        accounts: [],
      });
      expect(result?.renewed).toBe(false);
      expect(await validateSessionToken(db, generateSessionToken())).toBeNull();
    });

    it('renews a session at most once an hour and drops expired ones', async () => {
      const db = on(name);
      const user = await createUser(db, {
        email: uniqueEmail('r'),
        passwordHash: null,
        role: 'trainer',
        language: 'en',
      });
      const token = generateSessionToken();
      const session = await createSession(db, token, user.id);
      // Pretend the session was issued two hours ago.
      const issuedEarlier = new Date(Date.now() + SESSION_LIFETIME_MS - 2 * 3_600_000);
      await db.updateTable('sessions').set({ expires_at: issuedEarlier }).where('id', '=', session.id).execute();
      const renewed = await validateSessionToken(db, token);
      expect(renewed?.renewed).toBe(true);
      expect(renewed!.session.expiresAt.getTime()).toBeGreaterThan(issuedEarlier.getTime());
      expect((await validateSessionToken(db, token))?.renewed).toBe(false);

      await db
        .updateTable('sessions')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('id', '=', session.id)
        .execute();
      expect(await validateSessionToken(db, token)).toBeNull();
      expect(
        await db.selectFrom('sessions').select('id').where('id', '=', session.id).executeTakeFirst(),
      ).toBeUndefined();
    });

    it('refuses sessions of deactivated users and drops all sessions of a user at once', async () => {
      const db = on(name);
      const user = await createUser(db, {
        email: uniqueEmail('d'),
        passwordHash: null,
        role: 'client',
        language: 'en',
      });
      const a = generateSessionToken();
      const b = generateSessionToken();
      await createSession(db, a, user.id);
      await createSession(db, b, user.id);
      await invalidateUserSessions(db, user.id);
      expect(await validateSessionToken(db, a)).toBeNull();
      expect(await validateSessionToken(db, b)).toBeNull();
      const c = generateSessionToken();
      await createSession(db, c, user.id);
      await db.updateTable('users').set({ status: 'deactivated' }).where('id', '=', user.id).execute();
      expect(await validateSessionToken(db, c)).toBeNull();
    });

    it('caches validated sessions briefly and evicts them on sign-out and account changes', async () => {
      const db = on(name);
      const user = await createUser(db, {
        email: uniqueEmail('cache'),
        passwordHash: null,
        role: 'client',
        language: 'en',
      });
      const token = generateSessionToken();
      const session = await createSession(db, token, user.id);
      expect((await validateSessionTokenCached(db, token))?.user.language).toBe('en');

      // A change made elsewhere (another instance) shows once the cache entry is older than its lifetime.
      await db.updateTable('users').set({ language: 'sl' }).where('id', '=', user.id).execute();
      expect((await validateSessionTokenCached(db, token))?.user.language).toBe('en');
      vi.useFakeTimers({ now: Date.now() + SESSION_CACHE_MS + 1, toFake: ['Date'] });
      try {
        expect((await validateSessionTokenCached(db, token))?.user.language).toBe('sl');
      } finally {
        vi.useRealTimers();
      }

      // Changes made through this process evict at once.
      await updateUserLanguage(db, user.id, 'de');
      expect((await validateSessionTokenCached(db, token))?.user.language).toBe('de');
      await invalidateSession(db, session.id);
      expect(await validateSessionTokenCached(db, token)).toBeNull();
      const other = generateSessionToken();
      await createSession(db, other, user.id);
      expect(await validateSessionTokenCached(db, other)).not.toBeNull();
      await invalidateUserSessions(db, user.id);
      expect(await validateSessionTokenCached(db, other)).toBeNull();
    });

    it('blocks an address after ten failures, for every account', async () => {
      const db = on(name);
      const limiter = createLoginLimiter(db);
      const ip = `10.1.${process.pid % 250}.${Math.floor(Math.random() * 250)}`;
      // Ten different accounts: the per-pair limit (5) is never reached, only the per-address one.
      for (let i = 0; i < 9; i += 1) await limiter.recordFailure({ ip, email: uniqueEmail('rl'), trusted: false });
      expect(await limiter.blockedFor({ ip, email: uniqueEmail('rl'), trusted: false })).toBe(0);
      await limiter.recordFailure({ ip, email: uniqueEmail('rl'), trusted: false });
      const wait = await limiter.blockedFor({ ip, email: uniqueEmail('other'), trusted: true });
      expect(wait).toBeGreaterThan(500_000);
      expect(wait).toBeLessThanOrEqual(signInLimits.perAddress.windowSeconds * 1000);
      // The same account from another address is not blocked by it.
      expect(await limiter.blockedFor({ ip: '192.0.2.1', email: uniqueEmail('rl'), trusted: false })).toBe(0);
    });

    it('blocks one address for one account after five failures, and no one else', async () => {
      const db = on(name);
      const limiter = createLoginLimiter(db);
      const email = uniqueEmail('pair');
      const ip = `10.2.${process.pid % 250}.${Math.floor(Math.random() * 250)}`;
      for (let i = 0; i < 5; i += 1) await limiter.recordFailure({ ip, email, trusted: false });
      expect(await limiter.blockedFor({ ip, email, trusted: false })).toBeGreaterThan(800_000);
      expect(await limiter.blockedFor({ ip, email: uniqueEmail('pair'), trusted: false })).toBe(0);
      expect(await limiter.blockedFor({ ip: '198.51.100.7', email, trusted: false })).toBe(0);
    });

    it("slows a distributed attack on one account down, growing, but never the owner's own device", async () => {
      const db = on(name);
      const limiter = createLoginLimiter(db);
      const email = uniqueEmail('victim');
      const stranger = (i: number) => ({ ip: `203.0.${process.pid % 250}.${i}`, email, trusted: false });
      // Four addresses fail: not yet an attack on the account.
      for (let i = 1; i <= 4; i += 1) await limiter.recordFailure(stranger(i));
      expect(await limiter.blockedFor(stranger(99))).toBe(0);
      // From the fifth address on, every failure doubles the wait of untrusted attempts.
      await limiter.recordFailure(stranger(5));
      const first = await limiter.blockedFor(stranger(99));
      expect(first).toBeGreaterThan(0);
      expect(first).toBeLessThanOrEqual(signInLimits.distributed.firstDelaySeconds * 1000);
      for (let i = 6; i <= 12; i += 1) await limiter.recordFailure(stranger(i));
      const later = await limiter.blockedFor(stranger(99));
      expect(later).toBeGreaterThan(first);
      expect(later).toBeLessThanOrEqual(signInLimits.distributed.maxDelaySeconds * 1000);
      // The owner, on a device that signed in before, from yet another address: not slowed at all.
      expect(await limiter.blockedFor({ ip: '192.0.2.200', email, trusted: true })).toBe(0);
      // A success from the owner clears the account-wide stage.
      await limiter.recordSuccess({ ip: '192.0.2.200', email, trusted: true });
      expect(await limiter.blockedFor(stranger(99))).toBe(0);
    });

    it('drops limiter rows whose window has passed, and keeps the rest', async () => {
      const db = on(name);
      const spent = `test_spent_${Math.random().toString(36).slice(2)}`;
      const live = `test_live_${Math.random().toString(36).slice(2)}`;
      await db
        .insertInto('rate_limit_buckets')
        .values([
          { key: spent, points: 3, expire: Date.now() - 1_000 },
          { key: live, points: 3, expire: Date.now() + 60_000 },
        ])
        .execute();
      expect(await deleteExpiredBuckets(db)).toBeGreaterThanOrEqual(1);
      const keys = (
        await db.selectFrom('rate_limit_buckets').select('key').where('key', 'in', [spent, live]).execute()
      ).map((r) => r.key);
      expect(keys).toEqual([live]);
    });

    it('vacuums away old row versions and renews statistics (what PGlite, without autovacuum, gets hourly)', async () => {
      const db = on(name);
      const table = `vacuum_probe_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
      const pages = async () =>
        Number((await sql<{ bytes: string }>`select pg_relation_size(${table}) as bytes`.execute(db)).rows[0]?.bytes);
      await sql`create table ${sql.table(table)} (id int primary key, note text not null)`.execute(db);
      try {
        await sql`insert into ${sql.table(table)} select n, repeat('x', 200) from generate_series(1, 3000) n`.execute(
          db,
        );
        await sql`delete from ${sql.table(table)}`.execute(db);
        // The deleted rows still fill the table's pages until a vacuum removes them.
        expect(await pages()).toBeGreaterThan(100_000);
        await vacuumTables(db, [table]);
        expect(await pages()).toBe(0);
        // And the planner's statistics of the table are renewed.
        await sql`insert into ${sql.table(table)} select n, 'kept' from generate_series(1, 50) n`.execute(db);
        await vacuumTables(db, [table]);
        const { rows } = await sql<{ n_distinct: number }>`
          select n_distinct from pg_stats where tablename = ${table} and attname = 'note'`.execute(db);
        expect(rows).toEqual([{ n_distinct: 1 }]);
      } finally {
        await sql`drop table ${sql.table(table)}`.execute(db);
      }
      // The busiest tables the maintenance names all exist.
      await vacuumTables(db);
    });

    it('counts IPv6 addresses by their /64 network', () => {
      expect(addressKey('2001:db8:1:2:aaaa::1')).toBe(addressKey('2001:db8:1:2:ffff:0:0:9'));
      expect(addressKey('2001:db8:1:2::1')).not.toBe(addressKey('2001:db8:1:3::1'));
      expect(addressKey('::ffff:192.0.2.4')).toBe('192.0.2.4');
      expect(addressKey('192.0.2.4')).toBe('192.0.2.4');
    });
  });

describe('passwords', () => {
  it('hashes with Argon2id at m=19456, t=2, p=1 and never truncates', async () => {
    const long = 'a'.repeat(127) + 'b';
    const hash = await hashPassword(long);
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, long)).toBe(true);
    expect(await verifyPassword(hash, 'a'.repeat(127) + 'c')).toBe(false);
    expect(await verifyPassword('not-a-hash', long)).toBe(false);
  });
});
