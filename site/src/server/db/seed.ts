import { sql } from 'kysely';
import { slugOf, type Locale } from '@spotter/domain';
import type { DB } from './index.ts';
import { achievements, clients, demoUserId, goalTitles, messageBodies, trainers } from './seed-data.ts';
import { seedGymDirectory } from './seed-gyms.ts';
import { seedReviews } from './seed-reviews.ts';

/** Every demo account signs in with this password (shown on the console and in README). */
export const DEMO_PASSWORD = 'spotter-demo-2026';

export interface DemoAccount {
  email: string;
  role: 'admin' | 'trainer' | 'client';
  name: string;
}

export const ADMIN_EMAIL = 'admin@spotter.test';

export async function isSeeded(db: DB): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('email', '=', ADMIN_EMAIL).executeTakeFirst();
  return row !== undefined;
}

/**
 * Inserts the demo data in one transaction. Safe to call once per database. Every demo account
 * gets `passwordHash`, the hash of DEMO_PASSWORD (the caller hashes: the seed only writes rows).
 */
export async function seed(db: DB, passwordHash: string): Promise<DemoAccount[]> {
  const accounts: DemoAccount[] = [];
  await db.transaction().execute(async (trx) => {
    /** A verified demo account; its id. */
    const addAccount = async (account: DemoAccount, language: Locale): Promise<string> => {
      accounts.push(account);
      const { email, role } = account;
      const values = {
        id: demoUserId(email),
        email,
        role,
        language,
        password_hash: passwordHash,
        email_verified: true,
      };
      return (await trx.insertInto('users').values(values).returning('id').executeTakeFirstOrThrow()).id;
    };
    await trx
      .insertInto('achievements')
      .values(achievements)
      .onConflict((oc) => oc.doNothing())
      .execute();

    await addAccount({ email: ADMIN_EMAIL, role: 'admin', name: 'Spotter Admin' }, 'en');

    const gymIds = await seedGymDirectory(trx);
    const directoryIds = [...gymIds.values()];
    const { rows: directory } = directoryIds.length
      ? await sql<{ id: string; name: string; address: string | null; lat: number | null; lon: number | null }>`
          select id::text as id, name, address, lat, lon from gyms where id in (${sql.join(directoryIds.map((id) => sql`cast(${id} as uuid)`))})
        `.execute(trx)
      : { rows: [] };
    const gymById = new Map(directory.map((gym) => [gym.id, gym]));
    /** A demo trainer's gym as the directory holds it; a name missing from the directory is a seed bug. */
    const directoryGym = (name: string) => {
      const gym = gymById.get(gymIds.get(name) ?? '');
      if (!gym) throw new Error(`the gym directory has no '${name}'`);
      return gym;
    };

    const trainerIds = new Map<string, string>();
    for (const t of trainers) {
      const id = await addAccount(
        { email: t.email, role: 'trainer', name: `${t.firstName} ${t.lastName}` },
        t.language,
      );
      trainerIds.set(t.email, id);
      await trx
        .insertInto('trainer_profiles')
        .values({
          user_id: id,
          first_name: t.firstName,
          last_name: t.lastName,
          date_of_birth: t.dateOfBirth,
          gender: t.gender,
          trainer_since: t.trainerSince,
          short_description: t.short,
          description: t.description,
          contact_email: t.email,
          contact_phone: t.phone,
          session_duration: t.sessionDuration,
          cancellation_policy_hours: t.cancellationHours,
          time_zone: t.timeZone,
          city: t.city,
          state: t.state,
          country_code: t.countryCode,
          lat: t.lat,
          lon: t.lon,
          slug: slugOf(t.firstName, t.lastName),
        })
        .execute();
      await trx
        .insertInto('trainer_specialties')
        .values(t.specialties.map((specialty) => ({ trainer_id: id, specialty })))
        .execute();
      await trx
        .insertInto('trainer_training_types')
        .values(t.modes.map((mode) => ({ trainer_id: id, mode })))
        .execute();
      const offerings = [
        ...t.trainingTypes.map((value) => ({ kind: 'activity' as const, value })),
        ...t.environments.map((value) => ({ kind: 'environment' as const, value })),
        ...t.serviceFeatures.map((value) => ({ kind: 'service_feature' as const, value })),
        ...t.nutritionExtras.map((value) => ({ kind: 'nutrition_extra' as const, value })),
      ];
      await trx
        .insertInto('trainer_offerings')
        .values(offerings.map((offering) => ({ trainer_id: id, ...offering })))
        .execute();
      await trx
        .insertInto('profile_languages')
        .values(t.languages.map((language, position) => ({ user_id: id, language, position })))
        .execute();
      await trx
        .insertInto('trainer_availabilities')
        .values(t.availability.map(([weekday, time_slot]) => ({ trainer_id: id, weekday, time_slot })))
        .execute();
      await trx
        .insertInto('trainer_gyms')
        .values(
          t.gyms.map((name, position) => {
            const gym = directoryGym(name);
            return {
              trainer_id: id,
              position,
              value: gym.id,
              label: gym.name,
              name: gym.name,
              address: gym.address,
              lat: gym.lat,
              lon: gym.lon,
            };
          }),
        )
        .execute();
      await trx
        .insertInto('certifications')
        .values(
          t.certifications.map((c) => ({
            trainer_id: id,
            name: c.name,
            issuer: c.issuer,
            expiry_date: c.expiry,
            status: c.status,
            hidden: c.hidden ?? false,
          })),
        )
        .execute();
      await trx
        .insertInto('verifications')
        .values({
          trainer_id: id,
          status: t.verified ? 'completed' : 'not_started',
          document_type: t.verified ? 'id_card' : null,
          submitted_at: t.verified ? new Date(Date.now() - 90 * 86_400_000) : null,
          reviewed_at: t.verified ? new Date(Date.now() - 88 * 86_400_000) : null,
        })
        .execute();
      await trx.insertInto('brandings').values({ trainer_id: id }).execute();
    }

    for (const c of clients) {
      const id = await addAccount({ email: c.email, role: 'client', name: `${c.firstName} ${c.lastName}` }, c.language);
      await trx
        .insertInto('client_profiles')
        .values({
          user_id: id,
          first_name: c.firstName,
          last_name: c.lastName,
          date_of_birth: c.dateOfBirth,
          gender: c.gender,
          height_cm: c.heightCm,
          weight_kg: c.weightKg,
          experience_level: c.experience,
          primary_goal: c.primaryGoal,
          secondary_goal: c.secondaryGoal,
          goal_description: c.goalDescription,
          medical_conditions: c.medicalConditions,
          allergies: c.allergies,
          contact_phone: c.phone,
          city: c.city,
          state: c.state,
          country_code: c.countryCode,
          lat: c.lat,
          lon: c.lon,
          level: c.level,
          xp: c.xp,
          level_progress: c.progress,
          total_sessions: c.sessions,
          contact_email: c.email,
        })
        .execute();
      await trx
        .insertInto('client_preferred_activities')
        .values(c.activities.map((activity) => ({ user_id: id, activity })))
        .execute();
      await trx
        .insertInto('profile_languages')
        .values(c.languages.map((language, position) => ({ user_id: id, language, position })))
        .execute();
      await trx
        .insertInto('client_achievements')
        .values(c.achievements.map((achievement_id) => ({ user_id: id, achievement_id })))
        .execute();
      const trainerId = c.trainer ? trainerIds.get(c.trainer) : undefined;
      if (trainerId) {
        await trx
          .insertInto('coaching_requests')
          .values({
            client_id: id,
            trainer_id: trainerId,
            status: 'accepted',
            source: 'trainers-marketplace',
            responded_at: new Date(),
          })
          .execute();
        await trx.insertInto('trainer_clients').values({ trainer_id: trainerId, client_id: id }).execute();
      }
    }

    // Open requests, so trainers and admins see something waiting.
    const lena = await trx
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'lena.schmidt@spotter.test')
      .executeTakeFirstOrThrow();
    for (const email of ['sophie.mueller@spotter.test', 'jana.novak@spotter.test']) {
      const trainerId = trainerIds.get(email);
      if (trainerId) {
        await trx
          .insertInto('coaching_requests')
          .values({
            client_id: lena.id,
            trainer_id: trainerId,
            status: 'pending',
            source: 'trainers-marketplace',
            message: 'Hi! I would like to start training twice a week.',
          })
          .execute();
      }
    }
  });
  await seedActivity(db);
  await seedReviews(db);
  return accounts;
}

