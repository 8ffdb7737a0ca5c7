import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import { databaseNames, testDatabases, uniqueEmail, type TestDatabase } from './helpers/databases.ts';
import { createUser, updateUserLanguage } from '../src/server/repos/users.ts';
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
} from '../src/server/auth/session.ts';
import { createLoginLimiter } from '../src/server/auth/rate-limit.ts';
import { hashPassword, verifyPassword } from '../src/server/auth/password.ts';

let databases: TestDatabase[] = [];
beforeAll(async () => {
  databases = await testDatabases();
});
afterAll(async () => {
  await Promise.all(databases.map((d) => d.close()));
});
const on = (name: string) => databases.find((d) => d.name === name)!.db;

describe.each(databaseNames)('schema and sessions on %s', (name) => {
  it('creates a user with the profile of their role in one transaction', async () => {
    const db = on(name);
    const trainer = await createUser(db, { email: uniqueEmail('t'), passwordHash: null, role: 'trainer', language: 'de' });
    const profile = await db.selectFrom('trainer_profiles').selectAll().where('user_id', '=', trainer.id).executeTakeFirst();
    expect(profile?.session_duration).toBe(60);
    expect(profile?.cancellation_policy_hours).toBe(24);
    const verification = await db.selectFrom('verifications').selectAll().where('trainer_id', '=', trainer.id).executeTakeFirstOrThrow();
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
    const trainer = await createUser(db, { email: uniqueEmail('g'), passwordHash: null, role: 'trainer', language: 'en' });
    const gym = (position: number, value: string) => ({ trainer_id: trainer.id, position, value, label: value });
    await db.insertInto('trainer_gyms').values([gym(0, 'a'), gym(1, 'b'), gym(2, 'c')]).execute();
    await expect(db.insertInto('trainer_gyms').values(gym(3, 'd')).execute()).rejects.toMatchObject({ code: '23514' });
    await expect(db.insertInto('trainer_gyms').values(gym(1, 'z')).execute()).rejects.toMatchObject({ code: '23505' });
  });

  it('holds 50 gallery images and 6 highlights in SQL', async () => {
    const db = on(name);
    const trainer = await createUser(db, { email: uniqueEmail('gal'), passwordHash: null, role: 'trainer', language: 'en' });
    const media = await db
      .insertInto('media_objects')
      .values({ owner_id: trainer.id, purpose: 'gallery', visibility: 'public', content_type: 'image/png', byte_size: 10, storage_key: `k-${trainer.id}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    const row = (position: number, highlight: number | null = null) => ({
      trainer_id: trainer.id, media_id: media.id, position, highlight_rank: highlight,
    });
    await expect(db.insertInto('gallery_images').values(row(50)).execute()).rejects.toMatchObject({ code: '23514' });
    await expect(db.insertInto('gallery_images').values(row(0, 6)).execute()).rejects.toMatchObject({ code: '23514' });
    await db.insertInto('gallery_images').values([0, 1, 2, 3, 4, 5].map((i) => row(i, i))).execute();
    await expect(db.insertInto('gallery_images').values(row(6, 5)).execute()).rejects.toMatchObject({ code: '23505' });
  });

  it('refuses a secondary goal equal to the primary goal and out-of-range body data', async () => {
    const db = on(name);
    const client = await createUser(db, { email: uniqueEmail('c'), passwordHash: null, role: 'client', language: 'en' });
    const update = (values: Record<string, unknown>) =>
      db.updateTable('client_profiles').set(values).where('user_id', '=', client.id).execute();
    await expect(update({ primary_goal: 'strength', secondary_goal: 'strength' })).rejects.toMatchObject({ code: '23514' });
    await expect(update({ height_cm: 99 })).rejects.toMatchObject({ code: '23514' });
    await expect(update({ weight_kg: 201 })).rejects.toMatchObject({ code: '23514' });
    await update({ primary_goal: 'strength', secondary_goal: 'endurance', height_cm: 250, weight_kg: 30 });
  });

  it('stores only the SHA-256 of a session token and validates it', async () => {
    const db = on(name);
    const user = await createUser(db, { email: uniqueEmail('s'), passwordHash: null, role: 'client', language: 'hr' });
    const token = generateSessionToken();
    expect(token).toMatch(/^[a-z2-7]{32}$/);
    await createSession(db, token, user.id);
    const stored = await db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute();
    expect(stored).toEqual([{ id: sessionIdFromToken(token) }]);
    expect(stored[0]!.id).not.toContain(token);
    const result = await validateSessionToken(db, token);
    expect(result?.user).toMatchObject({ id: user.id, role: 'client', language: 'hr', hasPassword: false, accounts: [] });
    expect(result?.renewed).toBe(false);
    expect(await validateSessionToken(db, generateSessionToken())).toBeNull();
  });

  it('renews a session at most once an hour and drops expired ones', async () => {
    const db = on(name);
    const user = await createUser(db, { email: uniqueEmail('r'), passwordHash: null, role: 'trainer', language: 'en' });
    const token = generateSessionToken();
    const session = await createSession(db, token, user.id);
    // Pretend the session was issued two hours ago.
    const issuedEarlier = new Date(Date.now() + SESSION_LIFETIME_MS - 2 * 3_600_000);
    await db.updateTable('sessions').set({ expires_at: issuedEarlier }).where('id', '=', session.id).execute();
    const renewed = await validateSessionToken(db, token);
    expect(renewed?.renewed).toBe(true);
    expect(renewed!.session.expiresAt.getTime()).toBeGreaterThan(issuedEarlier.getTime());
    expect((await validateSessionToken(db, token))?.renewed).toBe(false);

    await db.updateTable('sessions').set({ expires_at: new Date(Date.now() - 1000) }).where('id', '=', session.id).execute();
    expect(await validateSessionToken(db, token)).toBeNull();
    expect(await db.selectFrom('sessions').select('id').where('id', '=', session.id).executeTakeFirst()).toBeUndefined();
  });

  it('refuses sessions of deactivated users and drops all sessions of a user at once', async () => {
    const db = on(name);
    const user = await createUser(db, { email: uniqueEmail('d'), passwordHash: null, role: 'client', language: 'en' });
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
    const user = await createUser(db, { email: uniqueEmail('cache'), passwordHash: null, role: 'client', language: 'en' });
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

  it('blocks an IP or an account after ten failures within the window', async () => {
    const db = on(name);
    const limiter = createLoginLimiter(db);
    const ip = `10.0.${process.pid % 250}.${Math.floor(Math.random() * 250)}`;
    const account = uniqueEmail('rl');
    for (let i = 0; i < 9; i += 1) await limiter.recordFailure(ip, account);
    expect(await limiter.blockedFor(ip, account)).toBe(0);
    await limiter.recordFailure(ip, account);
    const wait = await limiter.blockedFor(ip, account);
    expect(wait).toBeGreaterThan(500_000);
    expect(wait).toBeLessThanOrEqual(600_000);
    // Another account from the same IP is blocked too; the same account from another IP as well.
    expect(await limiter.blockedFor(ip, uniqueEmail('other'))).toBeGreaterThan(0);
    expect(await limiter.blockedFor('192.0.2.1', account)).toBeGreaterThan(0);
    const rows = await sql<{ n: number }>`select count(*)::int as n from rate_limit_buckets`.execute(db);
    expect(rows.rows[0]!.n).toBeGreaterThanOrEqual(2);
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
