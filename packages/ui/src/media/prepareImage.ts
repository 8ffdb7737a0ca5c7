import { claimedKind } from './file-kind.ts';

export interface PrepareImageOptions {
  /** The largest file that may be uploaded, in bytes. */
  maxBytes: number;
  /** Types that may be uploaded as they are when small enough (as detected from the name or type). */
  kinds: readonly string[];
  /** The longest side of a downscaled image at the first try, in pixels. */
  maxDimension?: number;
}

export interface PreparedImage {
  /** The file to upload: the chosen one, or a JPEG made from it. */
  file: File;
  /** Whether the image was decoded and re-encoded as a JPEG. */
  converted: boolean;
  /** Whether it was a GIF: a converted GIF keeps only its first frame. */
  wasGif: boolean;
}

/** The browser could not decode the file as an image (not an image, damaged, or a format it lacks). */
export class UnreadableImageError extends Error {
  constructor(message = 'unreadable image') {
    super(message);
    this.name = 'UnreadableImageError';
  }
}

const qualities = [0.9, 0.82, 0.74, 0.66, 0.58] as const;
/** Each round that still comes out too large shrinks the sides to this share. */
const shrinkStep = 0.75;
const smallestSide = 160;

type Drawable = ImageBitmap | HTMLImageElement;

function sizeOf(image: Drawable): { width: number; height: number } {
  return 'naturalWidth' in image
    ? { width: image.naturalWidth, height: image.naturalHeight }
    : { width: image.width, height: image.height };
}

/** Decodes with the photo's orientation applied (EXIF), or throws UnreadableImageError. */
async function decode(file: Blob): Promise<{ image: Drawable; release: () => void }> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
      return { image: bitmap, release: () => bitmap.close() };
    } catch {
      throw new UnreadableImageError();
    }
  }
  const url = URL.createObjectURL(file);
  const image = new Image();
  image.src = url;
  try {
    await image.decode();
  } catch {
    URL.revokeObjectURL(url);
    throw new UnreadableImageError();
  }
  return { image, release: () => URL.revokeObjectURL(url) };
}

async function encodeJpeg(image: Drawable, width: number, height: number, quality: number): Promise<Blob> {
  const draw = (context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D) => {
    // JPEG has no transparency: transparent parts of a PNG or GIF become white, not black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.imageSmoothingEnabled = true;
    context.imageSmoothingQuality = 'high';
    context.drawImage(image, 0, 0, width, height);
  };
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) throw new UnreadableImageError('no canvas');
    draw(context);
    return canvas.convertToBlob({ type: 'image/jpeg', quality });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new UnreadableImageError('no canvas');
  draw(context);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new UnreadableImageError('no blob'))),
      'image/jpeg',
      quality,
    ),
  );
}

function jpegName(name: string): string {
  const base = name.replace(/\.[^./\\]+$/, '') || 'photo';
  return `${base}.jpg`;
}

/**
 * Makes a chosen image fit an upload limit in the browser: a file the browser cannot decode is
 * refused (UnreadableImageError); one of an allowed type within `maxBytes` goes as it is (a small
 * GIF keeps its animation); anything else is drawn upright (EXIF orientation applied), scaled so
 * its longest side is at most `maxDimension`, and encoded as JPEG at falling quality, then smaller
 * sizes, until it fits. A converted GIF keeps only its first frame.
 */
export async function prepareImage(
  file: File,
  { maxBytes, kinds, maxDimension = 2048 }: PrepareImageOptions,
): Promise<PreparedImage> {
  const { image, release } = await decode(file);
  try {
    const { width, height } = sizeOf(image);
    if (width === 0 || height === 0) throw new UnreadableImageError();
    const kind = claimedKind(file);
    const wasGif = kind === 'image/gif';
    if (kinds.includes(kind) && file.size <= maxBytes) return { file, converted: false, wasGif };
    let scale = Math.min(1, maxDimension / Math.max(width, height));
    for (;;) {
      const targetWidth = Math.max(1, Math.round(width * scale));
      const targetHeight = Math.max(1, Math.round(height * scale));
      let size = 0;
      for (const quality of qualities) {
        const blob = await encodeJpeg(image, targetWidth, targetHeight, quality);
        if (blob.size <= maxBytes) {
          return {
            file: new File([blob], jpegName(file.name), { type: 'image/jpeg', lastModified: Date.now() }),
            converted: true,
            wasGif,
          };
        }
        size = blob.size;
        // Far over the limit, a lower quality will not close the gap; a smaller picture will.
        if (size > maxBytes * 2) break;
      }
      if (Math.max(targetWidth, targetHeight) * shrinkStep < smallestSide) throw new UnreadableImageError('cannot fit');
      scale *= Math.min(shrinkStep, Math.sqrt(maxBytes / size) * 0.95);
    }
  } finally {
    release();
  }
}
