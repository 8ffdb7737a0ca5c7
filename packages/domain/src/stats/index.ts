/**
 * The stats contract: each role's three headline figures (SPEC §7), as their endpoints answer
 * them and as the More menu shows them, with the zeros shown before they load, offline or after
 * a failure (SPEC §8).
 */
import { z } from 'zod';
import type { Role } from '../options.ts';

export const statsLimits = {
  /** The trainer's client count is given up after this long (SPEC §9). */
  timeoutMs: 12_000,
} as const;

/** GET /api/progress/dashboard: a client's goals, workouts this month and average rating. */
export interface ClientProgress {
  goalsCompleted: number;
  totalGoals: number;
  workoutsThisMonth: number;
  averageRating: number;
}

/** GET /api/users/trainer/stats: a trainer's completed sessions and the average rating clients gave. */
export interface TrainerStats {
  totalSessions: number;
  averageRating: number;
}

/** GET /api/coaching-requests/count?role=trainer: a trainer's active clients and requests waiting. */
export interface TrainerRequestCounts {
  clients: number;
  pending: number;
}

/** GET /api/admin/stats: active users, open coaching requests, verifications to review. */
export interface AdminStats {
  activeUsers: number;
  openRequests: number;
  pendingVerifications: number;
}

/**
 * `?role=trainer` of GET /api/coaching-requests/count (SPEC §7). Marked pure (zod's `object` and
 * `enum` are not): the shell's islands use this module's figures, and an unused schema left in
 * would bring all of zod into every signed-in page.
 */
export const requestCountQuerySchema = /* @__PURE__ */ z.object({
  role: /* @__PURE__ */ z.enum(['trainer'], { error: 'validation_invalid' }),
});

export type StatFormat = 'integer' | 'rating' | 'percent';

/** Each role's figures in display order; a figure's label is the message `stat_<key>`. */
export const roleStats = {
  client: [
    { key: 'goals_completed', format: 'integer' },
    { key: 'workouts_this_month', format: 'integer' },
    { key: 'average_rating', format: 'rating' },
  ],
  trainer: [
    { key: 'clients', format: 'integer' },
    { key: 'total_sessions', format: 'integer' },
    { key: 'average_rating', format: 'rating' },
  ],
  admin: [
    { key: 'active_users', format: 'integer' },
    { key: 'open_requests', format: 'integer' },
    { key: 'pending_verifications', format: 'integer' },
  ],
} as const satisfies Record<Role, ReadonlyArray<{ key: string; format: StatFormat }>>;

export type StatKey = (typeof roleStats)[Role][number]['key'];

/** The figures as the More menu shows them (serialisable; island props). */
export interface ShellStats {
  /** Three figures per role, in display order; labels are `stat_<key>` messages. */
  items: Array<{ key: StatKey; value: number; format?: StatFormat }>;
}

/** A role's figures from their values; a figure without one shows 0 (SPEC §8). */
export function shellStats(role: Role, values: Partial<Record<StatKey, number>> = {}): ShellStats {
  return { items: roleStats[role].map(({ key, format }) => ({ key, value: values[key] ?? 0, format })) };
}

/** The figures shown before they load, offline, or when loading fails (SPEC §8: 0). */
export function zeroStats(role: Role): ShellStats {
  return shellStats(role);
}
