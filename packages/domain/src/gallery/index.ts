/**
 * The gallery contract: a trainer's images in display order, as GET/PUT
 * /api/users/trainer/gallery give and take them (SPEC §5 Gallery).
 */
import { z } from 'zod';
import { limits } from '../rules/limits.ts';
import { plainText } from '../rules/text.ts';

export const galleryLimits = {
  maxImages: limits.maxGalleryImages,
  maxHighlighted: limits.maxHighlightedImages,
  descriptionChars: 500,
} as const;

/** One image of the gallery as the gallery manager shows it. */
export interface GalleryItem {
  id: string;
  mediaId: string;
  url: string;
  thumbnailUrl: string | null;
  isHighlighted: boolean;
  description: string;
}

/** The trainer's whole gallery in display order, as saved from the gallery manager. */
export const galleryUpdateSchema = z
  .object({
    images: z
      .array(
        z.object({
          mediaId: z.uuid({ error: 'validation_invalid' }),
          isHighlighted: z.boolean({ error: 'validation_invalid' }),
          description: plainText(galleryLimits.descriptionChars, {
            lines: true,
            tooLongKey: 'validation_too_long',
          }).default(''),
        }),
      )
      .max(galleryLimits.maxImages, { error: 'gallery_error_full' }),
  })
  .refine((value) => new Set(value.images.map((image) => image.mediaId)).size === value.images.length, {
    error: 'validation_invalid',
    path: ['images'],
  });
export type GalleryUpdate = z.infer<typeof galleryUpdateSchema>;

/** More than six highlighted images (checked with the count, so the message can name it). */
export function tooManyHighlights(update: { images: Array<{ isHighlighted: boolean }> }): boolean {
  return update.images.filter((image) => image.isHighlighted).length > galleryLimits.maxHighlighted;
}
