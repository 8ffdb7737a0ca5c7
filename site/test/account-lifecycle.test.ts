import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { reviewWriteSchema } from '@spotter/domain';
import type { DB } from '#server/db/index.ts';
import { createSession, generateSessionToken, validateSessionToken } from '#server/auth/session.ts';
import { deactivateAccount, deleteAccount } from '#server/repos/account-lifecycle.ts';
import { exportAccountData, exportableMedia } from '#server/repos/account-export.ts';
import { clientCoaches, clientDepartedCoaches } from '#server/repos/coaching.ts';
import { trainerRatingOf, writeReview } from '#server/repos/reviews.ts';
import { createUser, findUserByEmail, linkOAuthAccount, reactivateUser } from '#server/repos/users.ts';
import { databaseCases, openTestDatabases, uniqueEmail } from './helpers/databases.ts';

const { on } = openTestDatabases();

async function person(db: DB, role: 'trainer' | 'client', first: string, email = uniqueEmail(`life-${role}`)) {
  const user = await createUser(db, { email, passwordHash: 'argon2-hash-never-exported', role, language: 'en' });
  const table = role === 'trainer' ? 'trainer_profiles' : 'client_profiles';
  await db
    .updateTable(table)
    .set({
      first_name: first,
      last_name: 'Tester',
      contact_phone: '+38761111222',
      contact_email: `${first}@contact.test`,
    })
    .where('user_id', '=', user.id)
    .execute();
  return user;
}

/** A trainer the marketplace lists: a name, a short description, a slug and a specialty. */
async function listedTrainer(db: DB, first: string) {
  const trainer = await person(db, 'trainer', first);
  await db
    .updateTable('trainer_profiles')
    .set({
      short_description: 'Strength for busy people',
      description: 'Ten years of coaching.',
      date_of_birth: '1990-04-02',
      slug: `${first.toLowerCase()}-${trainer.id.slice(0, 8)}`,
    })
    .where('user_id', '=', trainer.id)
    .execute();
  await db.insertInto('trainer_specialties').values({ trainer_id: trainer.id, specialty: 'strength' }).execute();
  return trainer;
}

async function listed(db: DB, trainerId: string): Promise<boolean | undefined> {
  const row = await db
    .selectFrom('marketplace_entries')
    .select('listed')
    .where('trainer_id', '=', trainerId)
    .executeTakeFirst();
  return row?.listed;
}

async function signedIn(db: DB, userId: string): Promise<string> {
  const token = generateSessionToken();
  await createSession(db, token, userId);
  return token;
}

const connect = (db: DB, trainerId: string, clientId: string) =>
  db.insertInto('trainer_clients').values({ trainer_id: trainerId, client_id: clientId }).execute();

