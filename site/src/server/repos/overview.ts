import { sql } from 'kysely';
import { navHref, type Role } from '@spotter/domain';
import type { DB } from '../db/index.ts';
import { adminStats, clientProgress, trainerRequestCounts, trainerStats } from './stats.ts';

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

/** Completed sessions, and how many of them carry a rating. */
async function completedSessions(
  db: DB,
  column: 'client_id' | 'trainer_id',
  id: string,
): Promise<{ completed: number; rated: number }> {
  return db
    .selectFrom('training_sessions')
    .select([sql<number>`count(*)::int`.as('completed'), sql<number>`count(rating)::int`.as('rated')])
    .where(column, '=', id)
    .where('status', '=', 'completed')
    .executeTakeFirstOrThrow();
}

async function hasTrainer(db: DB, clientId: string): Promise<boolean> {
  const row = await db
    .selectFrom('trainer_clients')
    .select('id')
    .where('client_id', '=', clientId)
    .where('trainer_id', 'is not', null)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** The role's three headline figures for its overview page, each with its page and next step. */
export async function overviewFigures(db: DB, user: { id: string; role: Role }): Promise<OverviewFigure[]> {
  if (user.role === 'client') {
    const [progress, sessions, coached] = await Promise.all([
      clientProgress(db, user.id),
      completedSessions(db, 'client_id', user.id),
      hasTrainer(db, user.id),
    ]);
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
              : { id: 'find_coach', href: navHref('client', 'trainwithcoach') },
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
    const [counts, stats, sessions] = await Promise.all([
      trainerRequestCounts(db, user.id),
      trainerStats(db, user.id),
      completedSessions(db, 'trainer_id', user.id),
    ]);
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
        value: sessions.rated > 0 ? stats.averageRating : null,
        format: 'rating',
        href: navHref('trainer', 'clients'),
        empty: sessions.rated === 0,
        // Ratings follow completed sessions; the sessions card already offers that step.
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
      href: navHref('admin', 'trainers'),
      empty: stats.pendingVerifications === 0,
      next: null,
    },
  ];
}
