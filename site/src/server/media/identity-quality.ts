import sharp, { type OutputInfo } from 'sharp';
import { identityImageRules, maxImagePixels, type IdentityImageProblem } from '@spotter/domain';
import { ImageRejected } from './process.ts';

/** What the check measured: the image as taken, its mean luma and the variance of its Laplacian. */
export interface IdentityImageQuality {
  width: number;
  height: number;
  brightness: number;
  sharpness: number;
}

/**
 * Measures an identity image: its size as taken (orientation applied), then, on a greyscale copy
 * scaled to `sharpnessSide` on its longer side, the mean luma and the variance of the 4-neighbour
 * Laplacian. Text and edges give a high variance; a shaken or out-of-focus photo a low one.
 */
export async function measureIdentityImage(input: Buffer): Promise<IdentityImageQuality> {
  const side = identityImageRules.sharpnessSide;
  let grey: { data: Buffer; info: OutputInfo };
  let width: number;
  let height: number;
  try {
    const meta = await sharp(input, { limitInputPixels: maxImagePixels, failOn: 'error' }).metadata();
    // EXIF orientations 5-8 turn the image a quarter: its sides swap.
    const turned = (meta.orientation ?? 1) >= 5;
    width = (turned ? meta.height : meta.width) ?? 0;
    height = (turned ? meta.width : meta.height) ?? 0;
    grey = await sharp(input, { limitInputPixels: maxImagePixels, failOn: 'error' })
      .rotate()
      .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new ImageRejected('not_decodable');
  }
  const { data, info } = grey;
  const w = info.width;
  const h = info.height;
  const channels = info.channels;
  let sum = 0;
  for (let i = 0; i < data.length; i += channels) sum += data[i]!;
  const brightness = sum / (w * h);
  // Welford's running mean and variance over the inner pixels' Laplacian.
  let count = 0;
  let mean = 0;
  let m2 = 0;
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      const at = (y * w + x) * channels;
      const value =
        data[at - w * channels]! +
        data[at + w * channels]! +
        data[at - channels]! +
        data[at + channels]! -
        4 * data[at]!;
      count += 1;
      const delta = value - mean;
      mean += delta / count;
      m2 += delta * (value - mean);
    }
  }
  return { width, height, brightness, sharpness: count > 1 ? m2 / (count - 1) : 0 };
}

/** The first rule of `identityImageRules` a measured image breaks, or null when it passes them all. */
export function identityImageProblem(
  quality: IdentityImageQuality,
  subject: 'document' | 'selfie',
): IdentityImageProblem | null {
  const rules = identityImageRules;
  const short = Math.min(quality.width, quality.height);
  const long = Math.max(quality.width, quality.height);
  if (short < rules.minShortSide || long < rules.minLongSide) return 'too_small';
  if (quality.brightness < rules.minBrightness) return 'too_dark';
  if (quality.brightness > rules.maxBrightness) return 'too_bright';
  if (quality.sharpness < rules.minSharpness[subject]) return 'blurry';
  return null;
}
