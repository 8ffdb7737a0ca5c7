import type { Readable } from 'node:stream';

export interface StoredObject {
  stream: Readable;
  size: number;
}

/** Where media objects live. Keys are ours (random ids), never a user's file name. */
export interface Storage {
  put(key: string, body: Buffer): Promise<void>;
  /** Moves a finished temporary file into storage (large uploads never sit in memory). */
  putFile(key: string, file: string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
  /** Every stored object with its last change, for the orphan sweep. */
  list(): Promise<Array<{ key: string; modifiedAt: number }>>;
}

const safeKey = /^[a-z0-9][a-z0-9/_.-]*$/;

export function assertSafeKey(key: string): void {
  if (!safeKey.test(key) || key.includes('..') || key.includes('//')) throw new Error(`invalid storage key: ${key}`);
}
