import { limits, tooManyHighlights, type GalleryItem, type GalleryUpdate } from '@spotter/domain';
import { inTransaction, type DB } from '../db/index.ts';
import { DomainError } from '../errors.ts';
import { assertOwnedMedia, dropMedia, mediaUrls } from './media.ts';

export async function galleryOf(db: DB, trainerId: string): Promise<GalleryItem[]> {
  const rows = await db
    .selectFrom('gallery_images')
    .innerJoin('media_objects', 'media_objects.id', 'gallery_images.media_id')
    .select([
      'gallery_images.id',
      'gallery_images.media_id',
      'gallery_images.highlight_rank',
      'gallery_images.description',
      'media_objects.storage_key',
      'media_objects.variants',
    ])
    .where('gallery_images.trainer_id', '=', trainerId)
    .orderBy('gallery_images.position')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    mediaId: row.media_id,
    ...mediaUrls(row.storage_key, row.variants),
    isHighlighted: row.highlight_rank !== null,
    description: row.description ?? '',
  }));
}

/**
 * Replaces a trainer's gallery in one transaction: only their own gallery uploads, at most 50
 * images and 6 highlighted (also held by the table's checks). Media dropped from the gallery is
 * deleted; the orphan sweep removes its files.
 */
export async function saveGallery(db: DB, trainerId: string, update: GalleryUpdate): Promise<void> {
  if (update.images.length > limits.maxGalleryImages) throw new DomainError('invalid', 'gallery_error_full');
  if (tooManyHighlights(update)) {
    throw new DomainError('invalid', 'gallery_error_highlight_max', {
      params: { maxCount: limits.maxHighlightedImages },
    });
  }
  await inTransaction(db, async (trx) => {
    const ids = update.images.map((image) => image.mediaId);
    await assertOwnedMedia(trx, trainerId, ids, 'gallery');
    const previous = await trx
      .selectFrom('gallery_images')
      .select('media_id')
      .where('trainer_id', '=', trainerId)
      .execute();
    await trx.deleteFrom('gallery_images').where('trainer_id', '=', trainerId).execute();
    let rank = 0;
    if (update.images.length) {
      await trx
        .insertInto('gallery_images')
        .values(
          update.images.map((image, position) => ({
            trainer_id: trainerId,
            media_id: image.mediaId,
            position,
            highlight_rank: image.isHighlighted ? rank++ : null,
            description: image.description || null,
          })),
        )
        .execute();
    }
    await dropMedia(
      trx,
      trainerId,
      previous.map((row) => row.media_id).filter((id) => !ids.includes(id)),
    );
  });
}
