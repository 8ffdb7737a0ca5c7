import { sql } from 'kysely';
import { navHref, type Role } from '@spotter/domain';
import type { DB } from '../db/index.ts';
import { tookPlace } from './sessions.ts';
import { adminStats, round1, startOfMonth } from './stats.ts';

/** Which figure a card shows; its texts are the messages `overview_<id>_label|detail|empty`. */
export type OverviewFigureId =
  | 'goals'
  | 'workouts'
  | 'client_rating'
  | 'clients'
  | 'sessions'
  | 'trainer_rating'
  | 'active_users'
  | 'open_requests'
  | 'verifications';

/** What to do next when a figure is empty; its text is the message `overview_next_<id>`. */
export type OverviewNextId =
  | 'set_goal'
  | 'find_coach'
  | 'plan_training'
  | 'rate_trainings'
  | 'invite_clients'
  | 'answer_requests'
  | 'plan_session';

export interface OverviewFigure {
  id: OverviewFigureId;
  /** The figure; null when there is nothing to average yet (no ratings). */
  value: number | null;
  format?: 'rating';
  /** For goals: how many were set, which the figure is counted out of. */
  total?: number;
  /** The page with the details behind the figure. */
  href: string;
  /** True when there is nothing to count yet; the card then says so. */
  empty: boolean;
  /** The step that fills an empty figure; null when nothing is needed (nothing waiting is good news). */
  next: { id: OverviewNextId; href: string; count?: number } | null;
}

/** A person's completed sessions as one row: how many, how many rated, their average, this month's. */
function completedSessionsOf(db: DB, column: 'client_id' | 'trainer_id', id: string) {
  return db
    .selectFrom('training_sessions')
    .select([
      sql<number>`count(*)::int`.as('completed'),
      sql<number>`count(rating)::int`.as('rated'),
      sql<number | string | null>`avg(rating)`.as('rating'),
      sql<number>`count(*) filter (where starts_at >= ${startOfMonth()})::int`.as('thisMonth'),
    ])
    .where(column, '=', id)
    .where(tookPlace);
}

/** The figures behind a client's overview, in one query. */
async function clientFigures(db: DB, clientId: string) {
  return db
    .selectFrom([
      db
        .selectFrom('client_goals')
        .select([sql<number>`count(*)::int`.as('total'), sql<number>`count(completed_at)::int`.as('done')])
        .where('client_id', '=', clientId)
        .as('goals'),
      completedSessionsOf(db, 'client_id', clientId).as('sessions'),
    ])
    .selectAll(['goals', 'sessions'])
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('trainer_clients')
            .select('id')
            .where('client_id', '=', clientId)
            .where('trainer_id', 'is not', null)
            .where('ended_at', 'is', null),
        )
        .as('coached'),
    )
    .executeTakeFirstOrThrow();
}

/** The figures behind a trainer's overview, in one query. */
async function trainerFigures(db: DB, trainerId: string) {
  return db
    .selectFrom(completedSessionsOf(db, 'trainer_id', trainerId).as('sessions'))
    .selectAll('sessions')
    .select((eb) => [
      eb
        .selectFrom('trainer_profiles')
        .select('rating')
        .where('user_id', '=', trainerId)
        .$asScalar()
        .as('review_rating'),
      eb
        .selectFrom('trainer_profiles')
        .select('rating_count')
        .where('user_id', '=', trainerId)
        .$asScalar()
        .as('review_count'),
      eb
        .selectFrom('trainer_clients')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('trainer_id', '=', trainerId)
        .where('ended_at', 'is', null)
        .$asScalar()
        .$notNull()
        .as('clients'),
      eb
        .selectFrom('coaching_requests')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('trainer_id', '=', trainerId)
        .where('status', '=', 'pending')
        .$asScalar()
        .$notNull()
        .as('pending'),
    ])
    .executeTakeFirstOrThrow();
}

/** The role's three headline figures for its overview page, each with its page and next step. */
export async function overviewFigures(db: DB, user: { id: string; role: Role }): Promise<OverviewFigure[]> {
  if (user.role === 'client') {
    const { total, done, thisMonth, rating, completed, rated, coached } = await clientFigures(db, user.id);
    const progress = {
      goalsCompleted: done,
      totalGoals: total,
      workoutsThisMonth: thisMonth,
      averageRating: round1(rating),
    };
    const sessions = { completed, rated };
    const trainings = navHref('client', 'trainings');
    return [
      {
        id: 'goals',
        value: progress.goalsCompleted,
        total: progress.totalGoals,
        href: navHref('client', 'progress'),
        empty: progress.totalGoals === 0,
        next: progress.totalGoals === 0 ? { id: 'set_goal', href: navHref('client', 'progress') } : null,
      },
      {
        id: 'workouts',
        value: progress.workoutsThisMonth,
        href: trainings,
        empty: progress.workoutsThisMonth === 0,
        next:
          progress.workoutsThisMonth > 0
            ? null
            : coached
              ? { id: 'plan_training', href: navHref('client', 'upcoming_trainings') }
              : { id: 'find_coach', href: '/trainers' },
      },
      {
        id: 'client_rating',
        value: sessions.rated > 0 ? progress.averageRating : null,
        format: 'rating',
        href: trainings,
        empty: sessions.rated === 0,
        // Only completed sessions can be rated; without any, the workouts card shows the step.
        next: sessions.rated === 0 && sessions.completed > 0 ? { id: 'rate_trainings', href: trainings } : null,
      },
    ];
  }
  if (user.role === 'trainer') {
    const figures = await trainerFigures(db, user.id);
    const counts = { clients: figures.clients, pending: figures.pending };
    const stats = { totalSessions: figures.completed };
    const average = figures.review_rating;
    const reviews = { average: average === null ? null : Number(average), count: figures.review_count ?? 0 };
    const findClients =
      counts.pending > 0
        ? { id: 'answer_requests' as const, href: navHref('trainer', 'new_clients'), count: counts.pending }
        : { id: 'invite_clients' as const, href: navHref('trainer', 'invite_clients') };
    return [
      {
        id: 'clients',
        value: counts.clients,
        href: navHref('trainer', 'clients'),
        empty: counts.clients === 0,
        next: counts.clients === 0 ? findClients : null,
      },
      {
        id: 'sessions',
        value: stats.totalSessions,
        href: navHref('trainer', 'upcoming_trainings'),
        empty: stats.totalSessions === 0,
        // Without clients the clients card already offers the step that comes first.
        next:
          stats.totalSessions === 0 && counts.clients > 0
            ? { id: 'plan_session', href: navHref('trainer', 'upcoming_trainings') }
            : null,
      },
      {
        id: 'trainer_rating',
        value: reviews.count > 0 ? reviews.average : null,
        format: 'rating',
        total: reviews.count,
        // The reviews, with their reply forms, are on this overview below the figures.
        href: `${navHref('trainer', 'overview')}#reviews`,
        empty: reviews.count === 0,
        // Reviews come from clients; the clients card already offers the step that brings them.
        next: null,
      },
    ];
  }
  const stats = await adminStats(db);
  return [
    {
      id: 'active_users',
      value: stats.activeUsers,
      href: navHref('admin', 'users'),
      empty: false,
      next: null,
    },
    {
      id: 'open_requests',
      value: stats.openRequests,
      href: navHref('admin', 'coaching_requests'),
      empty: stats.openRequests === 0,
      next: null,
    },
    {
      id: 'verifications',
      value: stats.pendingVerifications,
      href: navHref('admin', 'verifications'),
      empty: stats.pendingVerifications === 0,
      next: null,
    },
  ];
}
