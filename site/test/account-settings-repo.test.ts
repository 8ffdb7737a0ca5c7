import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { DB } from '#server/db/index.ts';
import { createUser } from '#server/repos/users.ts';
import { accountSettings } from '#server/repos/account.ts';
import { databaseCases, openTestDatabases, uniqueEmail } from './helpers/databases.ts';

const { on } = openTestDatabases();

const newUser = (db: DB, role: 'trainer' | 'client', passwordHash: string | null = null) =>
  createUser(db, { email: uniqueEmail(role), passwordHash, role, language: 'en' });

for (const { name, skipped, title } of databaseCases)
  describe.skipIf(skipped)(`account settings on ${title}`, () => {
    it('masks the email, reads the password status and merges the notification switches over the defaults', async () => {
      const db = on(name);
      const user = await newUser(db, 'trainer', 'argon2-hash');
      await db
        .updateTable('users')
        .set({ notification_settings: sql`'{"coachingRequestReceived": false, "unknown": true}'::jsonb` })
        .where('id', '=', user.id)
        .execute();
      const settings = await accountSettings(db, user.id);
      expect(settings).toEqual({
        id: user.id,
        role: 'trainer',
        maskedEmail: expect.stringMatching(/^tra\*+@/),
        emailStatus: 'set',
        emailVerified: false,
        passwordStatus: 'set',
        providers: [],
        notifications: { coachingRequestReceived: false, coachingRequestAnswered: true },
      });
      expect(settings?.maskedEmail).not.toContain(user.email.split('@')[0]);
    });

    it('marks an account without a password and provider as not set, and a provider account as OAuth', async () => {
      const db = on(name);
      const plain = await newUser(db, 'client');
      expect(await accountSettings(db, plain.id)).toMatchObject({ emailStatus: 'set', passwordStatus: 'not-set' });
      const linked = await newUser(db, 'client');
      await db
        .insertInto('oauth_accounts')
        .values({ provider: 'google', provider_user_id: `g-${linked.id}`, user_id: linked.id, email: linked.email })
        .execute();
      expect(await accountSettings(db, linked.id)).toMatchObject({
        emailStatus: 'oauth',
        passwordStatus: 'oauth',
        providers: ['google'],
      });
    });

    it('gives nothing for a deleted or unknown account', async () => {
      const db = on(name);
      const user = await newUser(db, 'client');
      await db.updateTable('users').set({ status: 'deleted' }).where('id', '=', user.id).execute();
      expect(await accountSettings(db, user.id)).toBeUndefined();
      expect(await accountSettings(db, '00000000-0000-4000-8000-000000000000')).toBeUndefined();
    });
  });
