import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import pg from 'pg';
import { databaseCases, openTestDatabases, uniqueEmail } from './helpers/databases.ts';
import { PageStore, type StoredPage } from '#server/http/page-cache-store.ts';
import { isShownWrite, writeGeneration } from '#server/db/generation.ts';
import { WRITES_CHANNEL, WriteChannel, remoteWritesKnown } from '#server/db/generation-channel.ts';
import { setDb, type DB } from '#server/db/index.ts';
import { createUser } from '#server/repos/users.ts';
import {
  SESSION_LIFETIME_MS,
  createSession,
  generateSessionToken,
  invalidateSession,
  invalidateUserSessions,
  sessionIdFromToken,
} from '#server/auth/session.ts';
import { sessionCookieName } from '#server/auth/cookies.ts';
import { localeCookieName } from '@spotter/i18n';
import { cachedPageOf, lookupStored, pageKey, pageStore, takePendingRenewal } from '#server/http/page-cache.ts';

function page(bytes: number, generation: number | null = 0, expires = Date.now() + 60_000): StoredPage {
  return {
    answer: { status: 200, headers: [['etag', '"x"']], etag: '"x"', body: Buffer.alloc(bytes) },
    generation,
    expires,
  };
}

describe('the page store', () => {
  it('keeps its bytes under the bound, dropping the least recently used first', () => {
    const store = new PageStore(10_000, 10_000);
    store.set('a', page(3_000));
    store.set('b', page(3_000));
    store.set('c', page(3_000));
    expect(store.get('a', 0)).toBeDefined(); // a is now the most recently used
    store.set('d', page(3_000));
    expect(store.bytes).toBeLessThanOrEqual(10_000);
    expect(store.get('b', 0)).toBeUndefined();
    expect(store.get('a', 0)).toBeDefined();
    expect(store.get('c', 0)).toBeDefined();
    expect(store.get('d', 0)).toBeDefined();
  });

  it('refuses an entry bigger than its share, and replaces an entry under the same key', () => {
    const store = new PageStore(10_000, 2_000);
    expect(store.set('big', page(5_000))).toBe(false);
    expect(store.size).toBe(0);
    store.set('k', page(1_000));
    const before = store.bytes;
    store.set('k', page(1_000));
    expect(store.bytes).toBe(before);
    expect(store.size).toBe(1);
  });

  it('serves an entry only while the generation is the one it was stored with', () => {
    const store = new PageStore(100_000);
    store.set('k', page(100, 7));
    expect(store.get('k', 8)).toBeUndefined();
    expect(store.get('k', 7)).toBeUndefined(); // dropped for good once stale
    store.set('public', page(100, null));
    expect(store.get('public', 12345)).toBeDefined();
  });

  it('drops an entry past its lifetime or on another day', () => {
    const store = new PageStore(100_000);
    const now = Date.now();
    store.set('short', page(100, 0, now + 1_000));
    expect(store.get('short', 0, now + 500)).toBeDefined();
    expect(store.get('short', 0, now + 1_000)).toBeUndefined();
    store.set('today', page(100, 0, now + 10 * 86_400_000), now);
    expect(store.get('today', 0, now + 2 * 86_400_000)).toBeUndefined();
  });
});

describe('statements that move the write generation', () => {
  it('counts writes and anything uncertain, not reads, transaction control or unshown tables', () => {
    expect(isShownWrite('select "id" from "users" where "id" = $1')).toBe(false);
    expect(isShownWrite('select "updated_at", "created_at" from "users"')).toBe(false);
    expect(isShownWrite('begin')).toBe(false);
    expect(isShownWrite('commit')).toBe(false);
    expect(isShownWrite('insert into "users" ("id") values ($1)')).toBe(true);
    expect(isShownWrite('update "brandings" set "x" = $1')).toBe(true);
    expect(isShownWrite('delete from "gallery_images" where "id" = $1')).toBe(true);
    expect(isShownWrite('with "x" as (insert into "users" default values returning *) select * from "x"')).toBe(true);
    expect(isShownWrite('select * from "users" for update')).toBe(true);
    expect(isShownWrite('truncate "users"')).toBe(true);
    expect(isShownWrite('update "sessions" set "expires_at" = $1 where "id" = $2')).toBe(false);
    expect(isShownWrite('insert into "login_devices" ("id") values ($1)')).toBe(false);
    expect(
      isShownWrite(
        'INSERT INTO rate_limit_buckets(key, points, expire) VALUES($1, $2, $3) ON CONFLICT(key) DO UPDATE SET points = 1',
      ),
    ).toBe(false);
    expect(isShownWrite('delete from "sessions" where "user_id" in (delete from "users" returning "id")')).toBe(true);
    // The embedded database's hourly vacuum changes no row: cached pages stay.
    expect(isShownWrite('vacuum "sessions", "users", "marketplace_entries"')).toBe(false);
    expect(isShownWrite('vacuum (analyze) "sessions", "users"')).toBe(false);
    expect(isShownWrite('vacuum "users"; delete from "users"')).toBe(true);
  });
});

