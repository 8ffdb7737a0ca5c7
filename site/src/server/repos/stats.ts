import { sql } from 'kysely';
import type { AdminStats, ClientProgress, Role, TrainerRequestCounts, TrainerStats } from '@spotter/domain';
import type { DB } from '../db/index.ts';

function startOfMonth(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

const round1 = (value: number | string | null | undefined) =>
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
      .where('status', '=', 'completed')
      .executeTakeFirstOrThrow(),
  ]);
  return {
    goalsCompleted: goals.completed,
    totalGoals: goals.total,
    workoutsThisMonth: sessions.thisMonth,
    averageRating: round1(sessions.rating),
  };
}

/** A trainer's completed sessions and average rating (TrainerStats). */
export async function trainerStats(db: DB, trainerId: string): Promise<TrainerStats> {
  const row = await db
    .selectFrom('training_sessions')
    .select([sql<number>`count(*)::int`.as('total'), sql<string | null>`avg(rating)`.as('rating')])
    .where('trainer_id', '=', trainerId)
    .where('status', '=', 'completed')
    .executeTakeFirstOrThrow();
  return { totalSessions: row.total, averageRating: round1(row.rating) };
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

/** The admin's three figures (AdminStats). */
export async function adminStats(db: DB): Promise<AdminStats> {
  const [users, requests, verifications] = await Promise.all([
    db
      .selectFrom('users')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('status', '=', 'active')
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('coaching_requests')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('verifications')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('status', '=', 'in_progress')
      .executeTakeFirstOrThrow(),
  ]);
  return { activeUsers: users.n, openRequests: requests.n, pendingVerifications: verifications.n };
}

/** Badge counts by navigation item id: unread messages, and what waits for a trainer or admin. */
export async function unreadCounts(db: DB, user: { id: string; role: Role }): Promise<Record<string, number>> {
  if (user.role === 'admin') {
    const { openRequests } = await adminStats(db);
    return { coaching_requests: openRequests };
  }
  const messages = db
    .selectFrom('messages')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('recipient_id', '=', user.id)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  if (user.role === 'trainer') {
    const [unread, requests] = await Promise.all([messages, trainerRequestCounts(db, user.id)]);
    return { messages: unread.n, new_clients: requests.pending };
  }
  return { messages: (await messages).n };
}
