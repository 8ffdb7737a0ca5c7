import { mkdtempSync, utimesSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openTestDatabases, uniqueEmail } from './helpers/databases.ts';
import { createUser } from '#server/repos/users.ts';
import { LocalStorage } from '#server/storage/index.ts';
import { sweepOrphans } from '#server/media/sweep.ts';

const databases = openTestDatabases();

describe('orphan sweep (abandoned or crashed uploads)', () => {
  it('removes stored objects without a row once they are old enough, and keeps the rest', async () => {
    const db = databases.all()[0]!.db;
    const root = mkdtempSync(path.join(tmpdir(), 'spotter-media-'));
    const storage = new LocalStorage(root);
    const owner = await createUser(db, {
      email: uniqueEmail('sweep'),
      passwordHash: null,
      role: 'trainer',
      language: 'en',
    });
    const id = crypto.randomUUID();
    const kept = `gallery/${id}.png`;
    const keptThumb = `gallery/${id}.thumb.png`;
    await db
      .insertInto('media_objects')
      .values({
        owner_id: owner.id,
        purpose: 'gallery',
        visibility: 'public',
        content_type: 'image/png',
        byte_size: 3,
        storage_key: kept,
        variants: JSON.stringify({ thumbnail: keptThumb }) as never,
      })
      .execute();
    const orphan = `gallery/${crypto.randomUUID()}.png`;
    const young = `gallery/${crypto.randomUUID()}.png`;
    const half = `exercise_video/${crypto.randomUUID()}.mp4.part`;
    mkdirSync(path.join(root, 'gallery'), { recursive: true });
    mkdirSync(path.join(root, 'exercise_video'), { recursive: true });
    for (const key of [kept, keptThumb, orphan, young, half]) writeFileSync(path.join(root, key), 'x');
    const old = new Date(Date.now() - 2 * 3_600_000);
    for (const key of [kept, keptThumb, orphan, half]) utimesSync(path.join(root, key), old, old);

    const removed = await sweepOrphans(db, { storage, graceMs: 15 * 60_000, temp: path.join(root, 'no-temp') });
    expect(removed).toBeGreaterThanOrEqual(2);
    expect(existsSync(path.join(root, orphan))).toBe(false);
    expect(existsSync(path.join(root, half))).toBe(false);
    expect(existsSync(path.join(root, young))).toBe(true);
    expect(existsSync(path.join(root, kept))).toBe(true);
    expect(existsSync(path.join(root, keptThumb))).toBe(true);
  });

  it('drops uploads never attached to a profile, logo, gallery or certification after a day, and keeps attached ones', async () => {
    const db = databases.all()[0]!.db;
    const root = mkdtempSync(path.join(tmpdir(), 'spotter-media-'));
    const storage = new LocalStorage(root);
    const owner = await createUser(db, {
      email: uniqueEmail('unattached'),
      passwordHash: null,
      role: 'trainer',
      language: 'en',
    });
    const add = async (
      purpose: 'gallery' | 'profile_photo' | 'brand_logo' | 'certificate_document',
      ageHours: number,
    ) => {
      const key = `${purpose}/${crypto.randomUUID()}.png`;
      const row = await db
        .insertInto('media_objects')
        .values({
          owner_id: owner.id,
          purpose,
          visibility: 'public',
          content_type: 'image/png',
          byte_size: 1,
          storage_key: key,
          variants: JSON.stringify({}) as never,
          created_at: new Date(Date.now() - ageHours * 3_600_000),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      mkdirSync(path.join(root, purpose), { recursive: true });
      writeFileSync(path.join(root, key), 'x');
      const old = new Date(Date.now() - ageHours * 3_600_000);
      utimesSync(path.join(root, key), old, old);
      return { id: row.id, key };
    };
    const abandonedLogo = await add('brand_logo', 30);
    const abandonedPhoto = await add('profile_photo', 30);
    const freshPhoto = await add('profile_photo', 1);
    const usedPhoto = await add('profile_photo', 30);
    const usedGallery = await add('gallery', 30);
    const abandonedCertificate = await add('certificate_document', 30);
    const certificate = await add('certificate_document', 30);
    const { id: certificationId } = await db
      .insertInto('certifications')
      .values({ trainer_id: owner.id, name: 'Kettlebell Instructor' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('certification_documents')
      .values({ certification_id: certificationId, media_id: certificate.id, position: 0 })
      .execute();
    await db
      .updateTable('trainer_profiles')
      .set({ profile_image_id: usedPhoto.id })
      .where('user_id', '=', owner.id)
      .execute();
    await db
      .insertInto('gallery_images')
      .values({ trainer_id: owner.id, media_id: usedGallery.id, position: 0 })
      .execute();

    await sweepOrphans(db, { storage, graceMs: 15 * 60_000, temp: path.join(root, 'no-temp') });
    const left = new Set(
      (await db.selectFrom('media_objects').select('id').where('owner_id', '=', owner.id).execute()).map(
        (row) => row.id,
      ),
    );
    expect(left.has(abandonedLogo.id)).toBe(false);
    expect(left.has(abandonedPhoto.id)).toBe(false);
    expect(left.has(abandonedCertificate.id)).toBe(false);
    expect(existsSync(path.join(root, abandonedLogo.key))).toBe(false);
    expect(existsSync(path.join(root, abandonedCertificate.key))).toBe(false);
    expect(existsSync(path.join(root, abandonedPhoto.key))).toBe(false);
    for (const kept of [freshPhoto, usedPhoto, usedGallery, certificate]) {
      expect(left.has(kept.id)).toBe(true);
      expect(existsSync(path.join(root, kept.key))).toBe(true);
    }
  });

  it('refuses storage keys that could leave its folder', async () => {
    const storage = new LocalStorage(mkdtempSync(path.join(tmpdir(), 'spotter-media-')));
    await expect(storage.put('../escape.png', Buffer.from('x'))).rejects.toThrow(/invalid storage key/);
    await expect(storage.put('gallery/../../x.png', Buffer.from('x'))).rejects.toThrow(/invalid storage key/);
  });
});
