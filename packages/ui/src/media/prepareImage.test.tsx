import { describe, expect, test } from 'vitest';
import { mediaRules } from '@spotter/domain';
import { prepareImage, UnreadableImageError } from './prepareImage.ts';

const MB = 1024 * 1024;
const photoRule = { maxBytes: mediaRules.profile_photo.maxBytes, kinds: mediaRules.profile_photo.kinds };

/** A photo-like picture: colour gradients under strong grain, which JPEG cannot squeeze much. */
function noisyCanvas(width: number, height: number): OffscreenCanvas {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas');
  const pixels = context.createImageData(width, height);
  let seed = 12345;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 4;
      // xorshift: fast, repeatable grain.
      seed ^= seed << 13;
      seed ^= seed >>> 17;
      seed ^= seed << 5;
      const grain = (seed & 0x7f) - 64;
      pixels.data[at] = (x * 255) / width + grain;
      pixels.data[at + 1] = (y * 255) / height + grain;
      pixels.data[at + 2] = 128 + grain * 1.5;
      pixels.data[at + 3] = 255;
    }
  }
  context.putImageData(pixels, 0, 0);
  return canvas;
}

async function fileOf(canvas: OffscreenCanvas, name: string, type: string, quality?: number): Promise<File> {
  const blob = await canvas.convertToBlob({ type, quality });
  return new File([blob], name, { type });
}

/** Two halves of plain colour (left, right), optionally transparent on the left. */
function halves(width: number, height: number, left: string, right: string): OffscreenCanvas {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas');
  context.fillStyle = left;
  context.fillRect(0, 0, width / 2, height);
  context.fillStyle = right;
  context.fillRect(width / 2, 0, width / 2, height);
  return canvas;
}

/** The decoded size and one pixel of an image file. */
async function inspect(file: Blob, x: number, y: number) {
  const bitmap = await createImageBitmap(file);
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas');
  context.drawImage(bitmap, 0, 0);
  const [r = 0, g = 0, b = 0] = context.getImageData(
    Math.round(x * bitmap.width),
    Math.round(y * bitmap.height),
    1,
    1,
  ).data;
  return { width: bitmap.width, height: bitmap.height, pixel: [r, g, b] };
}

/** A JPEG with an EXIF block saying "rotate 90° clockwise to show" (orientation 6), as phones write. */
async function rotatedJpeg(): Promise<File> {
  const jpeg = new Uint8Array(
    await (
      await halves(400, 200, '#ff0000', '#0000ff').convertToBlob({ type: 'image/jpeg', quality: 0.95 })
    ).arrayBuffer(),
  );
  const exif = [
    0xff,
    0xe1,
    0x00,
    0x22,
    ...[...'Exif'].map((c) => c.charCodeAt(0)),
    0,
    0,
    0x4d,
    0x4d,
    0x00,
    0x2a,
    0x00,
    0x00,
    0x00,
    0x08,
    0x00,
    0x01,
    0x01,
    0x12,
    0x00,
    0x03,
    0x00,
    0x00,
    0x00,
    0x01,
    0x00,
    0x06,
    0x00,
    0x00,
    0x00,
    0x00,
    0x00,
    0x00,
  ];
  const bytes = new Uint8Array([...jpeg.subarray(0, 2), ...exif, ...jpeg.subarray(2)]);
  return new File([bytes], 'IMG_0042.JPG', { type: 'image/jpeg' });
}

const gifBytes = () =>
  Uint8Array.from(atob('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw=='), (c) => c.charCodeAt(0));

/** A valid GIF made about 2 KB large by a comment block before its trailer. */
function paddedGif(): File {
  const bytes = gifBytes();
  const comment = [
    0x21,
    0xfe,
    ...Array.from({ length: 8 }, () => [255, ...new Array<number>(255).fill(0x61)]).flat(),
    0x00,
  ];
  return new File([new Uint8Array([...bytes.subarray(0, -1), ...comment, 0x3b])], 'wave.gif', { type: 'image/gif' });
}

const near = (actual: number[], expected: number[]) =>
  actual.every((value, index) => Math.abs(value - (expected[index] ?? 0)) < 40);