describe('the route table', () => {
  it('matches exact pages before a section pattern, and nothing else', () => {
    expect(cachedPageOf('/trainer/dashboard/edit')?.pattern).toBe('/trainer/dashboard/edit');
    expect(cachedPageOf('/trainer/dashboard/clients')?.pattern).toBe('/trainer/dashboard/[section]');
    expect(cachedPageOf('/auth/login')?.audience).toBe('anonymous');
    expect(cachedPageOf('/api/health')).toBeUndefined();
    expect(cachedPageOf('/auth/logout')).toBeUndefined();
    expect(cachedPageOf('/media/a/b')).toBeUndefined();
  });
});

const { on } = openTestDatabases();

async function newUser(db: DB, role: 'client' | 'trainer' = 'client') {
  return createUser(db, { email: uniqueEmail('cache'), passwordHash: null, role, language: 'en' });
}

/** Stores a page for a user's dashboard as the middleware would, at the current generation. */
function storeDashboard(userId: string, body = 'dashboard'): void {
  pageStore().set(pageKey(`u:${userId}`, 'en', '/client/dashboard', ''), {
    answer: { status: 200, headers: [['etag', '"d"']], etag: '"d"', body: Buffer.from(body) },
    generation: writeGeneration(),
    expires: Date.now() + 60_000,
  });
}

const lookup = (token: string | undefined, url = '/client/dashboard', headers: Record<string, string> = {}) =>
  lookupStored({
    method: 'GET',
    url,
    headers: token === undefined ? headers : { ...headers, cookie: `${sessionCookieName()}=${token}` },
  });

