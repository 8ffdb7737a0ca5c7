import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { contentTypeOf, isCompressible } from './content-types.ts';

/** Files smaller than this are sent as they are: the coding would save less than a packet. */
export const PRECOMPRESS_MIN_BYTES = 1024;

/** A coded copy is kept only when it saves at least this share of the bytes. */
const WORTH = 0.9;

export interface Precompressed {
  files: number;
  raw: number;
  br: number;
  gzip: number;
}

/** Every regular file under `dir`, as paths relative to it with `/` separators. */
export function listFiles(dir: string, prefix = ''): string[] {
  const names: string[] = [];
  for (const entry of readdirSync(path.join(dir, prefix), { withFileTypes: true })) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) names.push(...listFiles(dir, relative));
    else if (entry.isFile()) names.push(relative);
  }
  return names;
}

export function brotli(bytes: Buffer, quality: number): Buffer {
  return brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
}

export function gzip(bytes: Buffer, level: number): Buffer {
  return gzipSync(bytes, { level });
}

/** The brotli and gzip copies worth keeping of a compressible file's bytes (best ratio: build time). */
export function codedCopies(bytes: Buffer, quality: { br: number; gzip: number }): { br?: Buffer; gzip?: Buffer } {
  if (bytes.byteLength < PRECOMPRESS_MIN_BYTES) return {};
  const copies: { br?: Buffer; gzip?: Buffer } = {};
  const br = brotli(bytes, quality.br);
  if (br.byteLength <= bytes.byteLength * WORTH) copies.br = br;
  const gz = gzip(bytes, quality.gzip);
  if (gz.byteLength <= bytes.byteLength * WORTH) copies.gzip = gz;
  return copies;
}

/**
 * Writes `<file>.br` and `<file>.gz` next to every compressible file of a build's client folder
 * (`astro:build:done`), at the best ratio (brotli 11, gzip 9): the server sends them as they are.
 */
export function precompressDirectory(dir: string): Precompressed {
  const totals: Precompressed = { files: 0, raw: 0, br: 0, gzip: 0 };
  for (const name of listFiles(dir)) {
    if (name.endsWith('.br') || name.endsWith('.gz')) continue;
    if (!isCompressible(contentTypeOf(name))) continue;
    const file = path.join(dir, name);
    if (statSync(file).size < PRECOMPRESS_MIN_BYTES) continue;
    const bytes = readFileSync(file);
    const copies = codedCopies(bytes, { br: 11, gzip: 9 });
    totals.files += 1;
    totals.raw += bytes.byteLength;
    if (copies.br) {
      writeFileSync(`${file}.br`, copies.br);
      totals.br += copies.br.byteLength;
    }
    if (copies.gzip) {
      writeFileSync(`${file}.gz`, copies.gzip);
      totals.gzip += copies.gzip.byteLength;
    }
  }
  return totals;
}
