import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startServer, type RunningServer } from '../../scripts/harness.ts';
import { createDb } from '#server/db/index.ts';
import { sweepOrphans } from '#server/media/sweep.ts';
import { LocalStorage } from '#server/storage/index.ts';
import { freePort, freshIp, ownServerTest } from '../helpers/http.ts';
import { filesUnder, inParallel, registerAt, uploadTo, type UploadedMedia } from '../helpers/media.ts';
import { startTestS3, type TestS3 } from '../helpers/s3.ts';

const mediaKey = (url: string) => url.replace(/^\/media\//, '');

let photos: Buffer[] = [];
beforeAll(async () => {
  // 50 different photos; every trainer uploads the same 50, so equal bytes must still become
  // separate objects and rows.
  photos = await Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      sharp({
        create: {
          width: 480 + i,
          height: 320,
          channels: 3,
          background: { r: (i * 37) % 256, g: (i * 91) % 256, b: (i * 13) % 256 },
        },
      })
        .jpeg({ quality: 80 })
        .toBuffer(),
    ),
  );
});

async function uploadOne(base: string, cookie: string, photo: Buffer, index: number): Promise<UploadedMedia> {
  const response = await uploadTo(base, cookie, 'galleryImage', [
    { name: `photo-${index}.jpg`, type: 'image/jpeg', body: photo },
  ]);
  if (response.status !== 201) throw new Error(`upload ${index}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { media: UploadedMedia[] } }).data.media[0]!;
}

describe('10 trainers upload 50-image galleries at the same time', () => {
  it(
    'loses and duplicates nothing: every saved image is stored once, and storage holds exactly the rows',
    { timeout: 240_000 },
    async () => {
      const base = inject('baseUrl');
      const mediaRoot = path.join(inject('dataDir'), 'media');
      const before = new Set(filesUnder(mediaRoot));
      const trainers = await Promise.all(Array.from({ length: 10 }, () => registerAt(base, 'trainer', freshIp())));

      const galleries = await Promise.all(
        trainers.map(async (cookie) => {
          // As the gallery manager does: one request per file, six in flight per browser.
          const media = await inParallel(
            photos.map((photo, i) => () => uploadOne(base, cookie, photo, i)),
            6,
          );
          const saved = await fetch(`${base}/api/users/trainer/gallery`, {
            method: 'PUT',
            headers: { cookie, origin: base, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
            body: JSON.stringify({
              images: media.map((item, i) => ({ mediaId: item.id, isHighlighted: i < 6, description: `photo ${i}` })),
            }),
          });
          expect(saved.status).toBe(200);
          return {
            media,
            saved: (
              (await saved.json()) as {
                data: Array<{
                  mediaId: string;
                  url: string;
                  thumbnailUrl: string;
                  description: string;
                  isHighlighted: boolean;
                }>;
              }
            ).data,
          };
        }),
      );

      const ids = new Set<string>();
      const expected = new Set<string>();
      for (const { media, saved } of galleries) {
        expect(saved).toHaveLength(50);
        expect(saved.map((item) => item.mediaId)).toEqual(media.map((item) => item.id));
        expect(saved.map((item) => item.description)).toEqual(photos.map((_, i) => `photo ${i}`));
        expect(saved.filter((item) => item.isHighlighted)).toHaveLength(6);
        for (const item of saved) {
          ids.add(item.mediaId);
          expected.add(mediaKey(item.url));
          expected.add(mediaKey(item.thumbnailUrl));
        }
      }
      expect(ids.size).toBe(500);
      const added = filesUnder(mediaRoot).filter((file) => !before.has(file));
      expect(added.sort()).toEqual([...expected].sort());
    },
  );
});

const crashed = ownServerTest('a server killed in the middle of uploads');
describe.skipIf(crashed.skipped)(crashed.title, () => {
  it(
    'leaves no orphan once the cleanup has run: files on storage are exactly the rows',
    { timeout: 180_000 },
    async () => {
      const server = await startServer(await freePort());
      const { url: base, dataDir } = server;
      const cookie = await registerAt(base, 'trainer', '10.9.9.9');
      await inParallel(
        photos.slice(0, 5).map((photo, i) => () => uploadOne(base, cookie, photo, i)),
        5,
      );

      // A large video arriving slowly, plus image uploads in flight, when the process dies.
      const boundary = 'spotter-crash-test';
      const head = Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="exerciseVideo"; filename="clip.mp4"\r\ncontent-type: video/mp4\r\n\r\n`,
      );
      const ftyp = Buffer.from('000000206674797069736f6d0000020069736f6d69736f32617663316d703431', 'hex');
      let sent = 0;
      const slowBody = new ReadableStream<Uint8Array>({
        async pull(controller) {
          if (sent === 0) controller.enqueue(new Uint8Array(Buffer.concat([head, ftyp])));
          else controller.enqueue(new Uint8Array(256 * 1024));
          sent += 1;
          await new Promise((resolve) => setTimeout(resolve, 50));
        },
      });
      const inFlight = [
        fetch(`${base}/api/upload`, {
          method: 'POST',
          headers: {
            cookie,
            origin: base,
            'sec-fetch-site': 'same-origin',
            'content-type': `multipart/form-data; boundary=${boundary}`,
          },
          body: slowBody,
          duplex: 'half',
        } as RequestInit).catch(() => null),
        ...photos.slice(5, 25).map((photo, i) => uploadOne(base, cookie, photo, i).catch(() => null)),
      ];
      const tmp = path.join(dataDir, 'tmp');
      const deadline = Date.now() + 30_000;
      while (!(existsSync(tmp) && readdirSync(tmp).length > 0 && sent > 8)) {
        if (Date.now() > deadline) throw new Error('the video upload never reached the server');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await server.crash();
      await Promise.all(inFlight);
      expect(readdirSync(tmp).length).toBeGreaterThan(0);

      // The cleanup as the restarted server runs it (the grace period is waived here).
      const db = await createDb({ pgliteDir: path.join(dataDir, 'pglite') });
      try {
        const storage = new LocalStorage(path.join(dataDir, 'media'));
        await sweepOrphans(db, { storage, graceMs: -60_000, temp: tmp });
        const rows = await db.selectFrom('media_objects').select(['storage_key', 'variants']).execute();
        const recorded = rows.flatMap((row) => {
          const variants = (typeof row.variants === 'string' ? JSON.parse(row.variants) : row.variants) as Record<
            string,
            string
          >;
          return [row.storage_key, ...Object.values(variants ?? {})];
        });
        expect(rows.length).toBeGreaterThanOrEqual(5);
        expect(filesUnder(path.join(dataDir, 'media'))).toEqual(recorded.sort());
        expect(readdirSync(tmp)).toEqual([]);
      } finally {
        await db.destroy();
        await server.stop();
      }
    },
  );
});

