import type { MediaPurpose } from '@spotter/domain';
import type { DB } from '../db/index.ts';
import { DomainError } from '../errors.ts';
import { mediaUrl } from '../media/upload.ts';

export interface MediaUrls {
  url: string;
  thumbnailUrl: string | null;
}

/** The public addresses of a stored object and its thumbnail. */
export function mediaUrls(storageKey: string, variants: unknown): MediaUrls {
  const parsed = (typeof variants === 'string' ? JSON.parse(variants) : variants) as { thumbnail?: string } | null;
  return { url: mediaUrl(storageKey), thumbnailUrl: parsed?.thumbnail ? mediaUrl(parsed.thumbnail) : null };
}

/**
 * Refuses unless every id is an upload of this owner for this purpose: nobody can attach
 * another user's media, or a file uploaded for something else, to their profile.
 */
export async function assertOwnedMedia(
  db: DB,
  ownerId: string,
  ids: readonly string[],
  purpose: MediaPurpose,
): Promise<void> {
  if (!ids.length) return;
  const unique = [...new Set(ids)];
  const owned = await db
    .selectFrom('media_objects')
    .select('id')
    .where('id', 'in', unique)
    .where('owner_id', '=', ownerId)
    .where('purpose', '=', purpose)
    .execute();
  if (owned.length !== unique.length) throw new DomainError('forbidden', 'error_forbidden');
}

/** Deletes media rows of this owner that nothing uses any more; the orphan sweep removes the files. */
export async function dropMedia(db: DB, ownerId: string, ids: ReadonlyArray<string | null | undefined>): Promise<void> {
  const list = ids.filter((id): id is string => Boolean(id));
  if (list.length)
    await db.deleteFrom('media_objects').where('id', 'in', list).where('owner_id', '=', ownerId).execute();
}

/** The stored object behind a media key (a thumbnail's key names its original's row), or undefined. */
export async function storedMediaByKey(db: DB, key: string) {
  return db
    .selectFrom('media_objects')
    .select(['id', 'owner_id', 'purpose', 'visibility', 'content_type', 'storage_key'])
    .where('storage_key', '=', key.replace(/\.thumb(\.[a-z0-9]+)$/, '$1'))
    .executeTakeFirst();
}
