import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import busboy from 'busboy';
import { fileTypeFromBuffer } from 'file-type';
import { sql } from 'kysely';
import {
  isAllowedKind,
  maxUploadRequestBytes,
  mediaPurposes,
  mediaRules,
  purposeOfField,
  storageQuotaBytes,
  uploadRoles,
  type MediaPurpose,
  type Role,
} from '@spotter/domain';
import type { DB } from '../db/index.ts';
import { HttpError } from '../http/responses.ts';
import { Forbidden, LimitReached, type DomainError } from '../errors.ts';
import { declaredLength, mediaTypeOf } from '../http/body.ts';
import { discardRest, discardStream } from '../http/linger.ts';
import { getStorage, tempDir, type Storage } from '../storage/index.ts';
import { ImageRejected, processImage } from './process.ts';

const MB = 1024 * 1024;
const HEAD_BYTES = 4100;
const MAX_FILES = 10;

interface Received {
  field: string;
  purpose: MediaPurpose;
  head: Buffer;
  size: number;
  /** Images are kept in memory (at most 10 MB each); larger kinds go to a temporary file. */
  buffer: Buffer | null;
  tempFile: string | null;
}

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

const maxAnyBytes = Math.max(...Object.values(mediaRules).map((rule) => rule.maxBytes));

const malformed = () => new HttpError(400, 'upload_error_malformed');
const requestTooLarge = () =>
  new HttpError(413, 'upload_error_too_large', { params: { maxSize: Math.floor(maxUploadRequestBytes / MB) } });

/**
 * Parses a multipart body as a stream. Limits apply while it streams: the whole request
 * (declared length first, then counted bytes) and each field's own size; the first byte past
 * either answers 413 at once and the rest is not read. Every failure, including a client that
 * goes away mid-body, removes the temporary files already written; no handler lets an error
 * escape into the event loop.
 */
