import { sql } from 'kysely';
import {
  reviewAuthorName,
  tidyName,
  type ReviewListQuery,
  type ReviewWrite,
  type TrainerRating,
  type TrainerReview,
  type TrainerReviewPage,
} from '@spotter/domain';
import { inTransaction, type DB } from '../db/index.ts';
import { DomainError } from '../errors.ts';

const notFound = () => new DomainError('not_found', 'error_not_found');

const iso = (value: Date | string) => new Date(value).toISOString();

/** Reviews with their author's names; a deleted client's review is not shown (nor counted). */
function reviewsQuery(db: DB) {
  return db
    .selectFrom('trainer_reviews as r')
    .innerJoin('users as u', 'u.id', 'r.client_id')
    .leftJoin('client_profiles as cp', 'cp.user_id', 'r.client_id')
    .select([
      'r.id',
      'r.trainer_id',
      'r.rating',
      'r.body',
      'r.reply',
      'r.replied_at',
      'r.created_at',
      'r.updated_at',
      'cp.first_name',
      'cp.last_name',
    ])
    .where('u.status', '<>', 'deleted');
}

type ReviewRow = Awaited<ReturnType<ReturnType<typeof reviewsQuery>['executeTakeFirstOrThrow']>>;

function toReview(row: ReviewRow): TrainerReview {
  return {
    id: row.id,
    rating: row.rating,
    body: row.body,
    authorName: reviewAuthorName(tidyName(row.first_name), tidyName(row.last_name)),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    reply: row.reply !== null && row.replied_at !== null ? { body: row.reply, at: iso(row.replied_at) } : null,
  };
}

/** Whether the account is a trainer and active ('missing' when there is no such trainer at all). */
async function trainerState(db: DB, trainerId: string): Promise<'active' | 'inactive' | 'missing'> {
  const row = await db
    .selectFrom('users')
    .innerJoin('trainer_profiles as tp', 'tp.user_id', 'users.id')
    .select('users.status')
    .where('users.id', '=', trainerId)
    .where('users.role', '=', 'trainer')
    .executeTakeFirst();
  if (!row || row.status === 'deleted') return 'missing';
  return row.status === 'active' ? 'active' : 'inactive';
}

