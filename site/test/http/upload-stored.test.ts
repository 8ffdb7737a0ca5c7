import sharp from 'sharp';
import { identityPhoto } from '../helpers/identity-images.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, cookieFor, freshIp } from '../helpers/http.ts';
import { registerAt } from '../helpers/media.ts';
import { exifTags, sampleImages, storedFiles, uploadSession } from '../helpers/upload-files.ts';

const { upload, recorded } = uploadSession();
let png: Buffer;
let gpsJpeg: Buffer;
let trainer: string;
let storedAtStart: string[];

beforeAll(async () => {
  storedAtStart = storedFiles();
  ({ png, gpsJpeg } = await sampleImages());
  // A new trainer whose language is English (the demo trainers' are not), with an empty quota.
  trainer = await registerAt(baseUrl(), 'trainer', freshIp());
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
      { field: 'idVerificationFront', name: 'id.jpg', type: 'image/jpeg', body: await identityPhoto('sharp') },
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