async function receive(request: Request, role: Role): Promise<Received[]> {
  const contentType = request.headers.get('content-type') ?? '';
  if (mediaTypeOf(request) !== 'multipart/form-data') {
    throw new HttpError(415, 'error_unsupported_media_type', { params: { type: 'multipart/form-data' } });
  }
  const declared = declaredLength(request);
  if (declared !== null && declared > maxUploadRequestBytes) {
    discardRest(request);
    throw requestTooLarge();
  }
  if (!request.body) throw new HttpError(400, 'upload_error_no_file');

  let parser: busboy.Busboy;
  try {
    // Throws at once on a missing or empty boundary.
    parser = busboy({
      headers: { 'content-type': contentType },
      limits: { files: MAX_FILES, fields: 20, fieldSize: 4096, parts: 40, fileSize: maxAnyBytes + 1, headerPairs: 20 },
    });
  } catch {
    throw malformed();
  }
  await mkdir(tempDir(), { recursive: true });

  const files: Received[] = [];
  const sinks: Array<{ sink: WriteStream; closed: Promise<void> }> = [];
  const streams: Readable[] = [];
  const source = Readable.fromWeb(request.body as import('node:stream/web').ReadableStream);
  let failure: HttpError | DomainError | null = null;

  const outcome = await new Promise<HttpError | DomainError | null>((resolve) => {
    let settled = false;
    const settle = () => {
      if (settled) return;
      settled = true;
      resolve(failure);
    };
    /** Records the first failure; `stop` also ends the request now instead of reading on. */
    const fail = (error: HttpError | DomainError, stop = false) => {
      failure ??= error;
      if (stop) {
        // Nothing more is processed: the rest of the body is discarded while the answer goes
        // out. Streams already handed out are drained so their temporary files close.
        discardStream(request, source);
        for (const stream of streams) stream.resume();
        settle();
      }
    };
    const guard =
      <A extends unknown[]>(handler: (...args: A) => void) =>
      (...args: A) => {
        try {
          handler(...args);
        } catch {
          fail(malformed(), true);
        }
      };

    let received = 0;
    source.on(
      'data',
      guard((chunk: Buffer) => {
        if (settled) return;
        received += chunk.length;
        if (received > maxUploadRequestBytes) return fail(requestTooLarge(), true);
        if (!parser.write(chunk)) {
          source.pause();
          parser.once('drain', () => {
            if (!settled) source.resume();
          });
        }
      }),
    );
    source.on(
      'end',
      guard(() => {
        if (!settled) parser.end();
      }),
    );
    // The client went away, or the body broke off: whatever arrived is dropped.
    source.on('error', () => fail(malformed(), true));

    parser.on(
      'file',
      guard((field: string, stream: Readable) => {
        streams.push(stream);
        stream.on('error', () => fail(malformed()));
        const purpose = purposeOfField(field);
        if (!purpose || failure) {
          failure ??= new HttpError(400, 'upload_error_unknown_field', {
            fieldErrors: { file: ['upload_error_unknown_field'] },
          });
          stream.resume();
          return;
        }
        if (!uploadRoles[purpose].includes(role)) {
          failure = new Forbidden('upload_error_not_for_role', {
            fieldErrors: { [field]: ['upload_error_not_for_role'] },
          });
          stream.resume();
          return;
        }
        const rule = mediaRules[purpose];
        const entry: Received = { field, purpose, head: Buffer.alloc(0), size: 0, buffer: null, tempFile: null };
        files.push(entry);
        const chunks: Buffer[] = [];
        const tempFile = rule.image ? null : path.join(tempDir(), `${crypto.randomUUID()}.upload`);
        entry.tempFile = tempFile;
        const sink = tempFile ? createWriteStream(tempFile) : null;
        if (sink) {
          sinks.push({ sink, closed: new Promise<void>((done) => sink.once('close', () => done())) });
          // A disk that refuses the write (full, read-only) is the server's trouble, not the file's.
          sink.on('error', () => fail(new HttpError(503, 'error_unavailable'), true));
          stream.pipe(sink);
        }
        stream.on(
          'data',
          guard((chunk: Buffer) => {
            entry.size += chunk.length;
            if (entry.head.length < HEAD_BYTES) entry.head = Buffer.concat([entry.head, chunk]).subarray(0, HEAD_BYTES);
            if (entry.size > rule.maxBytes) {
              const tooLarge = { key: 'upload_error_too_large', params: { maxSize: rule.maxBytes / MB } };
              fail(
                new HttpError(413, 'upload_error_too_large', {
                  params: tooLarge.params,
                  fieldErrors: { [field]: [tooLarge] },
                }),
                true,
              );
              if (sink) {
                stream.unpipe(sink);
                sink.end();
              }
              chunks.length = 0;
              return;
            }
            if (!sink && !failure) chunks.push(chunk);
          }),
        );
        stream.on(
          'end',
          guard(() => {
            if (!sink) entry.buffer = Buffer.concat(chunks);
          }),
        );
      }),
    );
    parser.on('filesLimit', () => fail(new HttpError(413, 'upload_error_too_many_files')));
    parser.on('partsLimit', () => fail(new HttpError(413, 'upload_error_too_many_files')));
    // A body busboy cannot parse (malformed part headers, a NUL in a file name, a cut-off body).
    parser.on('error', () => fail(malformed(), true));
    parser.on('close', settle);
  });

  if (outcome) {
    // Stop every writer where it is; the files are removed below.
    for (const stream of streams) stream.unpipe();
    for (const { sink } of sinks) sink.destroy();
    parser.removeAllListeners('file');
    parser.on('error', () => {});
    parser.destroy();
  }
  await Promise.all(sinks.map(({ closed }) => closed));
  if (outcome) {
    await Promise.all(files.map((file) => (file.tempFile ? rm(file.tempFile, { force: true }) : undefined)));
    throw outcome;
  }
  if (!files.length) throw new HttpError(400, 'upload_error_no_file');
  return files;
}

