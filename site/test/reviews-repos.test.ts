import { describe, expect, it } from 'vitest';
import { reviewWriteSchema } from '@spotter/domain';
import type { DB } from '#server/db/index.ts';
import { createUser } from '#server/repos/users.ts';
import {
  canReview,
  isListedTrainer,
  ownReviewOf,
  refreshRatingsReviewedBy,
  replyToReview,
  reviewsOf,
  trainerRatingOf,
  writeReview,
} from '#server/repos/reviews.ts';
import { trainerStats } from '#server/repos/stats.ts';
import { databaseCases, openTestDatabases, uniqueEmail } from './helpers/databases.ts';

const { on } = openTestDatabases();

const newUser = (db: DB, role: 'trainer' | 'client') =>
  createUser(db, { email: uniqueEmail(`review-${role}`), passwordHash: null, role, language: 'en' });

/** A client with names, connected to the trainer (the connection ended when `ended`). */
async function connectedClient(db: DB, trainerId: string, options: { ended?: boolean; first?: string } = {}) {
  const client = await newUser(db, 'client');
  await db
    .updateTable('client_profiles')
    .set({ first_name: options.first ?? 'Adna', last_name: 'begić' })
    .where('user_id', '=', client.id)
    .execute();
  await db
    .insertInto('trainer_clients')
    .values({ trainer_id: trainerId, client_id: client.id, ended_at: options.ended ? new Date() : null })
    .execute();
  return client;
}

const review = (rating: number, body = 'Clear plans and honest feedback.') => reviewWriteSchema.parse({ rating, body });

const refused = (kind: string, key: string) => expect.objectContaining({ kind, key });

/** The stored average and count, and the average as the reviews give it (two places). */
async function expectRating(db: DB, trainerId: string, ratings: number[]) {
  const stored = await trainerRatingOf(db, trainerId);
  const average = ratings.length
    ? Math.round((ratings.reduce((sum, each) => sum + each, 0) / ratings.length) * 100) / 100
    : null;
  expect(stored).toEqual({ average, count: ratings.length });
  expect((await trainerStats(db, trainerId)).averageRating).toBe(average ?? 0);
}

