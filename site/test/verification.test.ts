import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { identityImageRules, type VerificationPart } from '@spotter/domain';
import { databaseCases, openTestDatabases, uniqueEmail } from './helpers/databases.ts';
import { identityPhoto } from './helpers/identity-images.ts';
import type { DB } from '#server/db/index.ts';
import { identityImageProblem, measureIdentityImage } from '#server/media/identity-quality.ts';
import { createUser } from '#server/repos/users.ts';
import { decideVerification, submitVerification } from '#server/repos/verification.ts';
import { deleteDecidedDocuments, verificationCase } from '#server/repos/verification-review.ts';
import { LocalStorage } from '#server/storage/index.ts';

const databases = openTestDatabases();

describe('identity image quality', () => {
  it('passes a sharp photo of a card and names what is wrong with the others', async () => {
    const problems: Record<string, string | null> = {};
    for (const kind of ['sharp', 'blurry', 'dark', 'bright', 'small'] as const) {
      problems[kind] = identityImageProblem(await measureIdentityImage(await identityPhoto(kind)), 'document');
    }
    expect(problems).toEqual({
      sharp: null,
      blurry: 'blurry',
      dark: 'too_dark',
      bright: 'too_bright',
      small: 'too_small',
    });
  });

  it('judges the size as taken, turned by its orientation', async () => {
    const portrait = await identityPhoto('sharp', 600, 900);
    const quality = await measureIdentityImage(portrait);
    expect([quality.width, quality.height]).toEqual([600, 900]);
    expect(identityImageProblem(quality, 'document')).toBeNull();
    const narrow = await measureIdentityImage(await identityPhoto('sharp', identityImageRules.minShortSide - 1, 900));
    expect(identityImageProblem(narrow, 'document')).toBe('too_small');
  });

  it('holds a selfie to a lower sharpness than a document', () => {
    const soft = { width: 1280, height: 720, brightness: 120, sharpness: 25 };
    expect(identityImageProblem(soft, 'document')).toBe('blurry');
    expect(identityImageProblem(soft, 'selfie')).toBeNull();
  });
});

async function trainerWithParts(db: DB, root: string) {
  const trainer = await createUser(db, {
    email: uniqueEmail('verify'),
    passwordHash: null,
    role: 'trainer',
    language: 'de',
  });
  const admin = await createUser(db, {
    email: uniqueEmail('admin'),
    passwordHash: null,
    role: 'admin',
    language: 'en',
  });
  const keys: string[] = [];
  const parts: VerificationPart[] = [];
  for (const type of ['passport_page', 'selfie'] as const) {
    const id = crypto.randomUUID();
    const key = `identity_document/${id}.jpg`;
    const thumb = `identity_document/${id}.thumb.jpg`;
    mkdirSync(path.join(root, 'identity_document'), { recursive: true });
    for (const file of [key, thumb]) writeFileSync(path.join(root, file), 'jpeg');
    keys.push(key, thumb);
    await db
      .insertInto('media_objects')
      .values({
        id,
        owner_id: trainer.id,
        purpose: 'identity_document',
        visibility: 'private',
        content_type: 'image/jpeg',
        byte_size: 4,
        storage_key: key,
        variants: JSON.stringify({ thumbnail: thumb }) as never,
      })
      .execute();
    parts.push({ type, url: `/media/${key}` });
  }
  await db
    .transaction()
    .execute((trx) => submitVerification(trx, trainer.id, { documentType: 'passport', documentParts: parts }));
  return { trainer, admin, keys };
}

for (const { name, skipped, title } of databaseCases)
  describe.skipIf(skipped)(`verification retention on ${title}`, () => {
    it('deletes a decided case’s files after the retention days and keeps the decision', async () => {
      const db = databases.on(name);
      const root = mkdtempSync(path.join(tmpdir(), 'spotter-identity-'));
      const storage = new LocalStorage(root);
      const decided = await trainerWithParts(db, root);
      const waiting = await trainerWithParts(db, root);
      const recent = await trainerWithParts(db, root);
      const decision = await db.transaction().execute((trx) =>
        decideVerification(trx, decided.admin.id, decided.trainer.id, {
          decision: 'reject',
          reason: 'Glare on the page.',
        }),
      );
      expect(decision).toMatchObject({ status: 'rejected', trainerLocale: 'de', reason: 'Glare on the page.' });
      await db
        .transaction()
        .execute((trx) => decideVerification(trx, recent.admin.id, recent.trainer.id, { decision: 'approve' }));
      // The first decision was 31 days ago; the second is today.
      for (const table of ['verifications', 'verification_reviews'] as const) {
        const column = table === 'verifications' ? 'reviewed_at' : 'decided_at';
        await sql`update ${sql.table(table)} set ${sql.ref(column)} = now() - interval '31 days'
          where trainer_id = ${decided.trainer.id}`.execute(db);
      }

      expect(await deleteDecidedDocuments(db, 30, storage)).toBeGreaterThanOrEqual(2);
      for (const key of decided.keys) expect(existsSync(path.join(root, key)), key).toBe(false);
      for (const key of [...waiting.keys, ...recent.keys]) expect(existsSync(path.join(root, key)), key).toBe(true);
      const gone = await verificationCase(db, decided.trainer.id);
      expect(gone.verification).toMatchObject({
        status: 'rejected',
        documentParts: [],
        rejectionReason: 'Glare on the page.',
      });
      expect(gone.history).toMatchObject([
        { decision: 'rejected', reason: 'Glare on the page.', documentsDeleted: true },
      ]);
      expect((await verificationCase(db, recent.trainer.id)).verification.documentParts).toHaveLength(2);
      expect((await verificationCase(db, waiting.trainer.id)).verification.status).toBe('in_progress');
      // Nothing is left to delete on a second run.
      expect(await deleteDecidedDocuments(db, 30, storage)).toBe(0);
    });
  });