async function usedBytes(db: DB, ownerId: string): Promise<number> {
  const row = await db
    .selectFrom('media_objects')
    .select(sql<string>`coalesce(sum(byte_size), 0)`.as('total'))
    .where('owner_id', '=', ownerId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export function mediaUrl(key: string): string {
  return `/media/${key}`;
}

/**
 * Receives, checks, processes and stores the files of one request, then records them in one
 * transaction. Any failure removes what was stored: neither a row nor a file is left behind.
 */
export async function handleUpload(
  db: DB,
  owner: { id: string; role: Role },
  request: Request,
  storage: Storage = getStorage(),
): Promise<StoredMedia[]> {
  const ownerId = owner.id;
  const files = await receive(request, owner.role);
  const written: string[] = [];
  try {
    const incoming = files.reduce((n, file) => n + file.size, 0);
    if ((await usedBytes(db, ownerId)) + incoming > storageQuotaBytes) throw new LimitReached('upload_error_quota');

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
    type Result = StoredMedia & { key: string; variants: Record<string, unknown>; visibility: 'public' | 'private' };
    const store = async (file: Received, index: number): Promise<Result> => {
      const rule = mediaRules[file.purpose];
      const detected = kinds[index]!;
      const id = crypto.randomUUID();
      if (rule.image) {
        let image;
        try {
          image = await processImage(file.buffer ?? Buffer.alloc(0), detected.mime);
        } catch (error) {
          if (error instanceof ImageRejected) {
            const key = error.message === 'too_many_pixels' ? 'upload_error_too_many_pixels' : 'upload_error_not_image';
            throw new HttpError(422, key, { fieldErrors: { [file.field]: [key] } });
          }
          throw error;
        }
        file.buffer = null;
        const key = `${file.purpose}/${id}.${image.extension}`;
        const thumbKey = `${file.purpose}/${id}.thumb.${image.extension}`;
        // Recorded before writing, so a failure half-way removes whatever did get written.
        written.push(key, thumbKey);
        // Both writes settle before a failure is reported, so the clean-up never races a write.
        const writes = await Promise.allSettled([
          storage.put(key, image.display),
          storage.put(thumbKey, image.thumbnail),
        ]);
        for (const outcome of writes) if (outcome.status === 'rejected') throw outcome.reason;
        return {
          field: file.field,
          id,
          purpose: file.purpose,
          key,
          url: mediaUrl(key),
          thumbnailUrl: mediaUrl(thumbKey),
          width: image.width,
          height: image.height,
          contentType: image.contentType,
          size: image.display.length,
          variants: { thumbnail: thumbKey },
          visibility: rule.visibility,
        };
      }
      const key = `${file.purpose}/${id}.${detected.ext}`;
      written.push(key);
      await storage.putFile(key, file.tempFile!);
      return {
        field: file.field,
        id,
        purpose: file.purpose,
        key,
        url: mediaUrl(key),
        thumbnailUrl: null,
        width: null,
        height: null,
        contentType: detected.mime,
        size: file.size,
        variants: {},
        visibility: rule.visibility,
      };
    };
    // The files of one request are processed side by side (the image slots still bound the
    // work); every one must succeed before anything is recorded.
    const settled = await Promise.allSettled(files.map((file, index) => store(file, index)));
    const failed = settled.find((outcome) => outcome.status === 'rejected');
    if (failed) throw failed.reason;
    const results = settled.map((outcome) => (outcome as PromiseFulfilledResult<Result>).value);
    await db.transaction().execute(async (trx) => {
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

/** The shape of every key we store (`purpose/uuid.ext`, thumbnails `purpose/uuid.thumb.ext`, `.part` while written). */
const ownKey = new RegExp(`^(${mediaPurposes.join('|')})/[0-9a-f-]{36}(\\.thumb)?\\.[a-z0-9]+(\\.part)?$`);

/** True when a requested key could be one of ours; anything else is refused before any query. */
export function isMediaKey(key: string): boolean {
  return key.length <= 128 && ownKey.test(key) && !key.endsWith('.part');
}

/**
 * Deletes stored objects no media row refers to (abandoned or crashed uploads, deleted rows)
 * and stale temporary files. Objects younger than `graceMs` are left alone: they may belong to
 * an upload still in progress.
 */
export async function sweepOrphans(
  db: DB,
  {
    storage = getStorage(),
    graceMs = 15 * 60_000,
    unattachedMs = 24 * 3_600_000,
    temp = tempDir(),
  }: { storage?: Storage; graceMs?: number; unattachedMs?: number; temp?: string } = {},
): Promise<number> {
  // Uploads never attached to anything (a logo uploaded but not saved, a profile photo whose save
  // failed, gallery images left unsaved) are dropped after a day; their files follow below.
  await sql`
    delete from media_objects m
    where m.purpose in ('gallery', 'profile_photo', 'brand_logo')
      and m.created_at < now() - make_interval(secs => ${Math.round(unattachedMs / 1000)})
      and not exists (select 1 from gallery_images g where g.media_id = m.id)
      and not exists (select 1 from client_profiles c where c.profile_image_id = m.id)
      and not exists (select 1 from trainer_profiles t where t.profile_image_id = m.id)
      and not exists (select 1 from brandings b where b.custom_logo_media_id = m.id)
  `.execute(db);
  const rows = await db.selectFrom('media_objects').select(['storage_key', 'variants']).execute();
  const known = new Set<string>();
  for (const row of rows) {
    known.add(row.storage_key);
    const variants = (typeof row.variants === 'string' ? JSON.parse(row.variants) : row.variants) as Record<
      string,
      unknown
    >;
    for (const value of Object.values(variants ?? {})) if (typeof value === 'string') known.add(value);
  }
  let removed = 0;
  const cutoff = Date.now() - graceMs;
  for (const { key, modifiedAt } of await storage.list()) {
    // Only objects named the way uploads name them: anything else in a shared bucket or folder
    // (another deployment's prefix, files put there by hand) is not ours to delete.
    if (!ownKey.test(key) || known.has(key) || modifiedAt > cutoff) continue;
    await storage.delete(key).catch(() => {});
    removed += 1;
  }
  for (const name of await readdir(temp).catch(() => [] as string[])) {
    const file = path.join(temp, name);
    const modified = await stat(file)
      .then((info) => info.mtimeMs)
      .catch(() => Date.now());
    if (modified <= cutoff) {
      await rm(file, { force: true });
      removed += 1;
    }
  }
  return removed;
}
