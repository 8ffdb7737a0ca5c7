import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import type { AdminStats, ClientProgress, Role, TrainerRequestCounts, TrainerStats } from '@spotter/domain';
import type { DB } from '../db/index.ts';
import { tookPlace } from './sessions.ts';
import type { Database } from '../db/schema.ts';

/** The first instant of this month (UTC). */
export function startOfMonth(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/** A figure to one decimal; none (no ratings yet) is 0. */
export const round1 = (value: number | string | null | undefined) =>
  value === null || value === undefined ? 0 : Math.round(Number(value) * 10) / 10;

/** A client's figures (the stats contract's ClientProgress). */
export async function clientProgress(db: DB, clientId: string): Promise<ClientProgress> {
  const [goals, sessions] = await Promise.all([
    db
      .selectFrom('client_goals')
      .select([sql<number>`count(*)::int`.as('total'), sql<number>`count(completed_at)::int`.as('completed')])
      .where('client_id', '=', clientId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('training_sessions')
      .select([
        sql<number>`count(*) filter (where starts_at >= ${startOfMonth()})::int`.as('thisMonth'),
        sql<string | null>`avg(rating)`.as('rating'),
      ])
      .where('client_id', '=', clientId)
      .where(tookPlace)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    goalsCompleted: goals.completed,
    totalGoals: goals.total,
    workoutsThisMonth: sessions.thisMonth,
    averageRating: round1(sessions.rating),
  };
}

/**
 * A trainer's completed sessions and average rating (TrainerStats): the average of their reviews
 * as stored on the profile with each review (0 without any, SPEC §8), the one the marketplace shows.
 */
export async function trainerStats(db: DB, trainerId: string): Promise<TrainerStats> {
  const row = await db
    .selectFrom('trainer_profiles as tp')
    .select((eb) => [
      eb
        .selectFrom('training_sessions')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('trainer_id', '=', trainerId)
        .where(tookPlace)
        .$asScalar()
        .$notNull()
        .as('total'),
      'tp.rating',
    ])
    .where('tp.user_id', '=', trainerId)
    .executeTakeFirst();
  return { totalSessions: row?.total ?? 0, averageRating: row?.rating ?? 0 };
}

/** A trainer's active clients and waiting requests (TrainerRequestCounts). */
export async function trainerRequestCounts(db: DB, trainerId: string): Promise<TrainerRequestCounts> {
  const [clients, pending] = await Promise.all([
    db
      .selectFrom('trainer_clients')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('trainer_id', '=', trainerId)
      .where('ended_at', 'is', null)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('coaching_requests')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('trainer_id', '=', trainerId)
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow(),
  ]);
  return { clients: clients.n, pending: pending.n };
}

/** The admin's three figures (AdminStats), in one query. */
export async function adminStats(db: DB): Promise<AdminStats> {
  const count = (query: SelectQueryBuilder<Database, keyof Database, object>) =>
    query
      .select(sql<number>`count(*)::int`.as('n'))
      .$asScalar()
      .$notNull();
  const row = await db
    .selectNoFrom([
      count(db.selectFrom('users').where('status', '=', 'active')).as('activeUsers'),
      count(db.selectFrom('coaching_requests').where('status', '=', 'pending')).as('openRequests'),
      count(db.selectFrom('verifications').where('status', '=', 'in_progress')).as('pendingVerifications'),
    ])
    .executeTakeFirstOrThrow();
  return row;
}

/** Unread messages of the `users` row in scope (0 for admins, who have no messages badge), as `messages`. */
export function unreadMessagesOf(eb: ExpressionBuilder<Database, 'users'>, role: Role) {
  if (role === 'admin') return sql<number>`0`.as('messages');
  return eb
    .selectFrom('messages')
    .select(sql<number>`count(*)::int`.as('n'))
    .whereRef('messages.recipient_id', '=', 'users.id')
    .where('messages.read_at', 'is', null)
    .$asScalar()
    .$notNull()
    .as('messages');
}

/** What waits: a trainer's pending requests, every pending request for an admin (0 for clients), as `waiting`. */
export function waitingRequestsOf(eb: ExpressionBuilder<Database, 'users'>, role: Role) {
  if (role === 'client') return sql<number>`0`.as('waiting');
  return eb
    .selectFrom('coaching_requests')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('coaching_requests.status', '=', 'pending')
    .$if(role === 'trainer', (query) => query.whereRef('coaching_requests.trainer_id', '=', 'users.id'))
    .$asScalar()
    .$notNull()
    .as('waiting');
}

/** Badge counts by navigation item id: unread messages, and what waits for a trainer or admin (one query). */
export async function unreadCounts(db: DB, user: { id: string; role: Role }): Promise<Record<string, number>> {
  const { messages, waiting } = await db
    .selectFrom('users')
    .select((eb) => [unreadMessagesOf(eb, user.role), waitingRequestsOf(eb, user.role)])
    .where('users.id', '=', user.id)
    .executeTakeFirstOrThrow();
  if (user.role === 'admin') return { coaching_requests: waiting };
  if (user.role === 'trainer') return { messages, new_clients: waiting };
  return { messages };
}
