import sharp, { type Metadata, type Sharp } from 'sharp';
import { maxImagePixels } from '@spotter/domain';
import { withImageSlot } from './limit.ts';

export interface ProcessedImage {
  display: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
  extension: 'jpg' | 'png' | 'gif' | 'webp';
  contentType: string;
}

export class ImageRejected extends Error {
  override name = 'ImageRejected';
}

const DISPLAY = 1600;
const THUMB = 400;

// sharp's operation cache only helps when the same file is processed again, which uploads never
// are; without it memory stays lower under many uploads.
sharp.cache(false);
// Images are already processed several at a time (two per core, see limit.ts); one libvips thread
// each keeps every core busy without a second set of per-thread buffers.
sharp.concurrency(1);

/**
 * Decodes and re-encodes an image: orientation applied, every piece of metadata (EXIF, GPS, ICC
 * text) dropped, the pixel count limited before decoding, a display size and a thumbnail made.
 * A file that does not decode as the image it claims to be is refused.
 */
export function processImage(input: Buffer, kind: string): Promise<ProcessedImage> {
  return withImageSlot(() => transformImage(input, kind));
}

/** The sharp work of `processImage` alone, without the server's concurrency limit (benchmarks). */
export async function transformImage(input: Buffer, kind: string): Promise<ProcessedImage> {
  const animated = kind === 'image/gif';
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: maxImagePixels, failOn: 'error', animated }).metadata();
  } catch {
    throw new ImageRejected('not_decodable');
  }
  const width = meta.width ?? 0;
  const height = meta.pageHeight ?? meta.height ?? 0;
  if (!width || !height || width * height > maxImagePixels) throw new ImageRejected('too_many_pixels');
  const base = () => sharp(input, { limitInputPixels: maxImagePixels, failOn: 'error', animated }).rotate();
  const encode = (pipeline: Sharp) => {
    if (kind === 'image/png') return pipeline.png({ compressionLevel: 8 });
    // effort 1: an animated thumbnail in under a second instead of several (palette quality is
    // still good at 400 px).
    if (kind === 'image/gif') return pipeline.gif({ effort: 1 });
    if (kind === 'image/webp') return pipeline.webp({ quality: 82 });
    return pipeline.jpeg({ quality: 82, mozjpeg: true });
  };
  try {
    const display = await encode(
      base().resize({ width: DISPLAY, height: DISPLAY, fit: 'inside', withoutEnlargement: true }),
    ).toBuffer({ resolveWithObject: true });
    const thumbnail = await encode(base().resize({ width: THUMB, height: THUMB, fit: 'cover' })).toBuffer();
    const extension =
      kind === 'image/png' ? 'png' : kind === 'image/gif' ? 'gif' : kind === 'image/webp' ? 'webp' : 'jpg';
    return {
      display: display.data,
      thumbnail,
      width: display.info.width,
      height: display.info.pageHeight ?? display.info.height,
      extension,
      contentType: kind,
    };
  } catch {
    throw new ImageRejected('not_decodable');
  }
}
