import type { Role, ShellStats } from '@spotter/domain';
import type { DB } from '../db/index.ts';
import { adminStats, clientProgress, trainerRequestCounts, trainerStats } from './stats.ts';

/** The role's three headline figures, computed on the server for the overview page. */
export async function overviewStats(db: DB, user: { id: string; role: Role }): Promise<ShellStats> {
  if (user.role === 'client') {
    const p = await clientProgress(db, user.id);
    return {
      items: [
        { key: 'goals_completed', value: p.goalsCompleted },
        { key: 'workouts_this_month', value: p.workoutsThisMonth },
        { key: 'average_rating', value: p.averageRating, format: 'rating' },
      ],
    };
  }
  if (user.role === 'trainer') {
    const [counts, stats] = await Promise.all([trainerRequestCounts(db, user.id), trainerStats(db, user.id)]);
    return {
      items: [
        { key: 'clients', value: counts.clients },
        { key: 'total_sessions', value: stats.totalSessions },
        { key: 'average_rating', value: stats.averageRating, format: 'rating' },
      ],
    };
  }
  const a = await adminStats(db);
  return {
    items: [
      { key: 'active_users', value: a.activeUsers },
      { key: 'open_requests', value: a.openRequests },
      { key: 'pending_verifications', value: a.pendingVerifications },
    ],
  };
}
