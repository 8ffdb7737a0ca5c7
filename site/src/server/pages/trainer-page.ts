import type {
  ClientGoal,
  CoachingStanding,
  TrainerPublicProfile,
  TrainerReview,
  TrainerReviewPage,
} from '@spotter/domain';
import type { SessionUser } from '../auth/session.ts';
import type { DB } from '../db/index.ts';
import { coachingStanding } from '../repos/coaching.ts';
import { publicTrainerBySlug, viewerOf } from '../repos/marketplace.ts';
import { canReview, ownReviewOf, reviewsOf } from '../repos/reviews.ts';

export type TrainerPageViewer =
  { kind: 'anonymous' } | { kind: 'client'; standing: CoachingStanding } | { kind: 'other' };

export type TrainerPageData =
  | {
      state: 'listed';
      trainer: TrainerPublicProfile;
      reviews: TrainerReviewPage;
      viewer: TrainerPageViewer;
      defaultGoal: ClientGoal | null;
      /** A client who is or was coached by the trainer: their review (null before the first), else undefined. */
      ownReview?: TrainerReview | null;
    }
  | { state: 'gone' }
  | { state: 'unknown' };

/** What a trainer's public page shows to this reader (their standing with the trainer when a client). */
export async function trainerPageData(db: DB, slug: string, user: SessionUser | null): Promise<TrainerPageData> {
  const found = await publicTrainerBySlug(db, slug);
  if (found.state !== 'listed') return found;
  const { trainer } = found;
  const [reviews, searcher] = await Promise.all([reviewsOf(db, trainer.id, { limit: 10 }), viewerOf(db, user)]);
  let viewer: TrainerPageViewer = { kind: 'anonymous' };
  let ownReview: TrainerReview | null | undefined;
  if (user?.role === 'client') {
    viewer = { kind: 'client', standing: await coachingStanding(db, user.id, trainer.id) };
    if (await canReview(db, user.id, trainer.id)) ownReview = await ownReviewOf(db, user.id, trainer.id);
  } else if (user) viewer = { kind: 'other' };
  return { state: 'listed', trainer, reviews, viewer, defaultGoal: searcher?.goals[0] ?? null, ownReview };
}
