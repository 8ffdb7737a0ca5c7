import {
  shellStats,
  statsLimits,
  zeroStats,
  type AdminStats,
  type ClientProgress,
  type Role,
  type ShellStats,
  type TrainerRequestCounts,
  type TrainerStats,
} from '@spotter/domain';
import { getJson } from './api.ts';

/** The answer of a figures call, or null when it failed (only logged: the figure shows 0, SPEC §8). */
async function settle<T>(promise: Promise<T>): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    console.error('Could not load dashboard figures', error);
    return null;
  }
}

/** The three figures of a role's menu, from the endpoints of SPEC §7. */
export async function loadStats(role: Role): Promise<ShellStats> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return zeroStats(role);
  if (role === 'client') {
    const progress = await settle(getJson<ClientProgress>('/api/progress/dashboard'));
    return shellStats('client', {
      goals_completed: progress?.goalsCompleted,
      workouts_this_month: progress?.workoutsThisMonth,
      average_rating: progress?.averageRating,
    });
  }
  if (role === 'trainer') {
    const [counts, stats] = await Promise.all([
      settle(
        getJson<TrainerRequestCounts>('/api/coaching-requests/count?role=trainer', {
          timeoutMs: statsLimits.timeoutMs,
        }),
      ),
      settle(getJson<TrainerStats>('/api/users/trainer/stats')),
    ]);
    return shellStats('trainer', {
      clients: counts?.clients,
      total_sessions: stats?.totalSessions,
      average_rating: stats?.averageRating,
    });
  }
  const figures = await settle(getJson<AdminStats>('/api/admin/stats'));
  return shellStats('admin', {
    active_users: figures?.activeUsers,
    open_requests: figures?.openRequests,
    pending_verifications: figures?.pendingVerifications,
  });
}
