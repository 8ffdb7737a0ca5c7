import type { Role } from '@spotter/domain';
import { inTransaction, type DB } from '../db/index.ts';
import { DomainError } from '../errors.ts';
import { assertOwnedMedia, dropMedia, mediaUrls, type MediaUrls } from './media.ts';

export interface ProfilePhoto extends MediaUrls {
  mediaId: string;
}

/** Whose profile photo: the account and its role (its profile table). */
type Owner = { id: string; role: Role };

const profileTable = (role: Role) => {
  if (role === 'client') return 'client_profiles' as const;
  if (role === 'trainer') return 'trainer_profiles' as const;
  throw new DomainError('forbidden', 'error_forbidden');
};

/** A client's or trainer's profile photo (SPEC §3 profileImage), or null. */
export async function profilePhotoOf(db: DB, user: Owner): Promise<ProfilePhoto | null> {
  if (user.role === 'admin') return null;
  const row = await db
    .selectFrom(profileTable(user.role))
    .innerJoin('media_objects', 'media_objects.id', 'profile_image_id')
    .select(['media_objects.id', 'media_objects.storage_key', 'media_objects.variants'])
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  return row ? { mediaId: row.id, ...mediaUrls(row.storage_key, row.variants) } : null;
}

/**
 * Sets or removes the profile photo in one transaction: only the user's own profile-photo upload
 * is accepted, and the photo it replaces is deleted.
 */
export async function setProfilePhoto(db: DB, user: Owner, mediaId: string | null): Promise<void> {
  const table = profileTable(user.role);
  await inTransaction(db, async (trx) => {
    // The profile row is locked first, so a concurrent change cannot drop the new photo between
    // the ownership check and the update.
    const current = await trx
      .selectFrom(table)
      .select('profile_image_id')
      .where('user_id', '=', user.id)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw new DomainError('not_found', 'error_not_found');
    if (mediaId) await assertOwnedMedia(trx, user.id, [mediaId], 'profile_photo');
    if (current.profile_image_id === mediaId) return;
    await trx
      .updateTable(table)
      .set({ profile_image_id: mediaId, updated_at: new Date() })
      .where('user_id', '=', user.id)
      .execute();
    await dropMedia(trx, user.id, [current.profile_image_id]);
  });
}
