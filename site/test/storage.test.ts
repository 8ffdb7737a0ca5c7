import { mkdtempSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, uniqueEmail, type TestDatabase } from './helpers/databases.ts';
import { startTestS3, type TestS3 } from './helpers/s3.ts';
import { createUser } from '#server/repos/users.ts';
import { LocalStorage, type Storage } from '#server/storage/index.ts';
import { handleUpload } from '#server/media/upload.ts';
import { sweepOrphans } from '#server/media/sweep.ts';
import { HttpError } from '#server/http/responses.ts';

let s3: TestS3;
/** The owner of the upload the sweep must keep. */
let uploader = '';
let prefixed: TestS3;
let databases: TestDatabase[] = [];
beforeAll(async () => {
  [s3, prefixed, databases] = await Promise.all([startTestS3(), startTestS3('media/'), testDatabases()]);
});
afterAll(async () => {
  await Promise.all([s3?.close(), prefixed?.close(), ...databases.map((d) => d.close())]);
});

const backends: Array<[string, () => Storage]> = [
  ['local disk', () => new LocalStorage(mkdtempSync(path.join(tmpdir(), 'spotter-media-')))],
  ['S3-compatible (s3rver on loopback)', () => s3.storage],
  ['S3-compatible with a key prefix', () => prefixed.storage],
];

describe.each(backends)('storage contract: %s', (_name, make) => {
  it('stores, lists, streams back and deletes an object', async () => {
    const storage = make();
    const key = `gallery/${crypto.randomUUID()}.png`;
    await storage.put(key, Buffer.from('hello'));
    const object = await storage.get(key);
    expect(object?.size).toBe(5);
    expect(await text(object!.stream)).toBe('hello');
    const listed = await storage.list();
    const entry = listed.find((item) => item.key === key);
    expect(entry).toBeDefined();
    expect(Math.abs(entry!.modifiedAt - Date.now())).toBeLessThan(5 * 60_000);
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    expect((await storage.list()).some((item) => item.key === key)).toBe(false);
  });

  it('moves a finished temporary file in without keeping the temporary file', async () => {
    const storage = make();
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'spotter-tmp-')), 'upload.bin');
    const body = Buffer.alloc(3 * 1024 * 1024, 7);
    writeFileSync(file, body);
    const key = `exercise_video/${crypto.randomUUID()}.mp4`;
    await storage.putFile(key, file);
    expect(existsSync(file)).toBe(false);
    const object = await storage.get(key);
    expect(object?.size).toBe(body.length);
    const chunks: Buffer[] = [];
    for await (const chunk of object!.stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(body)).toBe(true);
    await storage.delete(key);
  });

  it('answers null for a missing object and refuses keys that are not ours', async () => {
    const storage = make();
    expect(await storage.get(`gallery/${crypto.randomUUID()}.jpg`)).toBeNull();
    await expect(storage.put('../escape.png', Buffer.from('x'))).rejects.toThrow(/invalid storage key/);
    await expect(storage.put('Gallery/Name With Spaces.png', Buffer.from('x'))).rejects.toThrow(/invalid storage key/);
    await expect(storage.get('/etc/passwd')).rejects.toThrow(/invalid storage key/);
  });
});

function uploadRequest(field: string, file: Blob, name: string): Request {
  const form = new FormData();
  form.append(field, file, name);
  return new Request('http://localhost/api/upload', { method: 'POST', body: form });
}

