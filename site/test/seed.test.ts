import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { databaseCases, openTestDatabases } from './helpers/databases.ts';
import { isSeeded, seed } from '#server/db/seed.ts';
import { clients, trainers } from '#server/db/seed-data.ts';
import { reviewAuthors, reviews } from '#server/db/seed-reviews.ts';

const { on } = openTestDatabases();

for (const { name, skipped, title } of databaseCases)
  describe.skipIf(skipped)(`the demo data on ${title}`, () => {
    it('lists only active trainers with names, a short description and a specialty', async () => {
      const db = on(name);
      const accounts = await seed(db, 'not-a-password-hash');
      expect(await isSeeded(db)).toBe(true);
      expect(accounts).toHaveLength(1 + trainers.length + clients.length + reviewAuthors.length);

      const { rows: listed } = await sql<{ email: string; city: string }>`
        select u.email, t.city from trainer_profiles t join users u on u.id = t.user_id
        where u.status = 'active' and t.first_name <> '' and t.last_name <> ''
          and coalesce(t.short_description, '') <> ''
          and exists (select 1 from trainer_specialties s where s.trainer_id = t.user_id)
      `.execute(db);
      const emails = listed.map((row) => row.email);
      expect(listed.length).toBeGreaterThanOrEqual(32);
      expect(new Set(listed.map((row) => row.city)).size).toBeGreaterThanOrEqual(12);
      expect(emails).not.toContain('elena.nikolovska@spotter.test');
      expect(emails).not.toContain('filip.vidovic@spotter.test');
      const deactivated = await db
        .selectFrom('users')
        .select(['status', 'deactivated_at'])
        .where('email', '=', 'filip.vidovic@spotter.test')
        .executeTakeFirstOrThrow();
      expect(deactivated.status).toBe('deactivated');
      expect(deactivated.deactivated_at).not.toBeNull();
    });

    it('has reviews only from clients the trainer coaches or coached, and ratings that match them', async () => {
      const db = on(name);
      const stored = await db
        .selectFrom('trainer_reviews')
        .select(db.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(stored.n)).toBe(reviews.length);
      const { rows: unconnected } = await sql<{ id: string }>`
        select r.id from trainer_reviews r where not exists (
          select 1 from trainer_clients c
          where c.trainer_id = r.trainer_id and c.client_id = r.client_id and c.started_at <= r.created_at
        )
      `.execute(db);
      expect(unconnected).toEqual([]);
      const { rows: badReplies } = await sql<{ id: string }>`
        select id from trainer_reviews where replied_at <= created_at or replied_at > now() or created_at > now()
      `.execute(db);
      expect(badReplies).toEqual([]);

      const { rows: mismatched } = await sql<{ user_id: string }>`
        select t.user_id from trainer_profiles t
        left join (
          select trainer_id, round(avg(rating), 2) as average, count(*)::int as n from trainer_reviews group by trainer_id
        ) r on r.trainer_id = t.user_id
        where t.rating is distinct from r.average or t.rating_count <> coalesce(r.n, 0)
      `.execute(db);
      expect(mismatched).toEqual([]);
      const unrated = await db.selectFrom('trainer_profiles').select('user_id').where('rating_count', '=', 0).execute();
      expect(unrated.length).toBeGreaterThanOrEqual(2);

      // Past connections stay out of the trainers' active client counts and out of the demo activity.
      const active = await db
        .selectFrom('trainer_clients')
        .select(db.fn.countAll<number>().as('n'))
        .where('ended_at', 'is', null)
        .executeTakeFirstOrThrow();
      expect(Number(active.n)).toBe(clients.filter((client) => client.trainer).length);
    });
  });
