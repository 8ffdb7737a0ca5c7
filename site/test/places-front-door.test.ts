import { describe, expect, it } from 'vitest';
import { databaseCases, openTestDatabases, uniqueEmail } from './helpers/databases.ts';
import { setDb, type DB } from '#server/db/index.ts';
import { createUser } from '#server/repos/users.ts';
import {
  SESSION_LIFETIME_MS,
  createSession,
  generateSessionToken,
  invalidateUserSessions,
  sessionIdFromToken,
} from '#server/auth/session.ts';
import { sessionCookieName } from '#server/auth/cookies.ts';
import { takePendingRenewal } from '#server/http/page-cache.ts';
import { answerSearch } from '#server/places/front-door.ts';
import { placesProvider } from '#server/places/index.ts';
import { searchGyms } from '#server/repos/gyms.ts';
import { seedGymDirectory } from '#server/db/seed-gyms.ts';

/**
 * The front door's searches (site/src/server/places/front-door.ts) without a server: what it
 * answers itself, and the session states it leaves to the endpoint (which refuses them; the HTTP
 * tests compare both answers).
 */

const { on } = openTestDatabases();

const search = (token: string | undefined, url: string, method = 'GET') =>
  answerSearch({
    method,
    url,
    headers:
      token === undefined ? { host: 'localhost' } : { host: 'localhost', cookie: `${sessionCookieName()}=${token}` },
  });

async function signedIn(db: DB): Promise<{ token: string; userId: string }> {
  const user = await createUser(db, { email: uniqueEmail('door'), passwordHash: null, role: 'client', language: 'en' });
  const token = generateSessionToken();
  await createSession(db, token, user.id);
  return { token, userId: user.id };
}

for (const { name, skipped, title } of databaseCases)
  describe.skipIf(skipped)(`searches at the front door on ${title}`, () => {
    it('answers a valid search of a valid session with the endpoint’s body', async () => {
      const db = on(name);
      setDb(db);
      await seedGymDirectory(db);
      const { token } = await signedIn(db);
      const cities = await search(token, '/api/places/cities?q=sar&limit=5');
      expect(cities?.status).toBe(200);
      expect(cities?.body.toString()).toBe(
        JSON.stringify({ success: true, data: await placesProvider(db).searchCities('sar', 5) }),
      );
      const gyms = await search(token, '/api/places/gyms?q=fit&lat=43.8563&lon=18.4131');
      expect(gyms?.body.toString()).toBe(
        JSON.stringify({
          success: true,
          data: await searchGyms(db, { q: 'fit', lat: 43.8563, lon: 18.4131, limit: 8 }),
        }),
      );
      expect(JSON.parse((await search(token, '/api/places/details?id=3191281'))!.body.toString())).toMatchObject({
        success: true,
        data: { city: 'Sarajevo' },
      });
    });

    it('leaves to the endpoint anything that is not exactly a valid search', async () => {
      const db = on(name);
      setDb(db);
      const { token } = await signedIn(db);
      for (const url of [
        '/api/places/cities?q=s',
        '/api/places/cities?q=sa%00',
        '/api/places/cities?q=sa%01r',
        '/api/places/cities?q=sar&limit=5%1F',
        '/api/places/gyms?q=f%09it&lat=43.8&lon=18.4',
        '/api/places/cities/?q=sar',
        '/api/places/Cities?q=sar',
        '/api/places/details?id=2147483647',
        '/api/places/gyms?q=fit',
        '/api/places/gyms?lat=91&lon=0',
      ]) {
        expect(await search(token, url), url).toBeNull();
      }
      expect(await search(token, '/api/places/cities?q=sar', 'HEAD')).toBeNull();
      expect(await search(undefined, '/api/places/cities?q=sar')).toBeNull();
      expect(await search('', '/api/places/cities?q=sar')).toBeNull();
      expect(await search(generateSessionToken(), '/api/places/cities?q=sar')).toBeNull();
      // Not a search at all: the page cache's turn, synchronously.
      expect(search(token, '/client/dashboard')).toBeNull();
      expect(
        await answerSearch({
          method: 'GET',
          url: '/api/places/cities?q=sar',
          // A Host the adapter cannot build a URL with: it would not route to the search either.
          headers: { host: 'bad host', cookie: `${sessionCookieName()}=${token}` },
        }),
      ).toBeNull();
    });

    it('refuses a deactivated account and an expired session at once', async () => {
      const db = on(name);
      setDb(db);
      const { token, userId } = await signedIn(db);
      expect(await search(token, '/api/places/cities?q=sar')).not.toBeNull();
      await db.updateTable('users').set({ status: 'deactivated' }).where('id', '=', userId).execute();
      await invalidateUserSessions(db, userId);
      expect(await search(token, '/api/places/cities?q=sar')).toBeNull();

      const late = await createUser(db, {
        email: uniqueEmail('door'),
        passwordHash: null,
        role: 'trainer',
        language: 'en',
      });
      const expired = generateSessionToken();
      await db
        .insertInto('sessions')
        .values({ id: sessionIdFromToken(expired), user_id: late.id, expires_at: new Date(Date.now() - 1_000) })
        .execute();
      expect(await search(expired, '/api/places/cities?q=sar')).toBeNull();
    });

    it('leaves a session due for renewal to the endpoint, which then sends the cookie', async () => {
      const db = on(name);
      setDb(db);
      const user = await createUser(db, {
        email: uniqueEmail('door'),
        passwordHash: null,
        role: 'client',
        language: 'en',
      });
      const token = generateSessionToken();
      await db
        .insertInto('sessions')
        .values({
          id: sessionIdFromToken(token),
          user_id: user.id,
          expires_at: new Date(Date.now() + SESSION_LIFETIME_MS - 2 * 3_600_000),
        })
        .execute();
      expect(await search(token, '/api/places/cities?q=sar')).toBeNull();
      expect(takePendingRenewal(token)).toBeInstanceOf(Date);
      expect(await search(token, '/api/places/cities?q=sar')).not.toBeNull(); // renewed: answered from now on
    });
  });
