import type { DB } from './index.ts';
import { recomputeTrainerRating } from '../repos/reviews.ts';

interface DemoReview {
  /** The client who wrote it; their trainer (seed-data `trainer`) is the one reviewed. */
  client: string;
  rating: number;
  body: string;
  daysAgo: number;
  reply?: { body: string; daysAgo: number };
}

/** What the demo clients wrote about their trainers, and the trainers' replies. */
const demoReviews: DemoReview[] = [
  {
    client: 'adna.begic@spotter.test',
    rating: 5,
    body: 'Amra rebuilt my squat from the ground up. Three months in I lift more than I ever have, and my knees no longer ache after a session.\n\nShe plans around my office hours, which is the only reason I kept going.',
    daysAgo: 21,
    reply: { body: 'Thank you, Adna! Your consistency did most of the work. On to the next goal.', daysAgo: 20 },
  },
  {
    client: 'tomislav.kralj@spotter.test',
    rating: 5,
    body: 'Finished my first half Ironman in 5:41 <3 The plan adapted every week to my shifts, and Luka answered every question within a day.',
    daysAgo: 34,
    reply: { body: 'Hvala, Tomislav! See you at the start line next season.', daysAgo: 33 },
  },
  {
    client: 'maja.zupan@spotter.test',
    rating: 4,
    body: 'Calm, precise and patient. My back feels better than it has in years. I would love a few more evening slots.',
    daysAgo: 12,
  },
  {
    client: 'stefan.ilic@spotter.test',
    rating: 4,
    body: 'Hard sessions, clear feedback. I lost 9 kg and kept it off. Sometimes the plan arrived late on Sunday night.',
    daysAgo: 48,
    reply: { body: 'Fair point, Stefan: plans now go out by Saturday noon.', daysAgo: 47 },
  },
  {
    client: 'petra.maric@spotter.test',
    rating: 5,
    body: 'After my shoulder operation I was afraid of any weight. Emina took it step by step and talked to my physiotherapist. I train without fear again.',
    daysAgo: 8,
  },
  {
    client: 'haris.mehmedovic@spotter.test',
    rating: 4,
    body: 'Very knowledgeable about knee rehab. Sessions are sometimes moved at short notice, but she always offers another time.',
    daysAgo: 63,
  },
  {
    client: 'milica.pavlovic@spotter.test',
    rating: 5,
    body: 'I could barely swim a length when I started. Now I swim 1500 m freestyle twice a week. Nikola explains technique so that it finally makes sense.',
    daysAgo: 17,
    reply: { body: 'Bravo, Milica! Your turns are next.', daysAgo: 16 },
  },
];

/**
 * The demo clients' reviews of the trainers they are connected to, with the trainers' averages
 * and counts written as a review write does. Runs once (skipped when a demo review exists).
 */
export async function seedReviews(db: DB): Promise<boolean> {
  const existing = await db
    .selectFrom('trainer_reviews')
    .innerJoin('users', 'users.id', 'trainer_reviews.client_id')
    .select('trainer_reviews.id')
    .where('users.email', 'like', '%@spotter.test')
    .limit(1)
    .executeTakeFirst();
  if (existing) return false;
  const pairs = await db
    .selectFrom('trainer_clients as tc')
    .innerJoin('users as c', 'c.id', 'tc.client_id')
    .select(['tc.trainer_id', 'tc.client_id', 'c.email'])
    .where(
      'c.email',
      'in',
      demoReviews.map((review) => review.client),
    )
    .where('tc.trainer_id', 'is not', null)
    .execute();
  const pairOf = new Map(pairs.map((pair) => [pair.email, pair]));
  const now = Date.now();
  const day = 86_400_000;
  const rows = demoReviews.flatMap((review) => {
    const pair = pairOf.get(review.client);
    if (!pair?.trainer_id) return [];
    const createdAt = new Date(now - review.daysAgo * day);
    return [
      {
        trainer_id: pair.trainer_id,
        client_id: pair.client_id,
        rating: review.rating,
        body: review.body,
        reply: review.reply?.body ?? null,
        replied_at: review.reply ? new Date(now - review.reply.daysAgo * day) : null,
        created_at: createdAt,
        updated_at: createdAt,
      },
    ];
  });
  if (!rows.length) return false;
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('trainer_reviews').values(rows).execute();
    for (const trainerId of new Set(rows.map((row) => row.trainer_id))) await recomputeTrainerRating(trx, trainerId);
  });
  return true;
}