for (const { name, skipped, title } of databaseCases)
  describe.skipIf(skipped)(`the write generation and the front door on ${title}`, () => {
    it('moves after an autocommit write and after a commit that wrote, not for reads or rollbacks', async () => {
      const db = on(name);
      const user = await newUser(db);
      let before = writeGeneration();
      await db.selectFrom('users').select('id').where('id', '=', user.id).execute();
      expect(writeGeneration()).toBe(before);
      await db.updateTable('users').set({ updated_at: new Date() }).where('id', '=', user.id).execute();
      expect(writeGeneration()).toBeGreaterThan(before);

      before = writeGeneration();
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set({ updated_at: new Date() }).where('id', '=', user.id).execute();
        expect(writeGeneration()).toBe(before); // not yet committed
      });
      expect(writeGeneration()).toBeGreaterThan(before);

      before = writeGeneration();
      await expect(
        db.transaction().execute(async (trx) => {
          await trx.updateTable('users').set({ updated_at: new Date() }).where('id', '=', user.id).execute();
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      expect(writeGeneration()).toBe(before);

      await sql`update users set updated_at = now() where id = ${user.id}`.execute(db);
      expect(writeGeneration()).toBeGreaterThan(before);
    });

    it('is not moved by a session renewal', async () => {
      const db = on(name);
      const user = await newUser(db);
      const token = generateSessionToken();
      await createSession(db, token, user.id);
      const before = writeGeneration();
      await db
        .updateTable('sessions')
        .set({ expires_at: new Date(Date.now() + SESSION_LIFETIME_MS) })
        .where('id', '=', sessionIdFromToken(token))
        .execute();
      expect(writeGeneration()).toBe(before);
    });

    it('serves a signed-in page only to its own valid session, until a write or a sign-out', async () => {
      const db = on(name);
      setDb(db);
      const user = await newUser(db);
      const other = await newUser(db);
      const token = generateSessionToken();
      const otherToken = generateSessionToken();
      await createSession(db, token, user.id);
      await createSession(db, otherToken, other.id);
      storeDashboard(user.id, 'mine');

      expect((await lookup(token))?.body.toString()).toBe('mine');
      expect(await lookup(otherToken)).toBeNull(); // another user: their own key, nothing stored
      expect(await lookup(undefined)).toBeNull(); // signed-in pages never for a request without a session
      expect(await lookup('')).toBeNull();
      expect(await lookup('x'.repeat(32))).toBeNull(); // a token that names no session
      expect(await lookup(token, '/client/dashboard?lang=de')).toBeNull();
      expect(await lookup(token, '/client/dashboard?tab=x')).toBeNull();
      expect((await lookup(token, '/client/dashboard', { 'if-none-match': '"d"' }))?.status).toBe(304);

      // Any write a page could show drops it.
      await db.updateTable('users').set({ updated_at: new Date() }).where('id', '=', other.id).execute();
      expect(await lookup(token)).toBeNull();

      storeDashboard(user.id);
      expect(await lookup(token)).not.toBeNull();
      await invalidateSession(db, sessionIdFromToken(token)); // sign-out
      expect(await lookup(token)).toBeNull();
    });

    it('refuses a deactivated account and an expired session at once', async () => {
      const db = on(name);
      setDb(db);
      const user = await newUser(db);
      const token = generateSessionToken();
      await createSession(db, token, user.id);
      storeDashboard(user.id);
      expect(await lookup(token)).not.toBeNull();
      await db.updateTable('users').set({ status: 'deactivated' }).where('id', '=', user.id).execute();
      await invalidateUserSessions(db, user.id);
      storeDashboard(user.id); // even a page stored after the change
      expect(await lookup(token)).toBeNull();

      const late = await newUser(db);
      const expired = generateSessionToken();
      await db
        .insertInto('sessions')
        .values({ id: sessionIdFromToken(expired), user_id: late.id, expires_at: new Date(Date.now() - 1_000) })
        .execute();
      storeDashboard(late.id);
      expect(await lookup(expired)).toBeNull();
    });

    it('renders instead of serving when the session is due for renewal, and the render sends the cookie', async () => {
      const db = on(name);
      setDb(db);
      const user = await newUser(db);
      const token = generateSessionToken();
      await db
        .insertInto('sessions')
        // Issued two hours ago: the sliding expiry is due.
        .values({
          id: sessionIdFromToken(token),
          user_id: user.id,
          expires_at: new Date(Date.now() + SESSION_LIFETIME_MS - 2 * 3_600_000),
        })
        .execute();
      storeDashboard(user.id);
      expect(await lookup(token)).toBeNull();
      expect(takePendingRenewal(token)).toBeInstanceOf(Date);
      expect(takePendingRenewal(token)).toBeUndefined();
      expect(await lookup(token)).not.toBeNull(); // renewed: served from now on
    });

    it('never gives the anonymous page to a request with a session cookie, and keys by language', async () => {
      setDb(on(name));
      pageStore().set(pageKey('anonymous', 'de', '/auth/login', ''), {
        answer: { status: 200, headers: [['etag', '"l"']], etag: '"l"', body: Buffer.from('login de') },
        generation: null,
        expires: Date.now() + 60_000,
      });
      const de = { 'accept-language': 'de-DE,de;q=0.9' };
      expect((await lookup(undefined, '/auth/login', de))?.body.toString()).toBe('login de');
      expect(await lookup(undefined, '/auth/login', { 'accept-language': 'fr' })).toBeNull();
      expect(await lookup(undefined, '/auth/login', { ...de, cookie: `${localeCookieName}=en` })).toBeNull();
      expect(await lookup(generateSessionToken(), '/auth/login', de)).toBeNull();
      expect(await lookup(undefined, '/auth/login?lang=de', de)).toBeNull();
      expect(await lookup(undefined, '/auth/login?error=auth_error_x', de)).toBeNull();
      expect(await lookupStored({ method: 'POST', url: '/auth/login', headers: de })).toBeNull();
    });
  });

describe.skipIf(!process.env.DATABASE_URL)('the write channel between instances on PostgreSQL', () => {
  it("moves this instance's generation on another's write, and reports when it cannot hear", async () => {
    const url = process.env.DATABASE_URL!;
    const channel = new WriteChannel(url);
    channel.start();
    expect(remoteWritesKnown()).toBe(false); // not listening yet
    await channel.ready();
    expect(remoteWritesKnown()).toBe(true);

    const other = new pg.Client({ connectionString: url });
    await other.connect();
    const heard = new Promise<string>((resolve) => {
      other.on('notification', (message) => {
        if (message.payload !== 'another-instance') resolve(message.payload ?? '');
      });
    });
    await other.query(`listen ${WRITES_CHANNEL}`);
    try {
      const before = writeGeneration();
      await other.query('select pg_notify($1, $2)', [WRITES_CHANNEL, 'another-instance']);
      await expect.poll(() => writeGeneration(), { timeout: 30_000 }).toBeGreaterThan(before);

      // A write here is announced to the others.
      const second = new WriteChannel(url);
      second.start();
      await second.ready();
      const db = on('postgres');
      const user = await newUser(db);
      expect(await heard).toMatch(/^[0-9a-f-]{36}$/);
      await second.stop();
      expect(user.id).toBeTruthy();
    } finally {
      await other.end();
      await channel.stop();
    }
    expect(remoteWritesKnown()).toBe(true);
  });
});