/** A connection between the two exists, current or ended. */
async function wereConnected(db: DB, clientId: string, trainerId: string): Promise<boolean> {
  const row = await db
    .selectFrom('trainer_clients')
    .select('id')
    .where('client_id', '=', clientId)
    .where('trainer_id', '=', trainerId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Holds the trainer's profile row until the transaction ends, so two review writes recompute one after the other. */
async function lockTrainerRating(db: DB, trainerId: string): Promise<void> {
  await db.selectFrom('trainer_profiles').select('user_id').where('user_id', '=', trainerId).forUpdate().execute();
}

/**
 * Writes the trainer's average (rounded to two places) and count from the reviews that are shown.
 * Call inside the transaction that changed the reviews: the profile row stays locked until it
 * ends, and the averaging statement runs after the lock, so it sees every write committed before.
 */
export async function recomputeTrainerRating(db: DB, trainerId: string): Promise<TrainerRating> {
  await lockTrainerRating(db, trainerId);
  const row = await db
    .updateTable('trainer_profiles as tp')
    .set((eb) => ({
      rating: eb
        .selectFrom('trainer_reviews as r')
        .innerJoin('users as u', 'u.id', 'r.client_id')
        .select(sql<number | null>`round(avg(r.rating), 2)`.as('average'))
        .where('r.trainer_id', '=', trainerId)
        .where('u.status', '<>', 'deleted')
        .$asScalar(),
      rating_count: eb
        .selectFrom('trainer_reviews as r')
        .innerJoin('users as u', 'u.id', 'r.client_id')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('r.trainer_id', '=', trainerId)
        .where('u.status', '<>', 'deleted')
        .$asScalar()
        .$notNull(),
    }))
    .where('tp.user_id', '=', trainerId)
    .returning(['tp.rating', 'tp.rating_count'])
    .executeTakeFirst();
  return { average: row?.rating ?? null, count: row?.rating_count ?? 0 };
}

/**
 * The signed-in client's one review of a trainer, created or replaced (the trainer's reply stays).
 * Allowed when the two are or were connected and the trainer is active; the trainer's average and
 * count are written in the same transaction. 404 for no such trainer, 403 otherwise.
 */
export async function writeReview(
  db: DB,
  clientId: string,
  trainerId: string,
  input: ReviewWrite,
): Promise<TrainerReview> {
  const id = await inTransaction(db, async (trx) => {
    const state = await trainerState(trx, trainerId);
    if (state === 'missing') throw notFound();
    if (state === 'inactive') throw new DomainError('forbidden', 'reviews_error_trainer_inactive');
    if (!(await wereConnected(trx, clientId, trainerId))) {
      throw new DomainError('forbidden', 'reviews_error_not_connected');
    }
    // Taken before the upsert, so writes to one trainer queue here rather than part way through.
    await lockTrainerRating(trx, trainerId);
    const row = await trx
      .insertInto('trainer_reviews')
      .values({ trainer_id: trainerId, client_id: clientId, rating: input.rating, body: input.body })
      .onConflict((oc) =>
        oc
          .columns(['trainer_id', 'client_id'])
          .doUpdateSet({ rating: input.rating, body: input.body, updated_at: sql`now()` }),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    await recomputeTrainerRating(trx, trainerId);
    return row.id;
  });
  const review = await reviewsQuery(db).where('r.id', '=', id).executeTakeFirst();
  if (!review) throw notFound();
  return toReview(review);
}

/**
 * The reviewed trainer's one reply to a review: 404 when the review is not theirs (or hidden),
 * 409 when it has a reply already. A reply changes no rating.
 */
export async function replyToReview(
  db: DB,
  trainerId: string,
  reviewId: string,
  reply: string,
): Promise<TrainerReview> {
  await inTransaction(db, async (trx) => {
    const review = await trx
      .selectFrom('trainer_reviews as r')
      .innerJoin('users as u', 'u.id', 'r.client_id')
      .select(['r.id', 'r.reply'])
      .where('r.id', '=', reviewId)
      .where('r.trainer_id', '=', trainerId)
      .where('u.status', '<>', 'deleted')
      .forUpdate('r')
      .executeTakeFirst();
    if (!review) throw notFound();
    if (review.reply !== null) throw new DomainError('conflict', 'reviews_error_already_replied');
    await trx
      .updateTable('trainer_reviews')
      .set({ reply, replied_at: new Date() })
      .where('id', '=', reviewId)
      .execute();
  });
  const row = await reviewsQuery(db).where('r.id', '=', reviewId).executeTakeFirstOrThrow();
  return toReview(row);
}

/** One page of a trainer's shown reviews, newest first; `before` is the previous page's last id (404 when it is not one of theirs). */
export async function reviewsOf(db: DB, trainerId: string, query: ReviewListQuery): Promise<TrainerReviewPage> {
  let page = reviewsQuery(db)
    .where('r.trainer_id', '=', trainerId)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(query.limit + 1);
  if (query.before) {
    const before = await db
      .selectFrom('trainer_reviews')
      .select(['created_at', 'id'])
      .where('id', '=', query.before)
      .where('trainer_id', '=', trainerId)
      .executeTakeFirst();
    if (!before) throw notFound();
    page = page.where((eb) =>
      eb.or([
        eb('r.created_at', '<', before.created_at),
        eb.and([eb('r.created_at', '=', before.created_at), eb('r.id', '<', before.id)]),
      ]),
    );
  }
  const rows = await page.execute();
  const items = rows.slice(0, query.limit).map(toReview);
  return { items, next: rows.length > query.limit ? items.at(-1)!.id : null };
}

/** The client's own review of the trainer (for the edit form), or null. */
export async function ownReviewOf(db: DB, clientId: string, trainerId: string): Promise<TrainerReview | null> {
  const row = await reviewsQuery(db)
    .where('r.client_id', '=', clientId)
    .where('r.trainer_id', '=', trainerId)
    .executeTakeFirst();
  return row ? toReview(row) : null;
}

/** Whether the client may write (or edit) a review of the trainer: an active trainer they are or were coached by. */
export async function canReview(db: DB, clientId: string, trainerId: string): Promise<boolean> {
  const row = await db
    .selectFrom('trainer_clients as tc')
    .innerJoin('users as t', 't.id', 'tc.trainer_id')
    .innerJoin('users as c', 'c.id', 'tc.client_id')
    .select('tc.id')
    .where('tc.client_id', '=', clientId)
    .where('tc.trainer_id', '=', trainerId)
    .where('t.role', '=', 'trainer')
    .where('t.status', '=', 'active')
    .where('c.role', '=', 'client')
    .where('c.status', '=', 'active')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The trainer's average and count as stored (the reviews' own, kept with each write). */
export async function trainerRatingOf(db: DB, trainerId: string): Promise<TrainerRating> {
  const row = await db
    .selectFrom('trainer_profiles')
    .select(['rating', 'rating_count'])
    .where('user_id', '=', trainerId)
    .executeTakeFirst();
  return { average: row?.rating ?? null, count: row?.rating_count ?? 0 };
}

/** A trainer whose public pages are shown: an active trainer account with a public address. */
export async function isListedTrainer(db: DB, trainerId: string): Promise<boolean> {
  const row = await db
    .selectFrom('marketplace_entries')
    .select('trainer_id')
    .where('trainer_id', '=', trainerId)
    .where('listed', '=', true)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Recomputes the rating of every trainer the client reviewed; call in the transaction that deletes
 * (or marks deleted) the client's account, so their reviews leave the averages with them.
 */
export async function refreshRatingsReviewedBy(db: DB, clientId: string): Promise<void> {
  await inTransaction(db, async (trx) => {
    const trainers = await trx
      .selectFrom('trainer_reviews')
      .select('trainer_id')
      .where('client_id', '=', clientId)
      .orderBy('trainer_id')
      .execute();
    // Locked in id order, so two of these cannot wait on each other.
    for (const { trainer_id } of trainers) await recomputeTrainerRating(trx, trainer_id);
  });
}
