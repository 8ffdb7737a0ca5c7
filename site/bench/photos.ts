/**
 * The upload benchmark's test photos: 50 gallery images made once with sharp and kept in the
 * system temporary directory (made again when a file is missing or changed). Phone-camera-like
 * JPEGs 2000–4000 px wide with gradients, texture and sensor noise (so they do not compress
 * trivially), some stored sideways with EXIF orientation 6 as phones do, plus a few PNGs and
 * GIFs (two animated). Every file is checked against the gallery rules the server applies:
 * its kind detected from the first bytes, at most 10 MB, within the pixel limit.
 */
import { existsSync } from 'node:fs';
import { mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { isAllowedKind, maxImagePixels, mediaRules } from '@spotter/domain';
import { seeded } from '../scripts/seeded.ts';

export interface Photo {
  file: string;
  name: string;
  mime: 'image/jpeg' | 'image/png' | 'image/gif';
  bytes: number;
  width: number;
  height: number;
  frames: number;
}

export const PHOTO_COUNT = 50;
/** Bump when the generator changes, so an old set is not reused. */
const VERSION = 4;
/** As many bytes as the server reads to detect a file's kind (HEAD_BYTES in site/src/server/media/upload.ts). */
const HEAD_BYTES = 4100;
const MB = 1024 * 1024;

export const photoDir = path.join(tmpdir(), `spotter-bench-photos-v${VERSION}`);

const TILE = 509;

/** Approximately Gaussian noise in a prime-sized tile (JPEG blocks never line up with its period). */
function noiseTile(random: () => number): Int8Array {
  const tile = new Int8Array(TILE * TILE * 3);
  for (let i = 0; i < tile.length; i += 1) tile[i] = Math.round((random() + random() + random() - 1.5) * 60);
  return tile;
}

/**
 * RGB pixels: a soft colour gradient with texture of `detail` strength (made on a grid of 12 px
 * cells and scaled up smoothly), posterised to `levels` when asked, plus sensor noise of `grain`.
 */
async function render(
  random: () => number,
  noise: Int8Array,
  width: number,
  height: number,
  detail: number,
  grain: number,
  levels = 256,
): Promise<Buffer> {
  const across = Math.max(2, Math.round(width / 12));
  const down = Math.max(2, Math.round(height / 12));
  // The gradient: random colours on a 4 × 4 grid, interpolated bilinearly over the cells.
  const corners = Array.from({ length: 16 * 3 }, () => random() * 255);
  const grid = Buffer.alloc(across * down * 3);
  for (let y = 0; y < down; y += 1) {
    const gy = (y / (down - 1)) * 3;
    const y0 = Math.min(2, Math.floor(gy));
    const fy = gy - y0;
    for (let x = 0; x < across; x += 1) {
      const gx = (x / (across - 1)) * 3;
      const x0 = Math.min(2, Math.floor(gx));
      const fx = gx - x0;
      for (let c = 0; c < 3; c += 1) {
        const at = (row: number, col: number) => corners[(row * 4 + col) * 3 + c]!;
        const top = at(y0, x0) * (1 - fx) + at(y0, x0 + 1) * fx;
        const bottom = at(y0 + 1, x0) * (1 - fx) + at(y0 + 1, x0 + 1) * fx;
        const value = (top * (1 - fy) + bottom * fy) * 0.7 + 40 + (random() * 255 - 128) * detail;
        grid[(y * across + x) * 3 + c] = Math.max(0, Math.min(255, value));
      }
    }
  }
  const smooth = await sharp(grid, { raw: { width: across, height: down, channels: 3 } })
    .resize(width, height, { kernel: 'cubic', fit: 'fill' })
    .raw()
    .toBuffer();
  const out = new Uint8ClampedArray(width * height * 3);
  const step = 256 / levels;
  const rowLength = width * 3;
  const tileRow = TILE * 3;
  for (let y = 0; y < height; y += 1) {
    const row = y * rowLength;
    const tileOffset = (y % TILE) * tileRow;
    let n = 0;
    for (let x = 0; x < rowLength; x += 1) {
      const i = row + x;
      const base = levels < 256 ? Math.floor(smooth[i]! / step) * step : smooth[i]!;
      out[i] = base + noise[tileOffset + n]! * grain;
      n = n + 1 === tileRow ? 0 : n + 1;
    }
  }
  return Buffer.from(out.buffer, out.byteOffset, out.byteLength);
}

interface Plan {
  name: string;
  mime: Photo['mime'];
  width: number;
  height: number;
  frames: number;
  make: () => Promise<Buffer>;
}

/** The 50 photos: 40 JPEGs, 5 PNGs, 3 still and 2 animated GIFs, in a mixed order. */
function plans(): Plan[] {
  const random = seeded(20_260_501);
  const noise = noiseTile(random);
  const list: Plan[] = [];
  const aspects = [4 / 3, 3 / 2, 16 / 9, 4 / 3, 1];
  for (let i = 0; i < PHOTO_COUNT; i += 1) {
    const id = String(i + 1).padStart(2, '0');
    if (i % 10 === 7) {
      // Screenshot- or graphic-like PNG: posterised gradients, little noise.
      const width = 1400 + Math.floor(random() * 600);
      const height = Math.round(width * 0.75);
      list.push({
        name: `photo-${id}.png`,
        mime: 'image/png',
        width,
        height,
        frames: 1,
        make: async () =>
          sharp(await render(random, noise, width, height, 0.6, 0.025, 48), { raw: { width, height, channels: 3 } })
            .png({ compressionLevel: 6 })
            .toBuffer(),
      });
    } else if (i % 20 === 13) {
      // Animated GIF (a short exercise clip): 8 frames, little noise as in real screen recordings.
      const width = 480 + Math.floor(random() * 160);
      const height = Math.round(width * 0.75);
      const frames = 8;
      list.push({
        name: `photo-${id}.gif`,
        mime: 'image/gif',
        width,
        height,
        frames,
        make: async () => {
          const pages: Buffer[] = [];
          for (let f = 0; f < frames; f += 1) pages.push(await render(random, noise, width, height, 0.3, 0.03, 64));
          return sharp(Buffer.concat(pages), {
            raw: { width, height: height * frames, channels: 3, pageHeight: height },
          })
            .gif({ delay: Array(frames).fill(120), loop: 0, effort: 1 })
            .toBuffer();
        },
      });
    } else if (i % 20 === 3) {
      // Still GIF (a graphic): flat colour steps, little noise.
      const width = 900 + Math.floor(random() * 300);
      const height = Math.round(width * 0.75);
      list.push({
        name: `photo-${id}.gif`,
        mime: 'image/gif',
        width,
        height,
        frames: 1,
        make: async () =>
          sharp(await render(random, noise, width, height, 0.3, 0.03, 64), { raw: { width, height, channels: 3 } })
            .gif({ effort: 1 })
            .toBuffer(),
      });
    } else {
      // Phone photo: 2000–4000 px wide, 1–4 MB; every third one stored sideways with orientation 6.
      const width = 2000 + Math.floor(random() * 2001);
      const height = Math.round(width / aspects[i % aspects.length]!);
      const target = (1.2 + random() * 2.6) * MB;
      // Bytes per pixel grow with the grain; pick the grain that lands near the target size.
      const bytesPerPixel = target / (width * height);
      const grain = Math.min(0.9, Math.max(0.08, (bytesPerPixel - 0.1) * 1.3));
      const sideways = i % 3 === 1;
      list.push({
        name: `photo-${id}.jpg`,
        mime: 'image/jpeg',
        width,
        height,
        frames: 1,
        make: async () => {
          const pixels = await render(random, noise, width, height, 0.4, grain);
          let quality = 90;
          for (;;) {
            const image = sharp(pixels, { raw: { width, height, channels: 3 } });
            const jpeg = await (sideways ? image.withMetadata({ orientation: 6 }) : image).jpeg({ quality }).toBuffer();
            if (jpeg.length <= 4 * MB || quality <= 70) return jpeg;
            quality -= 5;
          }
        },
      });
    }
  }
  return list;
}

async function head(file: string): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** Refuses a set the server would refuse: the bench measures accepted uploads only. */
async function check(photo: Photo): Promise<void> {
  const detected = await fileTypeFromBuffer(await head(photo.file));
  if (detected?.mime !== photo.mime || !isAllowedKind('gallery', detected.mime)) {
    throw new Error(
      `${photo.name}: detected as ${detected?.mime ?? 'nothing'} from the first ${HEAD_BYTES} bytes, expected ${photo.mime}`,
    );
  }
  if (photo.bytes > mediaRules.gallery.maxBytes)
    throw new Error(`${photo.name}: ${photo.bytes} bytes is over the gallery limit`);
  if (photo.width * photo.height > maxImagePixels) throw new Error(`${photo.name}: too many pixels`);
}

/** The 50 photos, generated on first use (about a minute on two cores) and reused after that. */
export async function ensurePhotos(log: (line: string) => void = () => {}): Promise<Photo[]> {
  const manifestFile = path.join(photoDir, 'manifest.json');
  if (existsSync(manifestFile)) {
    try {
      const photos = JSON.parse(await readFile(manifestFile, 'utf8')) as Photo[];
      const intact = await Promise.all(
        photos.map((p) =>
          stat(p.file).then(
            (s) => s.size === p.bytes,
            () => false,
          ),
        ),
      );
      if (photos.length === PHOTO_COUNT && intact.every(Boolean)) {
        for (const photo of photos) await check(photo);
        return photos;
      }
    } catch {
      // unreadable or outdated: make the set again
    }
  }
  log(`Generating ${PHOTO_COUNT} test photos in ${photoDir} (once) …`);
  // Made in a directory of our own and moved in place at the end, so a run that stops half-way
  // (or another bench making them at the same time) never leaves a partial set behind.
  const staging = `${photoDir}.${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true });
  const photos: Photo[] = [];
  // One after the other: the noise generator's sequence (and so every file) stays the same.
  for (const plan of plans()) {
    const bytes = await plan.make();
    await writeFile(path.join(staging, plan.name), bytes);
    photos.push({
      file: path.join(photoDir, plan.name),
      name: plan.name,
      mime: plan.mime,
      bytes: bytes.length,
      width: plan.width,
      height: plan.height,
      frames: plan.frames,
    });
  }
  await writeFile(path.join(staging, 'manifest.json'), JSON.stringify(photos, null, 2));
  await rm(photoDir, { recursive: true, force: true });
  await rename(staging, photoDir).catch(async (error: unknown) => {
    // Another run moved its (identical) set in first: use that one.
    await rm(staging, { recursive: true, force: true });
    if (!existsSync(manifestFile)) throw error;
  });
  for (const photo of photos) await check(photo);
  return photos;
}

export function describePhotos(photos: Photo[]): string {
  const total = photos.reduce((n, p) => n + p.bytes, 0);
  const count = (mime: Photo['mime']) => photos.filter((p) => p.mime === mime).length;
  const sizes = photos.map((p) => p.bytes);
  return `${photos.length} files, ${(total / MB).toFixed(0)} MB (${count('image/jpeg')} JPEG, ${count('image/png')} PNG, ${count('image/gif')} GIF; ${(Math.min(...sizes) / MB).toFixed(1)}–${(Math.max(...sizes) / MB).toFixed(1)} MB)`;
}
