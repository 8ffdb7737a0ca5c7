import { z } from 'zod';
import { limits } from '../rules/limits.ts';

/** The trainer's whole gallery in display order, as saved from the gallery manager. */
export const galleryUpdateSchema = z
  .object({
    images: z
      .array(
        z.object({
          mediaId: z.uuid({ error: 'validation_invalid' }),
          isHighlighted: z.boolean({ error: 'validation_invalid' }),
          description: z
            .string({ error: 'validation_invalid' })
            .trim()
            .max(500, { error: 'validation_too_long' })
            .default(''),
        }),
      )
      .max(limits.maxGalleryImages, { error: 'gallery_error_full' }),
  })
  .refine((value) => new Set(value.images.map((image) => image.mediaId)).size === value.images.length, {
    error: 'validation_invalid',
    path: ['images'],
  });
/** More than six highlighted images (checked with the count, so the message can name it). */
export function tooManyHighlights(update: { images: Array<{ isHighlighted: boolean }> }): boolean {
  return update.images.filter((image) => image.isHighlighted).length > limits.maxHighlightedImages;
}

export type GalleryUpdate = z.infer<typeof galleryUpdateSchema>;

export interface GalleryItem {
  id: string;
  mediaId: string;
  url: string;
  thumbnailUrl: string | null;
  isHighlighted: boolean;
  description: string;
}