for (const { name, skipped, title } of databaseCases)
  describe.skipIf(skipped)(`trainer reviews on ${title}`, () => {
    it('lets a connected client write one review and edit it; the average follows', async () => {
      const db = on(name);
      const trainer = await newUser(db, 'trainer');
      const client = await connectedClient(db, trainer.id);
      expect(await canReview(db, client.id, trainer.id)).toBe(true);
      expect(await ownReviewOf(db, client.id, trainer.id)).toBeNull();
      await expectRating(db, trainer.id, []);

      const written = await writeReview(db, client.id, trainer.id, review(4, 'Good sessions.\nAlways on time.'));
      expect(written).toMatchObject({
        rating: 4,
        body: 'Good sessions.\nAlways on time.',
        authorName: 'Adna B.',
        reply: null,
      });
      await expectRating(db, trainer.id, [4]);

      const edited = await writeReview(db, client.id, trainer.id, review(2, 'Changed my mind.'));
      expect(edited.id).toBe(written.id);
      expect(edited).toMatchObject({ rating: 2, body: 'Changed my mind.', createdAt: written.createdAt });
      expect(new Date(edited.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(written.updatedAt).getTime());
      expect(await ownReviewOf(db, client.id, trainer.id)).toEqual(edited);
      expect((await reviewsOf(db, trainer.id, { limit: 10 })).items).toEqual([edited]);
      await expectRating(db, trainer.id, [2]);
    });

    it('refuses a client who was never connected, and a trainer who is not active', async () => {
      const db = on(name);
      const trainer = await newUser(db, 'trainer');
      const stranger = await newUser(db, 'client');
      expect(await canReview(db, stranger.id, trainer.id)).toBe(false);
      await expect(writeReview(db, stranger.id, trainer.id, review(5))).rejects.toEqual(
        refused('forbidden', 'reviews_error_not_connected'),
      );
      // Connected to someone else is no connection to this trainer.
      const other = await newUser(db, 'trainer');
      const theirs = await connectedClient(db, other.id);
      await expect(writeReview(db, theirs.id, trainer.id, review(5))).rejects.toEqual(
        refused('forbidden', 'reviews_error_not_connected'),
      );

      const client = await connectedClient(db, trainer.id);
      await db.updateTable('users').set({ status: 'deactivated' }).where('id', '=', trainer.id).execute();
      expect(await canReview(db, client.id, trainer.id)).toBe(false);
      await expect(writeReview(db, client.id, trainer.id, review(5))).rejects.toEqual(
        refused('forbidden', 'reviews_error_trainer_inactive'),
      );
      // A client is no trainer; an unknown id is no one.
      for (const id of [client.id, '00000000-0000-4000-8000-000000000000']) {
        await expect(writeReview(db, client.id, id, review(5))).rejects.toEqual(
          refused('not_found', 'error_not_found'),
        );
      }
      await expectRating(db, trainer.id, []);
    });

    it('lets a client whose coaching ended review the trainer', async () => {
      const db = on(name);
      const trainer = await newUser(db, 'trainer');
      const client = await connectedClient(db, trainer.id, { ended: true });
      expect(await canReview(db, client.id, trainer.id)).toBe(true);
      expect((await writeReview(db, client.id, trainer.id, review(5))).rating).toBe(5);
      await expectRating(db, trainer.id, [5]);
    });

    it('takes one reply, by the reviewed trainer only', async () => {
      const db = on(name);
      const trainer = await newUser(db, 'trainer');
      const other = await newUser(db, 'trainer');
      const client = await connectedClient(db, trainer.id);
      const written = await writeReview(db, client.id, trainer.id, review(5));
      await expect(replyToReview(db, other.id, written.id, 'Not mine.')).rejects.toEqual(
        refused('not_found', 'error_not_found'),
      );
      const replied = await replyToReview(db, trainer.id, written.id, 'Thank you!');
      expect(replied.reply).toEqual({ body: 'Thank you!', at: expect.any(String) });
      await expect(replyToReview(db, trainer.id, written.id, 'Again.')).rejects.toEqual(
        refused('conflict', 'reviews_error_already_replied'),
      );
      // Editing the review keeps the reply; replying changes no rating.
      const edited = await writeReview(db, client.id, trainer.id, review(4));
      expect(edited.reply).toEqual(replied.reply);
      await expectRating(db, trainer.id, [4]);
    });

    it('keeps the average and count exact through concurrent writes and edits of different clients', async () => {
      const db = on(name);
      const trainer = await newUser(db, 'trainer');
      const ratings = [5, 4, 4, 3, 5, 2, 1, 5];
      const clients = await Promise.all(ratings.map(() => connectedClient(db, trainer.id)));
      await Promise.all(clients.map((client, i) => writeReview(db, client.id, trainer.id, review(ratings[i]!))));
      await expectRating(db, trainer.id, ratings);

      const edits = [1, 1, 2, 5];
      await Promise.all(
        edits.map((rating, i) => writeReview(db, clients[i]!.id, trainer.id, review(rating, `Edit ${i}`))),
      );
      const now = [...edits, ...ratings.slice(edits.length)];
      await expectRating(db, trainer.id, now);
      expect((await reviewsOf(db, trainer.id, { limit: 50 })).items).toHaveLength(ratings.length);
    });

    it('pages newest first by creation, and hides the reviews of deleted clients', async () => {
      const db = on(name);
      const trainer = await newUser(db, 'trainer');
      const clients = [];
      for (const [i, first] of ['Ana', 'Ben', 'Cvijeta'].entries()) {
        const client = await connectedClient(db, trainer.id, { first });
        await writeReview(db, client.id, trainer.id, review(i + 3));
        clients.push(client);
      }
      // An edit moves nothing: the order is by when the review was first written.
      await writeReview(db, clients[0]!.id, trainer.id, review(3, 'Edited later.'));
      const first = await reviewsOf(db, trainer.id, { limit: 2 });
      expect(first.items.map((item) => item.authorName)).toEqual(['Cvijeta B.', 'Ben B.']);
      expect(first.next).toBe(first.items[1]!.id);
      const second = await reviewsOf(db, trainer.id, { limit: 2, before: first.next! });
      expect(second).toEqual({ items: [expect.objectContaining({ authorName: 'Ana B.' })], next: null });
      await expect(
        reviewsOf(db, trainer.id, { limit: 2, before: '00000000-0000-4000-8000-000000000000' }),
      ).rejects.toEqual(refused('not_found', 'error_not_found'));
      await expectRating(db, trainer.id, [3, 4, 5]);

      const gone = clients[1]!;
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({ status: 'deleted', deleted_at: new Date() })
          .where('id', '=', gone.id)
          .execute();
        await refreshRatingsReviewedBy(trx, gone.id);
      });
      const shown = await reviewsOf(db, trainer.id, { limit: 10 });
      expect(shown.items.map((item) => item.authorName)).toEqual(['Cvijeta B.', 'Ana B.']);
      expect(await ownReviewOf(db, gone.id, trainer.id)).toBeNull();
      await expectRating(db, trainer.id, [3, 5]);
      // A later write by someone else still leaves the deleted client's review out.
      await writeReview(db, clients[2]!.id, trainer.id, review(4));
      await expectRating(db, trainer.id, [3, 4]);
    });

    it('lists a trainer only while active with a public profile (the marketplace rule)', async () => {
      const db = on(name);
      const trainer = await newUser(db, 'trainer');
      expect(await isListedTrainer(db, trainer.id)).toBe(false);
      await db
        .updateTable('trainer_profiles')
        .set({
          slug: `listed-${trainer.id.slice(0, 8)}`,
          first_name: 'Lejla',
          last_name: 'Kurt',
          short_description: 'Strength for beginners.',
        })
        .where('user_id', '=', trainer.id)
        .execute();
      expect(await isListedTrainer(db, trainer.id)).toBe(false);
      await db.insertInto('trainer_specialties').values({ trainer_id: trainer.id, specialty: 'strength' }).execute();
      expect(await isListedTrainer(db, trainer.id)).toBe(true);
      await db.updateTable('users').set({ status: 'deactivated' }).where('id', '=', trainer.id).execute();
      expect(await isListedTrainer(db, trainer.id)).toBe(false);
      const client = await newUser(db, 'client');
      expect(await isListedTrainer(db, client.id)).toBe(false);
    });
  });
