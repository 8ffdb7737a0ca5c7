export { raw, type RawAnswer } from '../../scripts/raw-http.ts';
import type { RawAnswer } from '../../scripts/raw-http.ts';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/** The body decoded per its Content-Encoding. */
export function decoded(answer: RawAnswer): Buffer {
  const coding = answer.headers['content-encoding'];
  if (coding === 'br') return brotliDecompressSync(answer.body);
  if (coding === 'gzip') return gunzipSync(answer.body);
  if (coding === undefined || coding === 'identity') return answer.body;
  throw new Error(`unexpected content-encoding ${String(coding)}`);
}
