import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { config } from '../config.ts';
import { S3Storage } from './s3.ts';
import { assertSafeKey, type Storage, type StoredObject } from './types.ts';

export type { Storage, StoredObject } from './types.ts';
export { S3Storage } from './s3.ts';

/** Local disk under DATA_DIR/media. */
export class LocalStorage implements Storage {
  readonly root: string;

  constructor(root: string) {
    this.root = root;
  }

  private file(key: string): string {
    assertSafeKey(key);
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

  async get(key: string): Promise<StoredObject | null> {
    const file = this.file(key);
    try {
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

/** The configured storage: S3-compatible when S3_BUCKET is set, else local disk under DATA_DIR. */
export function getStorage(): Storage {
  holder.__spotterStorage ??= createStorage();
  return holder.__spotterStorage;
}

function createStorage(): Storage {
  const env = config();
  if (env.S3_BUCKET) {
    return new S3Storage({
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
      accessKeyId: env.S3_ACCESS_KEY_ID!,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
      prefix: env.S3_PREFIX,
    });
  }
  return new LocalStorage(path.resolve(env.DATA_DIR, 'media'));
}

export function tempDir(): string {
  return path.resolve(config().DATA_DIR, 'tmp');
}
