import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { config } from '../config.ts';

/** Where media objects live. Keys are ours (random ids), never a user's file name. */
export interface Storage {
  put(key: string, body: Buffer): Promise<void>;
  /** Moves a finished temporary file into storage (large uploads never sit in memory). */
  putFile(key: string, file: string): Promise<void>;
  get(key: string): Promise<{ stream: Readable; size: number } | null>;
  delete(key: string): Promise<void>;
  /** Every stored object with its last change, for the orphan sweep. */
  list(): Promise<Array<{ key: string; modifiedAt: number }>>;
}

const safeKey = /^[a-z0-9][a-z0-9/_.-]*$/;

/** Local disk under DATA_DIR/media. */
export class LocalStorage implements Storage {
  readonly root: string;

  constructor(root: string) {
    this.root = root;
  }

  private file(key: string): string {
    if (!safeKey.test(key) || key.includes('..')) throw new Error(`invalid storage key: ${key}`);
    return path.join(this.root, key);
  }

  async put(key: string, body: Buffer): Promise<void> {
    const file = this.file(key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(`${file}.part`, body);
    await rename(`${file}.part`, file);
  }

  async putFile(key: string, source: string): Promise<void> {
    const file = this.file(key);
    await mkdir(path.dirname(file), { recursive: true });
    await rename(source, file);
  }

  async get(key: string) {
    try {
      const file = this.file(key);
      const info = await stat(file);
      return { stream: createReadStream(file), size: info.size };
    } catch {
      return null;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.file(key), { force: true });
  }

  async list(): Promise<Array<{ key: string; modifiedAt: number }>> {
    const out: Array<{ key: string; modifiedAt: number }> = [];
    const walk = async (dir: string, prefix: string) => {
      let entries;
      try {
        entries = await readdir(dir, { withFileTypes: true });
      } catch {
        return;
      }
      for (const entry of entries) {
        if (entry.isDirectory()) await walk(path.join(dir, entry.name), `${prefix}${entry.name}/`);
        else {
          const info = await stat(path.join(dir, entry.name)).catch(() => null);
          if (info) out.push({ key: `${prefix}${entry.name}`, modifiedAt: info.mtimeMs });
        }
      }
    };
    await walk(this.root, '');
    return out;
  }
}

const holder = globalThis as typeof globalThis & { __spotterStorage?: Storage };

export function getStorage(): Storage {
  holder.__spotterStorage ??= new LocalStorage(path.resolve(config().DATA_DIR, 'media'));
  return holder.__spotterStorage;
}

export function tempDir(): string {
  return path.resolve(config().DATA_DIR, 'tmp');
}
