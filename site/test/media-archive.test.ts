import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { unzipSync } from 'fflate';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { logger } from '#server/log.ts';
import { zipStream } from '#server/media/archive.ts';
import { LocalStorage, type Storage } from '#server/storage/index.ts';

const root = mkdtempSync(path.join(tmpdir(), 'spotter-archive-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Local storage that remembers every stream it opened. */
function watched(storage: Storage): { storage: Storage; opened: Readable[] } {
  const opened: Readable[] = [];
  return {
    opened,
    storage: {
      ...storage,
      put: storage.put.bind(storage),
      putFile: storage.putFile.bind(storage),
      delete: storage.delete.bind(storage),
      list: storage.list.bind(storage),
      async get(key) {
        const stored = await storage.get(key);
        if (stored) opened.push(stored.stream);
        return stored;
      },
    },
  };
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  for await (const part of stream) parts.push(part);
  return new Uint8Array(Buffer.concat(parts));
}

const at = new Date('2026-11-01T10:00:00Z');

describe('the media archive', () => {
  it('holds each stored file under its name, and leaves out one missing from storage', async () => {
    const local = new LocalStorage(path.join(root, 'a'));
    await local.put('gallery/one.png', Buffer.from('first file'));
    await local.put('profile/two.jpg', Buffer.alloc(300_000, 7));
    const zip = await readAll(
      zipStream(
        [
          { key: 'gallery/one.png', name: 'gallery/1.png', modifiedAt: at },
          { key: 'gallery/gone.png', name: 'gallery/gone.png', modifiedAt: at },
          { key: 'profile/two.jpg', name: 'profile_photo/2.jpg', modifiedAt: at },
        ],
        local,
      ),
    );
    const entries = unzipSync(zip);
    expect(Object.keys(entries)).toEqual(['gallery/1.png', 'profile_photo/2.jpg']);
    expect(Buffer.from(entries['gallery/1.png']!).toString()).toBe('first file');
    expect(Buffer.from(entries['profile_photo/2.jpg']!)).toEqual(Buffer.alloc(300_000, 7));
    // No entries at all is still a valid (empty) archive.
    expect(unzipSync(await readAll(zipStream([], local)))).toEqual({});
  });

  it('reads storage only as the reader pulls, and a reader going away closes the open file', async () => {
    const local = new LocalStorage(path.join(root, 'b'));
    const size = 8 * 1024 * 1024;
    await local.put('gallery/big.png', Buffer.alloc(size, 1));
    await local.put('gallery/next.png', Buffer.alloc(1024, 2));
    const { storage, opened } = watched(local);
    const stream = zipStream(
      [
        { key: 'gallery/big.png', name: 'big.png', modifiedAt: at },
        { key: 'gallery/next.png', name: 'next.png', modifiedAt: at },
      ],
      storage,
    );
    const warned = vi.spyOn(logger, 'warn');
    const reader = stream.getReader();
    const first = await reader.read();
    expect(first.done).toBe(false);
    expect(opened).toHaveLength(1);
    // Far less than the file has been read for the first bytes out: nothing is buffered whole.
    expect((opened[0] as Readable & { bytesRead: number }).bytesRead).toBeLessThan(size / 2);
    await reader.cancel();
    await new Promise((resolve) => setImmediate(resolve));
    expect(opened[0]!.destroyed).toBe(true);
    expect(opened).toHaveLength(1);
    // Going away is not a failure: nothing is logged as one.
    expect(warned).not.toHaveBeenCalled();
    warned.mockRestore();
  });

  it('ends the download with an error when storage fails mid-file, and closes what it opened', async () => {
    let failing: Readable | undefined;
    const storage = {
      async get() {
        failing = new Readable({
          read() {
            this.push(Buffer.alloc(1024, 3));
            this.destroy(new Error('disk went away'));
          },
        });
        return { stream: failing, size: 4096 };
      },
    } as unknown as Storage;
    await expect(
      readAll(zipStream([{ key: 'gallery/x.png', name: 'x.png', modifiedAt: at }], storage)),
    ).rejects.toThrow('disk went away');
    expect(failing!.destroyed).toBe(true);
  });
});