async function upload(db: DB, ownerId: string, purpose: 'gallery' | 'profile_photo') {
  const key = `${purpose}/${crypto.randomUUID()}.webp`;
  return db
    .insertInto('media_objects')
    .values({
      owner_id: ownerId,
      purpose,
      visibility: 'public',
      status: 'ready',
      content_type: 'image/webp',
      byte_size: 1234,
      storage_key: key,
      variants: { thumbnail: key.replace('.webp', '.thumb.webp') },
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

const review = (rating: number, body: string) => reviewWriteSchema.parse({ rating, body });

for (const { name, skipped, title } of databaseCases)
  describe.skipIf(skipped)(`the account lifecycle on ${title}`, () => {
    it('deactivation hides a trainer and ends every session; signing in again lists them again', async () => {
      const db = on(name);
      const trainer = await listedTrainer(db, 'Dora');
      const client = await person(db, 'client', 'Cara');
      await connect(db, trainer.id, client.id);
      const tokens = [await signedIn(db, trainer.id), await signedIn(db, trainer.id)];
      expect(await listed(db, trainer.id)).toBe(true);

      await deactivateAccount(db, trainer.id);

      const row = await db.selectFrom('users').selectAll().where('id', '=', trainer.id).executeTakeFirstOrThrow();
      expect(row.status).toBe('deactivated');
      expect(row.deactivated_at).not.toBeNull();
      expect(await listed(db, trainer.id)).toBe(false);
      // Gone from the table itself (validating would drop an inactive account's session by itself).
      const sessions = await db.selectFrom('sessions').select('id').where('user_id', '=', trainer.id).execute();
      expect(sessions).toEqual([]);
      for (const token of tokens) expect(await validateSessionToken(db, token)).toBeNull();
      // The client still has the coach, marked deactivated and not linked.
      expect(await clientCoaches(db, client.id)).toEqual([
        expect.objectContaining({ id: trainer.id, deactivated: true, slug: null }),
      ]);

      await reactivateUser(db, trainer.id);
      expect(await listed(db, trainer.id)).toBe(true);
      expect(await clientCoaches(db, client.id)).toEqual([expect.objectContaining({ deactivated: false })]);
    });

    it('deleting a trainer keeps the clients’ data, ends the coaching and answers requests, frees the address', async () => {
      const db = on(name);
      const email = uniqueEmail('life-gone-trainer');
      const trainer = await person(db, 'trainer', 'Vera', email);
      await db
        .updateTable('trainer_profiles')
        .set({ short_description: 'Mobility', slug: `vera-${trainer.id.slice(0, 8)}`, date_of_birth: '1988-01-01' })
        .where('user_id', '=', trainer.id)
        .execute();
      await db.insertInto('trainer_specialties').values({ trainer_id: trainer.id, specialty: 'strength' }).execute();
      await linkOAuthAccount(db, trainer.id, { provider: 'google', providerUserId: `g-${trainer.id}`, email });
      const photo = await upload(db, trainer.id, 'profile_photo');
      const image = await upload(db, trainer.id, 'gallery');
      await db
        .updateTable('trainer_profiles')
        .set({ profile_image_id: photo.id })
        .where('user_id', '=', trainer.id)
        .execute();
      await db
        .insertInto('gallery_images')
        .values({ trainer_id: trainer.id, media_id: image.id, position: 0 })
        .execute();
      const client = await person(db, 'client', 'Mia');
      const asking = await person(db, 'client', 'Noa');
      await connect(db, trainer.id, client.id);
      await writeReview(db, client.id, trainer.id, review(5, 'Great plans.'));
      await db
        .updateTable('trainer_reviews')
        .set({ reply: 'Thank you!', replied_at: new Date() })
        .where('trainer_id', '=', trainer.id)
        .execute();
      await db
        .insertInto('coaching_requests')
        .values({ client_id: asking.id, trainer_id: trainer.id, message: 'Can you help me?' })
        .execute();
      const token = await signedIn(db, trainer.id);

      const { storageKeys } = await deleteAccount(db, { id: trainer.id, role: 'trainer' });

      expect(storageKeys.sort()).toEqual(
        [
          photo.storage_key,
          image.storage_key,
          ...[photo, image].map((m) => m.storage_key.replace('.webp', '.thumb.webp')),
        ].sort(),
      );
      const row = await db.selectFrom('users').selectAll().where('id', '=', trainer.id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: 'deleted', password_hash: null });
      expect(row.deleted_at).not.toBeNull();
      expect(row.email).not.toBe(email);
      expect(await validateSessionToken(db, token)).toBeNull();
      expect(await db.selectFrom('oauth_accounts').selectAll().where('user_id', '=', trainer.id).execute()).toEqual([]);
      expect(await db.selectFrom('media_objects').selectAll().where('owner_id', '=', trainer.id).execute()).toEqual([]);
      const profile = await db
        .selectFrom('trainer_profiles')
        .selectAll()
        .where('user_id', '=', trainer.id)
        .executeTakeFirstOrThrow();
      expect(profile).toMatchObject({
        first_name: 'Vera',
        short_description: null,
        contact_phone: null,
        contact_email: null,
        date_of_birth: null,
        profile_image_id: null,
      });
      expect(await listed(db, trainer.id)).toBeUndefined();
      // The clients keep their data; the coaching ended and the waiting request was answered.
      expect(
        await db.selectFrom('client_profiles').select('first_name').where('user_id', '=', client.id).executeTakeFirst(),
      ).toEqual({ first_name: 'Mia' });
      const connection = await db
        .selectFrom('trainer_clients')
        .selectAll()
        .where('client_id', '=', client.id)
        .executeTakeFirstOrThrow();
      expect(connection.ended_at).not.toBeNull();
      expect(await clientCoaches(db, client.id)).toEqual([]);
      expect(await clientDepartedCoaches(db, client.id)).toEqual([
        expect.objectContaining({ id: trainer.id, firstName: 'Vera', lastName: 'Tester' }),
      ]);
      const request = await db
        .selectFrom('coaching_requests')
        .selectAll()
        .where('client_id', '=', asking.id)
        .executeTakeFirstOrThrow();
      expect(request.status).toBe('declined');
      const kept = await db
        .selectFrom('trainer_reviews')
        .selectAll()
        .where('trainer_id', '=', trainer.id)
        .executeTakeFirstOrThrow();
      expect(kept).toMatchObject({ body: 'Great plans.', reply: null, replied_at: null });

      // The address is free: a new account takes it.
      const again = await createUser(db, { email, passwordHash: null, role: 'client', language: 'de' });
      expect((await findUserByEmail(db, email))?.id).toBe(again.id);
    });

    it('deleting a client removes their training data and reviews, and the ratings they gave', async () => {
      const db = on(name);
      const client = await person(db, 'client', 'Lea');
      const other = await person(db, 'client', 'Ana');
      const [first, second] = [await listedTrainer(db, 'Ema'), await listedTrainer(db, 'Iva')];
      for (const trainer of [first, second]) await connect(db, trainer.id, client.id);
      await connect(db, first.id, other.id);
      await writeReview(db, client.id, first.id, review(1, 'Not for me.'));
      await writeReview(db, client.id, second.id, review(2, 'Too fast.'));
      await writeReview(db, other.id, first.id, review(5, 'Wonderful.'));
      expect(await trainerRatingOf(db, first.id)).toEqual({ average: 3, count: 2 });
      await db
        .updateTable('client_profiles')
        .set({ medical_conditions: 'asthma', allergies: 'nuts' })
        .where('user_id', '=', client.id)
        .execute();
      await db.insertInto('client_goals').values({ client_id: client.id, title: 'Run 10 km' }).execute();
      await db
        .insertInto('training_sessions')
        .values({ trainer_id: first.id, client_id: client.id, starts_at: new Date() })
        .execute();
      await db
        .insertInto('coaching_requests')
        .values({ client_id: client.id, trainer_id: second.id, status: 'accepted', responded_at: new Date() })
        .execute();
      const photo = await upload(db, client.id, 'profile_photo');

      const { storageKeys } = await deleteAccount(db, { id: client.id, role: 'client' });

      expect(storageKeys).toContain(photo.storage_key);
      expect(await trainerRatingOf(db, first.id)).toEqual({ average: 5, count: 1 });
      expect(await trainerRatingOf(db, second.id)).toEqual({ average: null, count: 0 });
      const rating = await db
        .selectFrom('marketplace_entries')
        .select(['rating_count'])
        .where('trainer_id', '=', second.id)
        .executeTakeFirstOrThrow();
      expect(rating.rating_count).toBe(0);
      for (const [table, column] of [
        ['client_profiles', 'user_id'],
        ['client_goals', 'client_id'],
        ['training_sessions', 'client_id'],
        ['coaching_requests', 'client_id'],
        ['trainer_clients', 'client_id'],
        ['trainer_reviews', 'client_id'],
      ] as const) {
        const { rows } = await sql`select 1 from ${sql.table(table)} where ${sql.ref(column)} = ${client.id}`.execute(
          db,
        );
        expect(rows, table).toEqual([]);
      }
      // The other client's coaching and review are untouched.
      expect(await db.selectFrom('trainer_reviews').select('body').where('client_id', '=', other.id).execute()).toEqual(
        [{ body: 'Wonderful.' }],
      );
    });

    it('exports what is held about the person, nothing secret and nothing of the others', async () => {
      const db = on(name);
      const trainer = await listedTrainer(db, 'Zora');
      const client = await person(db, 'client', 'Tea');
      await db
        .updateTable('client_profiles')
        .set({ medical_conditions: 'knee surgery 2024' })
        .where('user_id', '=', client.id)
        .execute();
      await connect(db, trainer.id, client.id);
      await writeReview(db, client.id, trainer.id, review(4, 'Patient and precise.'));
      await signedIn(db, trainer.id);
      const image = await upload(db, trainer.id, 'gallery');

      const data = await exportAccountData(db, { id: trainer.id, role: 'trainer' });
      expect(data.account).toMatchObject({ id: trainer.id, role: 'trainer', hasPassword: true });
      expect(data.profile).toMatchObject({
        firstName: 'Zora',
        contactPhone: '+38761111222',
        specialties: ['strength'],
      });
      expect(data.coachingConnections).toEqual([
        expect.objectContaining({ role: 'trainer', with: { id: client.id, name: 'Tea Tester' } }),
      ]);
      expect(data.reviewsReceived).toEqual([
        expect.objectContaining({ authorName: 'Tea T.', rating: 4, body: 'Patient and precise.' }),
      ]);
      expect(data.sessions).toHaveLength(1);
      expect(data.media).toEqual([expect.objectContaining({ id: image.id, purpose: 'gallery' })]);
      const text = JSON.stringify(data);
      for (const secret of ['argon2-hash-never-exported', 'Tea@contact.test', 'knee surgery', 'password_hash'])
        expect(text).not.toContain(secret);
      const sessionIds = await db.selectFrom('sessions').select('id').where('user_id', '=', trainer.id).execute();
      for (const { id } of sessionIds) expect(text).not.toContain(id);
      expect(await exportableMedia(db, trainer.id)).toEqual([
        expect.objectContaining({ key: image.storage_key, name: `gallery/${image.id}.webp` }),
      ]);

      const own = await exportAccountData(db, { id: client.id, role: 'client' });
      expect(own.profile).toMatchObject({ medicalConditions: 'knee surgery 2024' });
      expect(own.reviewsWritten).toEqual([
        expect.objectContaining({ trainer: { id: trainer.id, name: 'Zora Tester' }, body: 'Patient and precise.' }),
      ]);
      expect(JSON.stringify(own)).not.toContain('Zora@contact.test');
    });
  });
