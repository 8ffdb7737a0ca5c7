import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import busboy from 'busboy';
import {
  maxUploadRequestBytes,
  mediaRules,
  purposeOfField,
  uploadRoles,
  type MediaPurpose,
  type Role,
} from '@spotter/domain';
import { DomainError } from '../errors.ts';
import { declaredLength, mediaTypeOf } from '../http/body.ts';
import { discardRest, discardStream } from '../http/linger.ts';
import { HttpError } from '../http/responses.ts';
import { tempDir } from '../storage/index.ts';

const MB = 1024 * 1024;
const HEAD_BYTES = 4100;
const MAX_FILES = 10;

/** One file of an upload request, as received: its first bytes (to detect its kind) and where its bytes are. */
export interface Received {
  field: string;
  purpose: MediaPurpose;
  head: Buffer;
  size: number;
  /** Images are kept in memory (at most 10 MB each); larger kinds go to a temporary file. */
  buffer: Buffer | null;
  tempFile: string | null;
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
export async function receive(request: Request, role: Role): Promise<Received[]> {
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
          failure = new DomainError('forbidden', 'upload_error_not_for_role', {
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
