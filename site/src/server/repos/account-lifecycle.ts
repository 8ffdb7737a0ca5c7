import type { Role } from '@spotter/domain';
import { invalidateUserSessions } from '../auth/session.ts';
import { inTransaction, type DB } from '../db/index.ts';
import { logger } from '../log.ts';
import { getStorage, type Storage } from '../storage/index.ts';
import { refreshRatingsReviewedBy } from './reviews.ts';
import { deactivateUser, markUserDeleted } from './users.ts';

/**
 * The account lifecycle of SPEC §4: deactivated (temporary: hidden from the marketplace, every
 * session ended, back with the next sign-in) and deleted (permanent). Every write goes through
 * Kysely, so the write generation moves on commit and cached marketplace pages drop at once.
 */

/** Deactivates an active account and ends every session of it; the marketplace entry follows by trigger. */
export async function deactivateAccount(db: DB, userId: string, now: Date = new Date()): Promise<void> {
  await inTransaction(db, async (trx) => {
    await deactivateUser(trx, userId, now);
    await invalidateUserSessions(trx, userId);
  });
}

/** What a deletion leaves to do after its commit: the stored files of the account's uploads. */
export interface DeletedAccount {
  storageKeys: string[];
}

/** Every storage key of a media row: the original and each variant (thumbnails). */
function keysOf(row: { storage_key: string; variants: unknown }): string[] {
  const variants = (typeof row.variants === 'string' ? JSON.parse(row.variants) : row.variants) as Record<
    string,
    unknown
  > | null;
  const keys = [row.storage_key];
  for (const value of Object.values(variants ?? {})) if (typeof value === 'string') keys.push(value);
  return keys;
}

/**
 * Deletes an account in one transaction (SPEC §4, §6). Common to both roles: the account row is
 * kept as a tombstone (status deleted, no password, no real address, so the address can register
 * again), every session, trusted device, code, linked provider, language and message to them
 * goes, messages they sent stay with their recipients without a sender, and every upload's row
 * goes (the files are removed after the commit by `removeStoredFiles`).
 *
 * A trainer's clients keep their data: connections end, waiting requests are declined, reviews
 * stay (the trainer's replies go), and the profile keeps only the name and address (the public
 * page answers 410 and the clients' Train-with-coach page names who left).
 *
 * A client's training data goes: profile (with goals, activities, achievements and health data),
 * sessions, requests and connections. Their reviews are their own words, so they go too, and the
 * ratings of the trainers they reviewed are recomputed in the same transaction.
 */
export async function deleteAccount(
  db: DB,
  user: { id: string; role: Role },
  now: Date = new Date(),
): Promise<DeletedAccount> {
  return inTransaction(db, async (trx) => {
    const id = user.id;
    await trx.selectFrom('users').select('id').where('id', '=', id).forUpdate().execute();
    const media = await trx
      .selectFrom('media_objects')
      .select(['id', 'storage_key', 'variants'])
      .where('owner_id', '=', id)
      .execute();

    await markUserDeleted(trx, id, now);
    await invalidateUserSessions(trx, id);
    await trx.deleteFrom('login_devices').where('user_id', '=', id).execute();
    await trx.deleteFrom('email_codes').where('user_id', '=', id).execute();
    await trx.deleteFrom('oauth_accounts').where('user_id', '=', id).execute();
    await trx.deleteFrom('calendar_feeds').where('user_id', '=', id).execute();
    await trx.deleteFrom('profile_languages').where('user_id', '=', id).execute();
    await trx.deleteFrom('profile_section_versions').where('user_id', '=', id).execute();
    await trx.deleteFrom('messages').where('recipient_id', '=', id).execute();
    await trx.updateTable('messages').set({ sender_id: null }).where('sender_id', '=', id).execute();
    await trx.updateTable('gyms').set({ created_by: null }).where('created_by', '=', id).execute();

    if (user.role === 'trainer') await closeTrainer(trx, id, now);
    else if (user.role === 'client') await closeClient(trx, id);

    // Rows that name an upload go first (the gallery's reference refuses a deletion under it).
    await trx.deleteFrom('gallery_images').where('trainer_id', '=', id).execute();
    if (media.length) await trx.deleteFrom('media_objects').where('owner_id', '=', id).execute();
    return { storageKeys: media.flatMap(keysOf) };
  });
}

