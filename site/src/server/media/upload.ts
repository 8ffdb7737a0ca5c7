import { rm } from 'node:fs/promises';
import { fileTypeFromBuffer } from 'file-type';
import { sql } from 'kysely';
import {
  identityImageProblemMessage,
  identityImageRules,
  isAllowedKind,
  mediaPurposes,
  mediaRules,
  storageQuotaBytes,
  type MediaPurpose,
  type Role,
} from '@spotter/domain';
import type { DB } from '../db/index.ts';
import { DomainError } from '../errors.ts';
import { HttpError } from '../http/responses.ts';
import { getStorage, type Storage } from '../storage/index.ts';
import { ImageRejected, processImage } from './process.ts';
import { receive, type Received } from './receive.ts';
import { assertVerificationOpen, markVerificationStarted } from '../repos/verification.ts';
import { identityImageProblem, measureIdentityImage } from './identity-quality.ts';
import { withImageSlot } from './limit.ts';
import { mediaUrl } from './url.ts';

export interface StoredMedia {
  field: string;
  id: string;
  purpose: MediaPurpose;
  url: string;
  thumbnailUrl: string | null;
  width: number | null;
  height: number | null;
  contentType: string;
  size: number;
}

async function usedBytes(db: DB, ownerId: string): Promise<number> {
  const row = await db
    .selectFrom('media_objects')
    .select(sql<string>`coalesce(sum(byte_size), 0)`.as('total'))
    .where('owner_id', '=', ownerId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export { mediaUrl };

/** The work an upload has done so far, for a caller that reports it while the rest runs. */
export type UploadStage = 'received' | 'checked';

export interface UploadOptions {
  storage?: Storage;
  /** Called once the files are received, then once every check passed (before processing). */
  onStage?: (stage: UploadStage) => void;
}

/**
 * Receives, checks, processes and stores the files of one request, then records them in one
 * transaction. Any failure removes what was stored: neither a row nor a file is left behind.
 */
export async function handleUpload(
  db: DB,
  owner: { id: string; role: Role },
  request: Request,
  { storage = getStorage(), onStage }: UploadOptions = {},
): Promise<StoredMedia[]> {
  const ownerId = owner.id;
  const files = await receive(request, owner.role);
  onStage?.('received');
  const written: string[] = [];
  const identity = files.some((file) => file.purpose === 'identity_document');
  try {
    const incoming = files.reduce((n, file) => n + file.size, 0);
    if ((await usedBytes(db, ownerId)) + incoming > storageQuotaBytes)
      throw new DomainError('limit_reached', 'upload_error_quota');

    // The kind comes from the bytes; the name and the declared type are never trusted. Every file
    // is checked before any is processed, so one wrong file costs no image work.
    const kinds = await Promise.all(
      files.map(async (file) => {
        const detected = await fileTypeFromBuffer(file.head);
        if (!detected || !isAllowedKind(file.purpose, detected.mime)) {
          throw new HttpError(415, 'upload_error_type', { fieldErrors: { [file.field]: ['upload_error_type'] } });
        }
        return detected;
      }),
    );
    // A verification in review or complete takes no new images (checked again when recording).
    if (identity) {
      await assertVerificationOpen(db, ownerId);
      for (const file of files) if (file.purpose === 'identity_document') await checkIdentityImage(file);
    }
    onStage?.('checked');
    type Result = StoredMedia & { key: string; variants: Record<string, unknown>; visibility: 'public' | 'private' };
    type Written = Omit<Result, 'field' | 'id' | 'purpose' | 'url' | 'visibility'>;

    /** Re-encodes an image and writes it and its thumbnail. */
    const writeImage = async (file: Received, kind: string, name: string): Promise<Written> => {
      let image;
      try {
        image = await processImage(file.buffer ?? Buffer.alloc(0), kind);
      } catch (error) {
        if (error instanceof ImageRejected) {
          const key = error.message === 'too_many_pixels' ? 'upload_error_too_many_pixels' : 'upload_error_not_image';
          throw new HttpError(422, key, { fieldErrors: { [file.field]: [key] } });
        }
        throw error;
      }
      file.buffer = null;
      const key = `${name}.${image.extension}`;
      const thumbKey = `${name}.thumb.${image.extension}`;
      // Recorded before writing, so a failure half-way removes whatever did get written.
      written.push(key, thumbKey);
      // Both writes settle before a failure is reported, so the clean-up never races a write.
      const writes = await Promise.allSettled([
        storage.put(key, image.display),
        storage.put(thumbKey, image.thumbnail),
      ]);
      for (const outcome of writes) if (outcome.status === 'rejected') throw outcome.reason;
      const { width, height, contentType } = image;
      const dimensions = { width, height, contentType, size: image.display.length };
      return { key, thumbnailUrl: mediaUrl(thumbKey), ...dimensions, variants: { thumbnail: thumbKey } };
    };

    /** Writes any other file as it came. */
    const writeFile = async (file: Received, kind: { ext: string; mime: string }, name: string): Promise<Written> => {
      const key = `${name}.${kind.ext}`;
      written.push(key);
      await storage.putFile(key, file.tempFile!);
      return {
        key,
        thumbnailUrl: null,
        width: null,
        height: null,
        contentType: kind.mime,
        size: file.size,
        variants: {},
      };
    };

    const store = async (file: Received, index: number): Promise<Result> => {
      const rule = mediaRules[file.purpose];
      const kind = kinds[index]!;
      const id = crypto.randomUUID();
      const name = `${file.purpose}/${id}`;
      const stored = rule.image ? await writeImage(file, kind.mime, name) : await writeFile(file, kind, name);
      return {
        field: file.field,
        id,
        purpose: file.purpose,
        url: mediaUrl(stored.key),
        visibility: rule.visibility,
        ...stored,
      };
    };
    // The files of one request are processed side by side (the image slots still bound the
    // work); every one must succeed before anything is recorded.
    const settled = await Promise.allSettled(files.map((file, index) => store(file, index)));
    const failed = settled.find((outcome) => outcome.status === 'rejected');
    if (failed) throw failed.reason;
    const results = settled.map((outcome) => (outcome as PromiseFulfilledResult<Result>).value);
    await db.transaction().execute(async (trx) => {
      if (identity) await markVerificationStarted(trx, ownerId);
      await trx
        .insertInto('media_objects')
        .values(
          results.map((r) => ({
            id: r.id,
            owner_id: ownerId,
            purpose: r.purpose,
            visibility: r.visibility,
            status: 'ready' as const,
            content_type: r.contentType,
            byte_size: r.size,
            width: r.width,
            height: r.height,
            storage_key: r.key,
            variants: JSON.stringify(r.variants) as unknown as Record<string, unknown>,
          })),
        )
        .execute();
    });
    return results.map(({ key: _key, variants: _variants, visibility: _visibility, ...rest }) => rest);
  } catch (error) {
    await Promise.all(written.map((key) => storage.delete(key).catch(() => {})));
    throw error;
  } finally {
    await Promise.all(files.map((file) => (file.tempFile ? rm(file.tempFile, { force: true }) : undefined)));
  }
}

/**
 * Refuses an identity image too small, too dark, too bright or too blurry to be read, each with
 * its own message under the image's field (the selfie is held to a lower sharpness than a document).
 */
async function checkIdentityImage(file: Received): Promise<void> {
  const quality = await withImageSlot(() => measureIdentityImage(file.buffer ?? Buffer.alloc(0)));
  const problem = identityImageProblem(quality, file.field === 'idSelfie' ? 'selfie' : 'document');
  if (!problem) return;
  const key = identityImageProblemMessage[problem];
  const params = { minLong: identityImageRules.minLongSide, minShort: identityImageRules.minShortSide };
  throw new HttpError(422, key, { params, fieldErrors: { [file.field]: [{ key, params }] } });
}

/** The shape of every key we store (`purpose/uuid.ext`, thumbnails `purpose/uuid.thumb.ext`, `.part` while written). */
const ownKey = new RegExp(`^(${mediaPurposes.join('|')})/[0-9a-f-]{36}(\\.thumb)?\\.[a-z0-9]+(\\.part)?$`);

/** True when a key is named the way uploads name them (a file still being written included). */
export function isStoredKey(key: string): boolean {
  return ownKey.test(key);
}

/** True when a requested key could be one of ours; anything else is refused before any query. */
export function isMediaKey(key: string): boolean {
  return key.length <= 128 && isStoredKey(key) && !key.endsWith('.part');
}
