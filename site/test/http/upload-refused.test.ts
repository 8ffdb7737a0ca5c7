import sharp from 'sharp';
import { beforeAll, describe, it } from 'vitest';
import { baseUrl, call, freshIp } from '../helpers/http.ts';
import { registerAt } from '../helpers/media.ts';
import { bombPng, refused, sampleImages, uploadSession } from '../helpers/upload-files.ts';

const { upload } = uploadSession();
let png: Buffer;
let jpeg: Buffer;
let trainer: string;

beforeAll(async () => {
  ({ png, jpeg } = await sampleImages());
  // A new trainer whose language is English (the demo trainers' are not), with an empty quota.
  trainer = await registerAt(baseUrl(), 'trainer', freshIp());
});

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