describe('upload pipeline on S3-compatible storage', () => {
  it('stores the re-encoded image and its thumbnail under our own keys, and the row points at them', async () => {
    const db = databases[0]!.db;
    const owner = await createUser(db, {
      email: uniqueEmail('s3-upload'),
      passwordHash: null,
      role: 'trainer',
      language: 'en',
    });
    uploader = owner.id;
    const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3366cc' } })
      .withExif({ IFD0: { Make: 'Spotter test camera' } })
      .jpeg()
      .toBuffer();
    const [media] = await handleUpload(
      db,
      owner,
      uploadRequest('galleryImage', new Blob([jpeg], { type: 'image/jpeg' }), 'holiday photo.jpg'),
      { storage: s3.storage },
    );
    expect(media!.url).toMatch(/^\/media\/gallery\/[0-9a-f-]{36}\.jpg$/);
    const row = await db.selectFrom('media_objects').selectAll().where('id', '=', media!.id).executeTakeFirstOrThrow();
    const stored = await s3.storage.get(row.storage_key);
    const chunks: Buffer[] = [];
    for await (const chunk of stored!.stream) chunks.push(chunk as Buffer);
    const meta = await sharp(Buffer.concat(chunks)).metadata();
    expect(meta.width).toBe(800);
    expect(meta.exif).toBeUndefined();
    const variants = (typeof row.variants === 'string' ? JSON.parse(row.variants) : row.variants) as {
      thumbnail: string;
    };
    expect(await s3.storage.get(variants.thumbnail)).not.toBeNull();
  });

  it('a refused upload leaves nothing in the bucket, and the sweep removes objects no row refers to', async () => {
    const db = databases[0]!.db;
    const owner = await createUser(db, {
      email: uniqueEmail('s3-refused'),
      passwordHash: null,
      role: 'trainer',
      language: 'en',
    });
    const before = (await s3.storage.list()).length;
    const html = new Blob(['<html><script>alert(1)</script></html>'], { type: 'image/jpeg' });
    await expect(
      handleUpload(db, owner, uploadRequest('galleryImage', html, 'x.jpg'), { storage: s3.storage }),
    ).rejects.toBeInstanceOf(HttpError);
    expect((await s3.storage.list()).length).toBe(before);

    const orphan = `gallery/${crypto.randomUUID()}.jpg`;
    await s3.storage.put(orphan, Buffer.from('left behind by a crashed upload'));
    // A negative grace period treats every object as old enough.
    await sweepOrphans(db, {
      storage: s3.storage,
      graceMs: -60_000,
      temp: mkdtempSync(path.join(tmpdir(), 'spotter-tmp-')),
    });
    const keys = (await s3.storage.list()).map((item) => item.key);
    expect(keys).not.toContain(orphan);
    // Every recorded object of this bucket (the first test's upload) is still there.
    const rows = await db
      .selectFrom('media_objects')
      .select(['storage_key', 'variants'])
      .where('owner_id', '=', uploader)
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(keys).toContain(row.storage_key);
      expect(keys).toContain((typeof row.variants === 'string' ? JSON.parse(row.variants) : row.variants).thumbnail);
    }
  });

  it('a write failing half-way removes what was written, and records nothing', async () => {
    const db = databases[0]!.db;
    const owner = await createUser(db, {
      email: uniqueEmail('s3-half'),
      passwordHash: null,
      role: 'trainer',
      language: 'en',
    });
    const before = (await s3.storage.list()).length;
    // The bucket refuses the thumbnail (as a full disk or a network fault would).
    const failing: Storage = {
      ...s3.storage,
      list: () => s3.storage.list(),
      get: (key) => s3.storage.get(key),
      delete: (key) => s3.storage.delete(key),
      putFile: (key, file) => s3.storage.putFile(key, file),
      put: async (key, body) => {
        if (key.includes('.thumb.')) {
          await new Promise((resolve) => setTimeout(resolve, 50));
          throw new Error('storage unavailable');
        }
        return s3.storage.put(key, body);
      },
    };
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#22c55e' } })
      .png()
      .toBuffer();
    await expect(
      handleUpload(db, owner, uploadRequest('galleryImage', new Blob([png], { type: 'image/png' }), 'a.png'), {
        storage: failing,
      }),
    ).rejects.toThrow('storage unavailable');
    expect((await s3.storage.list()).length).toBe(before);
    expect(await db.selectFrom('media_objects').select('id').where('owner_id', '=', owner.id).execute()).toEqual([]);
  });

  it('sweeps only keys shaped like its own uploads, so a shared bucket keeps everything else', async () => {
    const db = databases[0]!.db;
    const foreign = [
      'backups/db.dump',
      'staging/gallery/00000000-0000-4000-8000-000000000000.jpg',
      'gallery/readme.txt',
    ];
    for (const key of foreign) await s3.storage.put(key, Buffer.from('not ours'));
    await sweepOrphans(db, {
      storage: s3.storage,
      graceMs: -60_000,
      temp: mkdtempSync(path.join(tmpdir(), 'spotter-tmp-')),
    });
    const keys = (await s3.storage.list()).map((item) => item.key);
    for (const key of foreign) expect(keys).toContain(key);
  });
});
