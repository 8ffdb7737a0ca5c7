import { limits, type Role, type ShellStats } from '@spotter/domain';
import { getJson } from './api.ts';

/** The figures shown before they load, offline, or when loading fails (SPEC §8: 0). */
export function zeroStats(role: Role): ShellStats {
  if (role === 'client') {
    return {
      items: [
        { key: 'goals_completed', value: 0 },
        { key: 'workouts_this_month', value: 0 },
        { key: 'average_rating', value: 0, format: 'rating' },
      ],
    };
  }
  if (role === 'trainer') {
    return {
      items: [
        { key: 'clients', value: 0 },
        { key: 'total_sessions', value: 0 },
        { key: 'average_rating', value: 0, format: 'rating' },
      ],
    };
  }
  return {
    items: [
      { key: 'active_users', value: 0 },
      { key: 'open_requests', value: 0 },
      { key: 'pending_verifications', value: 0 },
    ],
  };
}

async function settle<T>(promise: Promise<T>): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    console.error('Could not load dashboard figures', error);
    return null;
  }
}

/** The three figures of a role's menu (SPEC §7); a failed call is only logged and shows 0 (SPEC §8). */
export async function loadStats(role: Role): Promise<ShellStats> {
  const zero = zeroStats(role);
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return zero;
  if (role === 'client') {
    const data = await settle(
      getJson<{ goalsCompleted: number; workoutsThisMonth: number; averageRating: number }>('/api/progress/dashboard'),
    );
    if (!data) return zero;
    return {
      items: [
        { key: 'goals_completed', value: data.goalsCompleted },
        { key: 'workouts_this_month', value: data.workoutsThisMonth },
        { key: 'average_rating', value: data.averageRating, format: 'rating' },
      ],
    };
  }
  if (role === 'trainer') {
    const [count, stats] = await Promise.all([
      settle(
        getJson<{ clients: number }>('/api/coaching-requests/count?role=trainer', { timeoutMs: limits.statsTimeoutMs }),
      ),
      settle(getJson<{ totalSessions: number; averageRating: number }>('/api/users/trainer/stats')),
    ]);
    return {
      items: [
        { key: 'clients', value: count?.clients ?? 0 },
        { key: 'total_sessions', value: stats?.totalSessions ?? 0 },
        { key: 'average_rating', value: stats?.averageRating ?? 0, format: 'rating' },
      ],
    };
  }
  const data = await settle(
    getJson<{ activeUsers: number; openRequests: number; pendingVerifications: number }>('/api/admin/stats'),
  );
  if (!data) return zero;
  return {
    items: [
      { key: 'active_users', value: data.activeUsers },
      { key: 'open_requests', value: data.openRequests },
      { key: 'pending_verifications', value: data.pendingVerifications },
    ],
  };
}