const onS3 = ownServerTest('a server on S3-compatible object storage');
describe.skipIf(onS3.skipped)(onS3.title, () => {
  let s3: TestS3;
  let server: RunningServer;
  beforeAll(async () => {
    s3 = await startTestS3('media/');
    server = await startServer(await freePort(), {
      env: {
        S3_BUCKET: s3.bucket,
        S3_ENDPOINT: s3.endpoint,
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        S3_PREFIX: 'media/',
      },
    });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await s3?.close();
  });

  it('stores uploads in the bucket (none on local disk), serves them back, and a refused upload adds nothing', async () => {
    const cookie = await registerAt(server.url, 'trainer', '10.8.8.8');
    const media = await uploadOne(server.url, cookie, photos[0]!, 0);
    const keys = (await s3.storage.list()).map((item) => item.key).sort();
    expect(keys).toEqual([mediaKey(media.url), mediaKey(media.thumbnailUrl!)].sort());
    expect(filesUnder(path.join(server.dataDir, 'media'))).toEqual([]);

    const served = await fetch(`${server.url}${media.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta.width).toBe(480);

    const refused = await uploadTo(server.url, cookie, 'galleryImage', [
      { name: 'x.jpg', type: 'image/jpeg', body: Buffer.from('<html>not an image</html>') },
    ]);
    expect(refused.status).toBe(415);
    expect((await s3.storage.list()).length).toBe(2);
  });
});