async function closeTrainer(trx: DB, id: string, now: Date): Promise<void> {
  await trx
    .updateTable('trainer_profiles')
    .set({
      date_of_birth: null,
      gender: null,
      trainer_since: null,
      short_description: null,
      description: null,
      contact_email: null,
      contact_phone: null,
      profile_image_id: null,
      city: null,
      state: null,
      country_code: null,
      lat: null,
      lon: null,
      time_zone: null,
      coaching_experience: null,
      updated_at: now,
    })
    .where('user_id', '=', id)
    .execute();
  for (const table of [
    'trainer_availabilities',
    'trainer_specialties',
    'trainer_training_types',
    'trainer_offerings',
    'trainer_gyms',
    'certifications',
    'brandings',
  ] as const) {
    await trx.deleteFrom(table).where('trainer_id', '=', id).execute();
  }
  await trx.deleteFrom('verification_document_parts').where('trainer_id', '=', id).execute();
  // A reviewer's reason and the access log speak of this person; nothing is kept of them.
  await trx.deleteFrom('verification_reviews').where('trainer_id', '=', id).execute();
  await trx.deleteFrom('document_access_log').where('trainer_id', '=', id).execute();
  await trx
    .updateTable('verifications')
    .set({ document_type: null, review_note: null, updated_at: now })
    .where('trainer_id', '=', id)
    .execute();
  // Coaching ends as repos/coaching.ts ends it; requests still waiting are answered.
  await trx
    .updateTable('trainer_clients')
    .set({ ended_at: now })
    .where('trainer_id', '=', id)
    .where('ended_at', 'is', null)
    .execute();
  await trx
    .updateTable('coaching_requests')
    .set({ status: 'declined', responded_at: now, decline_reason: null })
    .where('trainer_id', '=', id)
    .where('status', '=', 'pending')
    .execute();
  await trx
    .updateTable('trainer_reviews')
    .set({ reply: null, replied_at: null })
    .where('trainer_id', '=', id)
    .execute();
  // The entry would only come back unlisted from the triggers; a closed account has none.
  await trx.deleteFrom('marketplace_entries').where('trainer_id', '=', id).execute();
  // Sessions still to come are off: the clients see them cancelled by the trainer.
  await trx
    .updateTable('training_sessions')
    .set({ status: 'cancelled', cancelled_by: 'trainer', cancelled_at: now, updated_at: now })
    .where('trainer_id', '=', id)
    .where('status', 'in', ['requested', 'proposed', 'scheduled'])
    .where('starts_at', '>', now)
    .execute();
  // Templates go; clients keep their plans and the exercises those name (their uploads go with the account).
  await trx.deleteFrom('training_plans').where('trainer_id', '=', id).where('client_id', 'is', null).execute();
  await trx
    .deleteFrom('exercises')
    .where('owner_id', '=', id)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(selectFrom('plan_exercises as pe').select('pe.plan_id').whereRef('pe.exercise_id', '=', 'exercises.id')),
      ),
    )
    .execute();
}

async function closeClient(trx: DB, id: string): Promise<void> {
  // The account is already marked deleted, so the recomputed averages leave its reviews out.
  await refreshRatingsReviewedBy(trx, id);
  await trx.deleteFrom('trainer_reviews').where('client_id', '=', id).execute();
  await trx.deleteFrom('coaching_requests').where('client_id', '=', id).execute();
  await trx.deleteFrom('trainer_clients').where('client_id', '=', id).execute();
  await trx.deleteFrom('training_sessions').where('client_id', '=', id).execute();
  // Goals, preferred activities and achievements go with the profile (on delete cascade).
  await trx.deleteFrom('client_profiles').where('user_id', '=', id).execute();
}

/**
 * Removes a deleted account's files from storage, after the commit. A file that cannot be
 * removed now is left to the orphan sweep (no row names it any more).
 */
export async function removeStoredFiles(keys: readonly string[], storage: Storage = getStorage()): Promise<void> {
  for (const key of keys) {
    try {
      await storage.delete(key);
    } catch (error) {
      logger.warn({ err: error, key }, 'a deleted account’s file was left to the orphan sweep');
    }
  }
}
