import { sql } from 'kysely';
import { slugOf, type Locale } from '@spotter/domain';
import type { DB } from './index.ts';
import { seedTraining } from './seed-training.ts';
import { seedPairSessions } from './seed-sessions.ts';
import { achievements, clients, demoUserId, goalTitles, messageBodies, trainers } from './seed-data.ts';
import { seedGymDirectory } from './seed-gyms.ts';
import { reviewAuthors, reviews } from './seed-reviews.ts';

/** Every demo account signs in with this password (shown on the console and in README). */
export const DEMO_PASSWORD = 'spotter-demo-2026';

export interface DemoAccount {
  email: string;
  role: 'admin' | 'trainer' | 'client';
  name: string;
}

export const ADMIN_EMAIL = 'admin@spotter.test';

const DAY = 86_400_000;
const reviewAuthorEmails: ReadonlySet<string> = new Set(reviewAuthors.map((author) => author.email));

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
    /** A verified demo account, active unless deactivated; its id. */
    const addAccount = async (
      account: DemoAccount,
      language: Locale,
      since?: { createdAt: Date; deactivatedAt?: Date },
    ): Promise<string> => {
      accounts.push(account);
      const { email, role } = account;
      const values = {
        id: demoUserId(email),
        email,
        role,
        language,
        password_hash: passwordHash,
        email_verified: true,
        ...(since && { created_at: since.createdAt, updated_at: since.deactivatedAt ?? since.createdAt }),
        ...(since?.deactivatedAt && { status: 'deactivated' as const, deactivated_at: since.deactivatedAt }),
      };
      return (await trx.insertInto('users').values(values).returning('id').executeTakeFirstOrThrow()).id;
    };
    const now = Date.now();
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
      const joined = new Date(now - t.joinedDaysAgo * DAY);
      const id = await addAccount(
        { email: t.email, role: 'trainer', name: `${t.firstName} ${t.lastName}` },
        t.language,
        {
          createdAt: joined,
          ...(t.deactivatedDaysAgo !== undefined && { deactivatedAt: new Date(now - t.deactivatedDaysAgo * DAY) }),
        },
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
          created_at: joined,
          updated_at: joined,
        })
        .execute();
      // An unfinished profile has empty lists; Kysely refuses an insert without rows.
      if (t.specialties.length) {
        await trx
          .insertInto('trainer_specialties')
          .values(t.specialties.map((specialty) => ({ trainer_id: id, specialty })))
          .execute();
      }
      if (t.modes.length) {
        await trx
          .insertInto('trainer_training_types')
          .values(t.modes.map((mode) => ({ trainer_id: id, mode })))
          .execute();
      }
      const offerings = [
        ...t.trainingTypes.map((value) => ({ kind: 'activity' as const, value })),
        ...t.environments.map((value) => ({ kind: 'environment' as const, value })),
        ...t.serviceFeatures.map((value) => ({ kind: 'service_feature' as const, value })),
        ...t.nutritionExtras.map((value) => ({ kind: 'nutrition_extra' as const, value })),
      ];
      if (offerings.length) {
        await trx
          .insertInto('trainer_offerings')
          .values(offerings.map((offering) => ({ trainer_id: id, ...offering })))
          .execute();
      }
      if (t.languages.length) {
        await trx
          .insertInto('profile_languages')
          .values(t.languages.map((language, position) => ({ user_id: id, language, position })))
          .execute();
      }
      if (t.availability.length) {
        await trx
          .insertInto('trainer_availabilities')
          .values(t.availability.map(([weekday, time_slot]) => ({ trainer_id: id, weekday, time_slot })))
          .execute();
      }
      if (t.gyms.length) {
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
      }
      if (t.certifications.length) {
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
      }
      // Submitted 90 days ago, or just after signing up for a trainer newer than that.
      const verifiedDaysAgo = Math.min(90, t.joinedDaysAgo - 1);
      await trx
        .insertInto('verifications')
        .values({
          trainer_id: id,
          status: t.verified ? 'completed' : 'not_started',
          document_type: t.verified ? 'id_card' : null,
          submitted_at: t.verified ? new Date(now - verifiedDaysAgo * DAY) : null,
          reviewed_at: t.verified ? new Date(now - (verifiedDaysAgo - 2) * DAY) : null,
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

    accounts.push(...(await seedReviews(trx, passwordHash, trainerIds, now)));
    await seedTraining(trx, new Date(now));

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
  return accounts;
}

/**
 * The review authors (clients whose coaching with a trainer has ended), their past connections
 * with the accepted requests that began them, and their reviews; then each trainer's rating
 * and review count from the reviews, in the caller's transaction. Answers the accounts added.
 */
async function seedReviews(
  trx: DB,
  passwordHash: string,
  trainerIds: ReadonlyMap<string, string>,
  now: number,
): Promise<DemoAccount[]> {
  const joinedDaysAgo = new Map(trainers.map((t) => [t.email, t.joinedDaysAgo]));
  const firstActivity = new Map(trainers.map((t) => [t.email, t.trainingTypes[0]]));
  const authors = new Map(reviewAuthors.map((author) => [author.email, author]));
  const written = reviews.map((review, index) => {
    const trainerId = trainerIds.get(review.trainerEmail);
    const joined = joinedDaysAgo.get(review.trainerEmail);
    if (!trainerId || joined === undefined) throw new Error(`no demo trainer '${review.trainerEmail}'`);
    if (!authors.has(review.authorEmail)) throw new Error(`no review author '${review.authorEmail}'`);
    const next = random(index + 101);
    // Coached for one to nine months, ended one day to two weeks before the review, never before the trainer joined.
    const endedDaysAgo = review.daysAgo + 1 + Math.floor(next() * 14);
    const startedDaysAgo = Math.min(endedDaysAgo + 30 + Math.floor(next() * 240), joined - 5);
    if (startedDaysAgo <= endedDaysAgo) throw new Error(`${review.authorEmail} reviews a trainer not there yet`);
    const at = (daysAgo: number, hour: number) => {
      const date = new Date(now - daysAgo * DAY);
      date.setUTCHours(hour, (index * 17) % 60, 0, 0);
      return date;
    };
    const createdAt = at(review.daysAgo, 6 + (index % 14));
    return {
      ...review,
      trainerId,
      clientId: demoUserId(review.authorEmail),
      startedAt: at(startedDaysAgo, 8 + (index % 10)),
      endedAt: at(endedDaysAgo, 9 + (index % 9)),
      createdAt,
      repliedAt: review.reply ? new Date(createdAt.getTime() + (1 + (index % 4)) * DAY + 3 * 3_600_000) : null,
      sessions: Math.max(4, Math.round(((startedDaysAgo - endedDaysAgo) / 7) * 1.5)),
    };
  });
  const byAuthor = new Map<string, typeof written>();
  for (const review of written) byAuthor.set(review.authorEmail, [...(byAuthor.get(review.authorEmail) ?? []), review]);

  const values = reviewAuthors.map((author) => {
    const theirs = byAuthor.get(author.email) ?? [];
    const firstStart = Math.min(...theirs.map((review) => review.startedAt.getTime()), now);
    const sessions = theirs.reduce((sum, review) => sum + review.sessions, 0);
    return { author, theirs, signedUp: new Date(firstStart - 3 * DAY), sessions };
  });
  await trx
    .insertInto('users')
    .values(
      values.map(({ author, signedUp }) => ({
        id: demoUserId(author.email),
        email: author.email,
        role: 'client' as const,
        language: author.language,
        password_hash: passwordHash,
        email_verified: true,
        created_at: signedUp,
        updated_at: signedUp,
      })),
    )
    .execute();
  await trx
    .insertInto('client_profiles')
    .values(
      values.map(({ author, signedUp, sessions }) => ({
        user_id: demoUserId(author.email),
        first_name: author.firstName,
        last_name: author.lastName,
        date_of_birth: author.dateOfBirth,
        gender: author.gender,
        experience_level:
          sessions < 20 ? ('beginner' as const) : sessions < 45 ? ('intermediate' as const) : ('advanced' as const),
        primary_goal: author.primaryGoal,
        city: author.city,
        state: author.state,
        country_code: author.countryCode,
        lat: author.lat,
        lon: author.lon,
        level: 1 + Math.floor(sessions / 8),
        xp: sessions * 60,
        level_progress: (sessions * 37) % 100,
        total_sessions: sessions,
        contact_email: author.email,
        created_at: signedUp,
        updated_at: signedUp,
      })),
    )
    .execute();
  await trx
    .insertInto('profile_languages')
    .values(
      values.flatMap(({ author }) =>
        author.languages.map((language, position) => ({ user_id: demoUserId(author.email), language, position })),
      ),
    )
    .execute();
  const activities = values.flatMap(({ author, theirs }) =>
    [...new Set(theirs.flatMap((review) => firstActivity.get(review.trainerEmail) ?? []))].map((activity) => ({
      user_id: demoUserId(author.email),
      activity,
    })),
  );
  if (activities.length) await trx.insertInto('client_preferred_activities').values(activities).execute();

  await trx
    .insertInto('coaching_requests')
    .values(
      written.map((review, index) => ({
        client_id: review.clientId,
        trainer_id: review.trainerId,
        status: 'accepted' as const,
        source: index % 3 === 0 ? ('trainer-page' as const) : ('trainers-marketplace' as const),
        goal: authors.get(review.authorEmail)!.primaryGoal,
        created_at: new Date(review.startedAt.getTime() - 2 * DAY),
        responded_at: new Date(review.startedAt.getTime() - DAY),
      })),
    )
    .execute();
  await trx
    .insertInto('trainer_clients')
    .values(
      written.map((review) => ({
        trainer_id: review.trainerId,
        client_id: review.clientId,
        started_at: review.startedAt,
        ended_at: review.endedAt,
      })),
    )
    .execute();
  await trx
    .insertInto('trainer_reviews')
    .values(
      written.map((review) => ({
        trainer_id: review.trainerId,
        client_id: review.clientId,
        rating: review.rating,
        body: review.body,
        reply: review.reply,
        replied_at: review.repliedAt,
        created_at: review.createdAt,
        updated_at: review.createdAt,
      })),
    )
    .execute();
  // Ratings come from reviews only (migration 0007): the average to two decimals and the count.
  await sql`
    update trainer_profiles t set rating = r.average, rating_count = r.count
    from (
      select trainer_id, round(avg(rating), 2) as average, count(*)::int as count
      from trainer_reviews group by trainer_id
    ) r
    where t.user_id = r.trainer_id
  `.execute(trx);
  return reviewAuthors.map((author) => ({
    email: author.email,
    role: 'client',
    name: `${author.firstName} ${author.lastName}`,
  }));
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
      if (sessions.length) await trx.insertInto('training_sessions').values(sessions).execute();
      if (pair.trainer_id) {
        await seedPairSessions(trx, { trainerId: pair.trainer_id, clientId: pair.client_id, index }, new Date(now));
      }

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

/** The accounts one per line, the review authors as one count (there are a couple of hundred). */
export function formatDemoAccounts(accounts: DemoAccount[]): string {
  const listed = accounts.filter((a) => !reviewAuthorEmails.has(a.email));
  const authors = accounts.length - listed.length;
  const width = Math.max(...listed.map((a) => a.email.length));
  const lines = listed.map((a) => `  ${a.role.padEnd(8)} ${a.email.padEnd(width)}  ${a.name}`);
  if (authors > 0) lines.push(`  and ${authors} more clients who reviewed a past trainer`);
  return [`Demo accounts (password: ${DEMO_PASSWORD})`, ...lines].join('\n');
}
