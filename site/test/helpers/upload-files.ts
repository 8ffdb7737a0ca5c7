import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { expect, inject } from 'vitest';
import { baseUrl } from './http.ts';
import { filesUnder } from './media.ts';

/** What the upload tests share: sample files, uploads as a page sends them, and the refusal check. */

/** The storage keys of every object on the test server's disk now. */
export const storedFiles = () => filesUnder(path.join(inject('dataDir'), 'media'));

export interface UploadPart {
  field: string;
  name: string;
  type: string;
  body: Buffer;
}

/**
 * Uploads as a page would (`upload`), and keeps the storage keys (objects and thumbnails) that the
 * accepted uploads answered with (`recorded`).
 */
export function uploadSession() {
  const recorded: string[] = [];
  async function upload(cookie: string | undefined, parts: UploadPart[]): Promise<Response> {
    const form = new FormData();
    for (const part of parts)
      form.append(part.field, new Blob([new Uint8Array(part.body)], { type: part.type }), part.name);
    const response = await fetch(`${baseUrl()}/api/upload`, {
      method: 'POST',
      headers: { ...(cookie ? { cookie } : {}), origin: baseUrl(), 'sec-fetch-site': 'same-origin' },
      body: form,
    });
    if (response.status === 201) {
      const { data } = (await response.clone().json()) as {
        data: { media: Array<{ url: string; thumbnailUrl: string | null }> };
      };
      for (const item of data.media)
        for (const url of [item.url, item.thumbnailUrl]) if (url) recorded.push(url.replace(/^\/media\//, ''));
    }
    return response;
  }
  return { upload, recorded };
}

/** The tags of an EXIF block's first directory (0x8825 points to the GPS directory). */
export function exifTags(exif: Buffer): number[] {
  const tiff = exif.subarray(exif.indexOf('Exif\0\0') + 6);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const first = little ? tiff.readUInt32LE(4) : tiff.readUInt32BE(4);
  return Array.from({ length: u16(first) }, (_, i) => u16(first + 2 + i * 12));
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A few-KB PNG that claims 30000×30000 pixels (a decompression bomb). */
export function bombPng(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(30000, 0);
  ihdr.writeUInt32BE(30000, 4);
  ihdr[8] = 8;
  ihdr[9] = 0;
  const idat = deflateSync(Buffer.alloc(30001 * 4));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A small PNG, a JPEG, and the JPEG with a GPS position, an author and a copyright in its EXIF. */
export async function sampleImages(): Promise<{ png: Buffer; jpeg: Buffer; gpsJpeg: Buffer }> {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#10b981' } })
    .png()
    .toBuffer();
  const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#1d4ed8' } })
    .jpeg()
    .toBuffer();
  const gpsJpeg = await sharp(jpeg)
    .withExif({
      IFD0: { Copyright: 'Spotter test', Artist: 'Jane' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '43/1 51/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '18/1 25/1 0/1' },
    })
    .toBuffer();
  return { png, jpeg, gpsJpeg };
}

/** Every refusal: a clear error, and neither a file nor a row left behind. */
export async function refused(response: Promise<Response>, status: number, message: RegExp) {
  const before = storedFiles();
  const answer = await response;
  expect(answer.status).toBe(status);
  const body = (await answer.json()) as { error: string };
  expect(body.error).toMatch(message);
  expect(storedFiles()).toEqual(before);
}
