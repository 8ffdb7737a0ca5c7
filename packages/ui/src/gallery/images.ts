/** One image of a trainer's gallery as the editor shows it. */
export interface GalleryImage {
  id: string;
  url: string | null;
  previewUrl?: string | null;
  isHighlighted: boolean;
  description: string;
  /** 0..1 while uploading */
  progress?: number | null;
  error?: string | null;
  isNew?: boolean;
}

/** Which way a keyboard move goes: towards the start or the end of the gallery. */
export type MoveDirection = 'earlier' | 'later';

/** Moves the image `id` to the place of `targetId`, shifting the others. */
export function moveImage(images: GalleryImage[], id: string, targetId: string): GalleryImage[] {
  const from = images.findIndex((image) => image.id === id);
  const to = images.findIndex((image) => image.id === targetId);
  if (from < 0 || to < 0 || from === to) return images;
  const next = images.slice();
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as GalleryImage);
  return next;
}

/** The DOM id of an image's tile, so focus can find the tile again after React moves it. */
export function tileDomId(id: string) {
  return `gallery-image-${id.replace(/[^a-zA-Z0-9_-]/g, '_')}`;
}

/** Drag type of a tile being reordered, so the file drop zone can refuse it. */
export const tileDragType = 'application/x-spotter-gallery-image';
