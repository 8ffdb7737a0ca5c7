import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { baseUrl, call, cookieFor } from '../helpers/http.ts';
import { filesUnder } from '../helpers/media.ts';

const dataDir = () => inject('dataDir');

const storedFiles = () => filesUnder(path.join(dataDir(), 'media'));

/** The storage keys (objects and thumbnails) that this file's accepted uploads answered with. */
const recorded: string[] = [];

async function upload(
  cookie: string | undefined,
  parts: Array<{ field: string; name: string; type: string; body: Buffer }>,
) {
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

/** The tags of an EXIF block's first directory (0x8825 points to the GPS directory). */
function exifTags(exif: Buffer): number[] {
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
function bombPng(): Buffer {
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

let png: Buffer;
let jpeg: Buffer;
let gpsJpeg: Buffer;
let trainer: string;
let storedAtStart: string[];

beforeAll(async () => {
  storedAtStart = storedFiles();
  png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#10b981' } })
    .png()
    .toBuffer();
  jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#1d4ed8' } })
    .jpeg()
    .toBuffer();
  gpsJpeg = await sharp(jpeg)
    .withExif({
      IFD0: { Copyright: 'Spotter test', Artist: 'Jane' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '43/1 51/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '18/1 25/1 0/1' },
    })
    .toBuffer();
  // A new trainer whose language is English (the demo trainers' are not), with an empty quota.
  const email = `uploader.${Date.now().toString(36)}@example.test`;
  const registered = await call('/api/auth/register', {
    method: 'POST',
    body: JSON.stringify({ email, password: 'a strong password', role: 'trainer' }),
    contentType: 'application/json',
    headers: { 'accept-language': 'en' },
  });
  expect(registered.status).toBe(201);
  trainer = registered.headers
    .getSetCookie()
    .find((c) => c.includes('spotter_session='))!
    .split(';')[0]!;
});

/** Every refusal: a clear error, and neither a file nor a row left behind. */
async function refused(response: Promise<Response>, status: number, message: RegExp) {
  const before = storedFiles();
  const answer = await response;
  expect(answer.status).toBe(status);
  const body = (await answer.json()) as { error: string };
  expect(body.error).toMatch(message);
  expect(storedFiles()).toEqual(before);
}

describe('hostile and wrong files are refused with a clear error, nothing stored', () => {
  const cases: Array<[string, () => Promise<Response>, number, RegExp]> = [
    [
      'an image/HTML polyglot',
      () =>
        upload(trainer, [
          {
            field: 'galleryImage',
            name: 'x.gif',
            type: 'image/gif',
            body: Buffer.from('GIF89a/*<html><script>alert(1)</script></html>*/'),
          },
        ]),
      422,
      /could not be read as an image/,
    ],
    [
      'an SVG with a script',
      () =>
        upload(trainer, [
          {
            field: 'galleryImage',
            name: 'logo.svg',
            type: 'image/svg+xml',
            body: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
          },
        ]),
      415,
      /not accepted/,
    ],
    [
      'a .jpg.php',
      () =>
        upload(trainer, [
          {
            field: 'galleryImage',
            name: 'shell.jpg.php',
            type: 'image/jpeg',
            body: Buffer.from('<?php system($_GET["c"]); ?>'),
          },
        ]),
      415,
      /not accepted/,
    ],
    [
      'a truncated JPEG',
      () =>
        upload(trainer, [
          {
            field: 'galleryImage',
            name: 'cut.jpg',
            type: 'image/jpeg',
            body: jpeg.subarray(0, Math.floor(jpeg.length / 3)),
          },
        ]),
      422,
      /could not be read/,
    ],
    [
      'a 30000×30000 PNG of a few KB',
      () => upload(trainer, [{ field: 'galleryImage', name: 'bomb.png', type: 'image/png', body: bombPng() }]),
      422,
      /too large in pixels|could not be read/,
    ],
    [
      'wrong magic bytes',
      () =>
        upload(trainer, [
          {
            field: 'galleryImage',
            name: 'photo.png',
            type: 'image/png',
            body: Buffer.from('this is not a png at all, just text'),
          },
        ]),
      415,
      /not accepted/,
    ],
    [
      'a profile photo over 1 MB',
      () =>
        upload(trainer, [
          {
            field: 'profileImage',
            name: 'big.png',
            type: 'image/png',
            body: Buffer.concat([png, Buffer.alloc(1024 * 1024)]),
          },
        ]),
      413,
      /maximum here is 1 MB/,
    ],
    [
      'an exercise image over 5 MB',
      () =>
        upload(trainer, [
          {
            field: 'exerciseImage',
            name: 'big.jpg',
            type: 'image/jpeg',
            body: Buffer.concat([jpeg, Buffer.alloc(5 * 1024 * 1024)]),
          },
        ]),
      413,
      /maximum here is 5 MB/,
    ],
    [
      'an identity photo over 10 MB',
      () =>
        upload(trainer, [
          {
            field: 'idVerificationFront',
            name: 'id.jpg',
            type: 'image/jpeg',
            body: Buffer.concat([jpeg, Buffer.alloc(10 * 1024 * 1024)]),
          },
        ]),
      413,
      /maximum here is 10 MB/,
    ],
    [
      'a GIF as an identity photo (JPG or PNG only)',
      () =>
        upload(trainer, [
          {
            field: 'idVerificationFront',
            name: 'id.gif',
            type: 'image/gif',
            body: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'),
          },
        ]),
      415,
      /not accepted/,
    ],
    [
      'a PNG as an exercise video',
      () => upload(trainer, [{ field: 'exerciseVideo', name: 'clip.mp4', type: 'video/mp4', body: png }]),
      415,
      /not accepted/,
    ],
    [
      'a WebP in the gallery (JPG, PNG, GIF only)',
      async () =>
        upload(trainer, [
          { field: 'galleryImage', name: 'a.webp', type: 'image/webp', body: await sharp(png).webp().toBuffer() },
        ]),
      415,
      /not accepted/,
    ],
    [
      'an executable as a certificate',
      () =>
        upload(trainer, [
          {
            field: 'certificateDocument',
            name: 'cert.pdf',
            type: 'application/pdf',
            body: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]),
          },
        ]),
      415,
      /not accepted/,
    ],
    [
      'a gallery image over 10 MB',
      () =>
        upload(trainer, [
          {
            field: 'galleryImage',
            name: 'big.jpg',
            type: 'image/jpeg',
            body: Buffer.concat([jpeg, Buffer.alloc(10 * 1024 * 1024)]),
          },
        ]),
      413,
      /maximum here is 10 MB/,
    ],
    [
      'a PDF as a profile photo',
      () =>
        upload(trainer, [
          { field: 'profileImage', name: 'me.jpg', type: 'image/jpeg', body: Buffer.from('%PDF-1.4\n%%EOF\n') },
        ]),
      415,
      /not accepted/,
    ],
    [
      'an HTML page as a brand logo',
      () =>
        upload(trainer, [
          {
            field: 'brandLogo',
            name: 'logo.png',
            type: 'image/png',
            body: Buffer.from('<!doctype html><script>alert(1)</script>'),
          },
        ]),
      415,
      /not accepted/,
    ],
    [
      'a NUL in the file name',
      () => upload(trainer, [{ field: 'galleryImage', name: 'a\u0000.png', type: 'image/png', body: png }]),
      400,
      /could not be read/,
    ],
    [
      'an unknown field',
      () => upload(trainer, [{ field: 'avatar', name: 'a.png', type: 'image/png', body: png }]),
      400,
      /not known/,
    ],
    [
      'no file at all',
      () =>
        fetch(`${baseUrl()}/api/upload`, {
          method: 'POST',
          headers: { cookie: trainer, origin: baseUrl(), 'sec-fetch-site': 'same-origin' },
          body: new FormData(),
        }),
      400,
      /No file/,
    ],
    [
      'JSON instead of multipart',
      () => call('/api/upload', { method: 'POST', cookie: trainer, body: '{}', contentType: 'application/json' }),
      415,
      /multipart/,
    ],
    [
      'an anonymous upload',
      () => upload(undefined, [{ field: 'galleryImage', name: 'a.png', type: 'image/png', body: png }]),
      401,
      /sign in/,
    ],
    [
      'a good file next to a bad one (all or nothing)',
      () =>
        upload(trainer, [
          { field: 'galleryImage', name: 'ok.png', type: 'image/png', body: png },
          { field: 'galleryImage', name: 'bad.png', type: 'image/png', body: Buffer.from('nope') },
        ]),
      415,
      /not accepted/,
    ],
    [
      'eleven files at once',
      () =>
        upload(
          trainer,
          Array.from({ length: 11 }, (_, i) => ({
            field: 'galleryImage',
            name: `${i}.png`,
            type: 'image/png',
            body: png,
          })),
        ),
      413,
      /Too many files/,
    ],
  ];

  it.each(cases)('refuses %s', async (_name, send, status, message) => {
    await refused(send(), status, message);
  });
});

describe('accepted files are neutralised and stored under our names', () => {
  it('re-encodes a GPS-tagged JPEG: the stored copy has no EXIF at all', async () => {
    const sent = (await sharp(gpsJpeg).metadata()).exif;
    // What is sent carries a GPS position, an author and a copyright…
    expect(sent && exifTags(sent)).toEqual(expect.arrayContaining([0x8825, 0x013b, 0x8298]));
    const response = await upload(trainer, [
      { field: 'galleryImage', name: 'holiday.jpg', type: 'image/jpeg', body: gpsJpeg },
    ]);
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as {
      data: { urls: Record<string, string>; media: Array<{ url: string; thumbnailUrl: string; width: number }> };
    };
    const url = data.urls.galleryImage!;
    expect(url).toMatch(/^\/media\/gallery\/[0-9a-f-]{36}\.jpg$/);
    const stored = Buffer.from(await (await fetch(`${baseUrl()}${url}`)).arrayBuffer());
    const meta = await sharp(stored).metadata();
    // …and what is stored and served carries none of it, in no form.
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(stored.includes('Jane') || stored.includes('Spotter test')).toBe(false);
    expect(meta.width).toBe(800);
    const thumbBytes = Buffer.from(await (await fetch(`${baseUrl()}${data.media[0]!.thumbnailUrl}`)).arrayBuffer());
    const thumb = await sharp(thumbBytes).metadata();
    expect(thumb.exif).toBeUndefined();
    expect(thumbBytes.includes('Jane')).toBe(false);
    expect(thumb.width).toBe(400);
  });

  it('ignores a hostile file name (path, script) and serves with our type, nosniff and a long cache', async () => {
    const response = await upload(trainer, [
      { field: 'galleryImage', name: '../../etc/passwd<script>.png', type: 'text/html', body: png },
    ]);
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: { urls: Record<string, string> } };
    expect(data.urls.galleryImage).toMatch(/^\/media\/gallery\/[0-9a-f-]{36}\.png$/);
    const served = await fetch(`${baseUrl()}${data.urls.galleryImage}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toContain('immutable');
  });

  it('keeps identity documents private: owner and admins only, never cached by shared caches', async () => {
    const response = await upload(trainer, [
      { field: 'idVerificationFront', name: 'id.jpg', type: 'image/jpeg', body: jpeg },
    ]);
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: { urls: Record<string, string> } };
    const url = data.urls.idVerificationFront!;
    const as = async (cookie?: string) => fetch(`${baseUrl()}${url}`, { headers: cookie ? { cookie } : {} });
    expect((await as()).status).toBe(404);
    expect((await as(await cookieFor('client'))).status).toBe(404);
    expect((await as(await cookieFor('trainer'))).status).toBe(404);
    const owner = await as(trainer);
    expect(owner.status).toBe(200);
    expect(owner.headers.get('cache-control')).toBe('private, no-store');
    expect((await as(await cookieFor('admin'))).status).toBe(200);
  });

  it('serves a PDF certificate only as a download, sandboxed', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n<html><script>alert(1)</script></html>');
    const response = await upload(trainer, [
      { field: 'certificateDocument', name: 'cert.pdf', type: 'application/pdf', body: pdf },
    ]);
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: { urls: Record<string, string> } };
    const served = await fetch(`${baseUrl()}${data.urls.certificateDocument}`, { headers: { cookie: trainer } });
    expect(served.headers.get('content-disposition')).toBe('attachment');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
  });

  it('stores every object it records, and records every object it stores', async () => {
    // An image (object and thumbnail) and a document of its own, next to the uploads above.
    const image = await upload(trainer, [{ field: 'galleryImage', name: 'a.png', type: 'image/png', body: png }]);
    const document = await upload(trainer, [
      { field: 'certificateDocument', name: 'c.pdf', type: 'application/pdf', body: Buffer.from('%PDF-1.4\n%%EOF\n') },
    ]);
    expect([image.status, document.status]).toEqual([201, 201]);
    // The files this file's uploads added are exactly the objects and thumbnails they answered with…
    const added = storedFiles().filter((key) => !storedAtStart.includes(key));
    expect(added).toEqual([...recorded].sort());
    expect(added.length).toBeGreaterThanOrEqual(3);
    // …and each has its media_objects row: /media/ answers only for a key whose row (a thumbnail's
    // through its original) exists, and an admin may read private objects too.
    const admin = await cookieFor('admin');
    for (const key of added) {
      expect(key).toMatch(/^[a-z_]+\/[0-9a-f-]{36}(\.thumb)?\.[a-z0-9]+$/);
      expect((await fetch(`${baseUrl()}/media/${key}`, { headers: { cookie: admin! } })).status, key).toBe(200);
    }
  });
});
