import { mediaRules } from '@spotter/domain';
import { m } from '@spotter/i18n';

export const galleryAcceptedTypes = mediaRules.gallery.kinds;
const extensionTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
};
const MB = 1024 * 1024;

export interface GalleryFileCheck {
  accepted: File[];
  messages: string[];
}

/**
 * Filters files before upload (SPEC §5): only JPG, PNG or GIF, at most `maxBytes` each, and no more
 * than the room left under `maxImages`. Returns the files to upload and the messages to show.
 */
export function checkGalleryFiles(
  files: readonly File[],
  { currentCount, maxImages, maxBytes }: { currentCount: number; maxImages: number; maxBytes: number },
): GalleryFileCheck {
  if (files.length === 0) return { accepted: [], messages: [] };
  if (currentCount >= maxImages) return { accepted: [], messages: [m.gallery_error_full()] };
  const messages: string[] = [];
  const valid: File[] = [];
  for (const file of files) {
    const extension = file.name.includes('.') ? (file.name.split('.').pop() ?? '').toLowerCase() : '';
    const kind = file.type || extensionTypes[extension] || '';
    if (!(galleryAcceptedTypes as readonly string[]).includes(kind)) {
      messages.push(m.gallery_error_type({ fileType: file.type || (extension ? `.${extension}` : file.name) }));
    } else if (file.size > maxBytes) {
      messages.push(m.gallery_error_too_large({ fileName: file.name, maxSize: formatMegabytes(maxBytes) }));
    } else {
      valid.push(file);
    }
  }
  const room = maxImages - currentCount;
  if (valid.length > room) {
    messages.push(m.gallery_error_max_images({ maxImages, uploadedCount: room }));
    return { accepted: valid.slice(0, room), messages };
  }
  return { accepted: valid, messages };
}

/** 1048576 → "1", 1572864 → "1.5": the size limit as the messages write it. */
export function formatMegabytes(bytes: number): string {
  const value = bytes / MB;
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}