describe('prepareImage', () => {
  test('a 12-megapixel phone photo over 5 MB becomes a JPEG of at most 1 MB, same shape', async () => {
    const photo = await fileOf(noisyCanvas(4000, 3000), 'IMG_2024.jpeg', 'image/jpeg', 0.95);
    expect(photo.size).toBeGreaterThan(5 * MB);
    const prepared = await prepareImage(photo, photoRule);
    expect(prepared.converted).toBe(true);
    expect(prepared.file.type).toBe('image/jpeg');
    expect(prepared.file.name).toBe('IMG_2024.jpg');
    expect(prepared.file.size).toBeLessThanOrEqual(1 * MB);
    const { width, height } = await inspect(prepared.file, 0.5, 0.5);
    expect(Math.max(width, height)).toBeLessThanOrEqual(2048);
    expect(width / height).toBeCloseTo(4 / 3, 2);
  }, 120_000);

  test('a large PNG is converted too; its transparent parts turn white, not black', async () => {
    const canvas = noisyCanvas(1600, 1200);
    canvas.getContext('2d')?.clearRect(0, 0, 800, 1200);
    const png = await fileOf(canvas, 'portrait.png', 'image/png');
    expect(png.size).toBeGreaterThan(1 * MB);
    const prepared = await prepareImage(png, photoRule);
    expect(prepared.file.size).toBeLessThanOrEqual(1 * MB);
    expect((await inspect(prepared.file, 0.25, 0.5)).pixel).toEqual([255, 255, 255]);
  }, 60_000);

  test('the photo is turned upright as its EXIF orientation says', async () => {
    const photo = await rotatedJpeg();
    // A tiny limit makes it re-encode.
    const prepared = await prepareImage(photo, { ...photoRule, maxBytes: 1500 });
    const top = await inspect(prepared.file, 0.5, 0.2);
    const bottom = await inspect(prepared.file, 0.5, 0.8);
    expect([top.width, top.height]).toEqual([200, 400]);
    // Rotated a quarter turn clockwise: the red left half is now on top.
    expect(near(top.pixel, [255, 0, 0])).toBe(true);
    expect(near(bottom.pixel, [0, 0, 255])).toBe(true);
  });

  test('a small image of an allowed type is uploaded as it is (a small GIF keeps its animation)', async () => {
    const png = await fileOf(halves(64, 64, '#123456', '#abcdef'), 'me.png', 'image/png');
    expect(await prepareImage(png, photoRule)).toEqual({ file: png, converted: false, wasGif: false });
    const gif = new File([gifBytes()], 'wave.gif', { type: 'image/gif' });
    expect(await prepareImage(gif, photoRule)).toEqual({ file: gif, converted: false, wasGif: true });
  });

  test('a GIF over the limit becomes a still JPEG', async () => {
    const gif = paddedGif();
    expect(gif.size).toBeGreaterThan(2000);
    const prepared = await prepareImage(gif, { ...photoRule, maxBytes: 1500 });
    expect(prepared).toMatchObject({ converted: true, wasGif: true });
    expect(prepared.file.type).toBe('image/jpeg');
  });

  test('a readable image of another type (WebP) is converted to JPEG', async () => {
    const webp = await fileOf(halves(120, 80, '#00ff00', '#ff00ff'), 'selfie.webp', 'image/webp');
    const prepared = await prepareImage(webp, photoRule);
    expect(prepared.converted).toBe(true);
    expect(prepared.file).toMatchObject({ name: 'selfie.jpg', type: 'image/jpeg' });
  });

  test.each([
    ['text named like a photo', new File(['these bytes are not an image'], 'holiday.jpg', { type: 'image/jpeg' })],
    ['an empty file', new File([], 'empty.png', { type: 'image/png' })],
    [
      'a cut-off JPEG',
      new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46])], 'cut.jpg', { type: 'image/jpeg' }),
    ],
  ])('refuses what cannot be read: %s', async (_name, file) => {
    await expect(prepareImage(file, photoRule)).rejects.toBeInstanceOf(UnreadableImageError);
  });
});