/** A small deterministic generator, so demo data is the same on every machine. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * Training sessions, goals and messages for the demo accounts: the figures on dashboards and
 * the unread badges come from these rows. Runs once (skipped when sessions exist).
 */
export async function seedActivity(db: DB): Promise<boolean> {
  const existing = await db.selectFrom('training_sessions').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  const pairs = await db
    .selectFrom('trainer_clients')
    .innerJoin('users as c', 'c.id', 'trainer_clients.client_id')
    .innerJoin('client_profiles as p', 'p.user_id', 'c.id')
    .select(['trainer_clients.trainer_id', 'trainer_clients.client_id', 'p.total_sessions'])
    .where('c.email', 'like', '%@spotter.test')
    .where('trainer_clients.ended_at', 'is', null)
    .orderBy('c.email')
    .execute();
  if (!pairs.length) return false;
  const now = Date.now();
  const day = 86_400_000;
  await db.transaction().execute(async (trx) => {
    for (const [index, pair] of pairs.entries()) {
      const next = random(index + 7);
      const completed = Math.min(pair.total_sessions, 36);
      const sessions = [];
      for (let i = 0; i < completed; i += 1) {
        // Spread over the last 120 days, denser recently, at 7:00–19:00.
        const daysAgo = Math.floor(next() ** 1.6 * 120) + 1;
        const hour = 7 + Math.floor(next() * 12);
        const startsAt = new Date(now - daysAgo * day);
        startsAt.setUTCHours(hour, 0, 0, 0);
        const rating = next() < 0.85 ? (next() < 0.7 ? 5 : 4) : null;
        sessions.push({
          trainer_id: pair.trainer_id,
          client_id: pair.client_id,
          starts_at: startsAt,
          status: 'completed' as const,
          rating,
        });
      }
      for (let i = 1; i <= 3; i += 1) {
        const startsAt = new Date(now + i * 2 * day);
        startsAt.setUTCHours(8 + i * 3, 0, 0, 0);
        sessions.push({
          trainer_id: pair.trainer_id,
          client_id: pair.client_id,
          starts_at: startsAt,
          status: 'scheduled' as const,
          rating: null,
        });
      }
      if (sessions.length) await trx.insertInto('training_sessions').values(sessions).execute();

      const goals = goalTitles.slice(0, 3 + (index % 4)).map((title, g) => ({
        client_id: pair.client_id,
        title,
        completed_at: g < 1 + (index % 3) ? new Date(now - (g + 1) * 9 * day) : null,
      }));
      await trx.insertInto('client_goals').values(goals).execute();

      const messages = messageBodies.slice(0, 3 + (index % 3)).map((body, k) => {
        const fromTrainer = k % 2 === 0;
        return {
          sender_id: fromTrainer ? pair.trainer_id : pair.client_id,
          recipient_id: fromTrainer ? pair.client_id : pair.trainer_id!,
          body,
          created_at: new Date(now - (10 - k) * 3_600_000),
          read_at: k < 1 ? new Date(now - 3_600_000) : null,
        };
      });
      await trx
        .insertInto('messages')
        .values(messages.filter((msg) => msg.recipient_id))
        .execute();
    }
  });
  return true;
}

export function formatDemoAccounts(accounts: DemoAccount[]): string {
  const width = Math.max(...accounts.map((a) => a.email.length));
  const lines = accounts.map((a) => `  ${a.role.padEnd(8)} ${a.email.padEnd(width)}  ${a.name}`);
  return [`Demo accounts (password: ${DEMO_PASSWORD})`, ...lines].join('\n');
}
