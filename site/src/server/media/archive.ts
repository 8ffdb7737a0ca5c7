import type { Readable } from 'node:stream';
import { Zip, ZipPassThrough } from 'fflate';
import { logger } from '../log.ts';
import type { Storage } from '../storage/index.ts';

export interface ArchiveEntry {
  /** Where the object is stored. */
  key: string;
  /** Its path inside the archive. */
  name: string;
  modifiedAt: Date;
}

/**
 * A ZIP of stored objects as a byte stream, made as it is read: one file's chunk is read from
 * storage only when the reader wants more (pull), so neither the archive nor a whole file is ever
 * held in memory. Media are compressed already, so entries are stored, not deflated. A reader that
 * goes away cancels the stream: the open file stream is destroyed and the archive dropped. A
 * storage error mid-way ends the download with an error (its status went out with the first byte).
 */
export function zipStream(entries: readonly ArchiveEntry[], storage: Storage): ReadableStream<Uint8Array> {
  let zip: Zip | undefined;
  let index = 0;
  let current: { entry: ZipPassThrough; stream: Readable; chunks: AsyncIterator<Buffer> } | null = null;
  let finished = false;

  const closeCurrent = () => {
    current?.stream.destroy();
    current = null;
  };

  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        zip = new Zip((error, data, final) => {
          if (error) {
            logger.warn({ err: error }, 'media archive failed');
            finished = true;
            closeCurrent();
            controller.error(error);
            return;
          }
          if (finished) return;
          controller.enqueue(data);
          if (final) {
            finished = true;
            controller.close();
          }
        });
      },
      async pull(controller) {
        try {
          // Each call feeds the archive until it has given the reader something (or ended).
          const before = controller.desiredSize;
          while (!finished && controller.desiredSize === before) {
            if (!current) {
              const next = entries[index++];
              if (!next) {
                zip!.end();
                return;
              }
              const stored = await storage.get(next.key);
              if (finished) {
                stored?.stream.destroy();
                return;
              }
              // A file missing from storage (removed under us) is left out, not the whole archive.
              if (!stored) continue;
              stored.stream.on('error', (error: Error) => logger.debug({ err: error, key: next.key }, 'media read'));
              const entry = new ZipPassThrough(next.name);
              entry.mtime = next.modifiedAt;
              zip!.add(entry);
              current = { entry, stream: stored.stream, chunks: stored.stream[Symbol.asyncIterator]() };
            }
            const open = current;
            const chunk = await open.chunks.next();
            // The reader may have gone away while the chunk was read: nothing is fed any more.
            if (finished) return;
            if (chunk.done) {
              open.entry.push(new Uint8Array(0), true);
              current = null;
            } else {
              open.entry.push(new Uint8Array(chunk.value.buffer, chunk.value.byteOffset, chunk.value.byteLength));
            }
          }
        } catch (error) {
          if (finished) return;
          logger.warn({ err: error }, 'media archive read failed');
          finished = true;
          closeCurrent();
          zip?.terminate();
          controller.error(error);
        }
      },
      cancel() {
        finished = true;
        closeCurrent();
        zip?.terminate();
      },
    },
    { highWaterMark: 1 },
  );
}
