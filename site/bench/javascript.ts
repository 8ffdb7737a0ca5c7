/**
 * The JavaScript a page loads up front (module scripts, preloads, island components and renderers,
 * followed through static imports), counted two ways:
 * - gzip level 9 of each file: what the code weighs compressed, whatever the server does;
 * - on the wire: the bytes the server sends when the browser says `Accept-Encoding: br, gzip`,
 *   with the content encodings it chose. Inline scripts travel inside the HTML: they count with
 *   the HTML's encoding applied to them (their raw size when the HTML is sent uncompressed).
 */
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync, inflateSync } from 'node:zlib';
import { rawGet, type RawResponse } from './http.ts';

const BROWSER_ENCODINGS = 'br, gzip';

export interface PageJavaScript {
  path: string;
  files: number;
  raw: number;
  gzip9: number;
  wire: number;
  /** How many files came in each content encoding ("identity" when none). */
  encodings: Record<string, number>;
}

const encodingOf = (response: RawResponse) => String(response.headers['content-encoding'] ?? 'identity');

function decode(response: RawResponse): Buffer {
  switch (encodingOf(response)) {
    case 'identity':
      return response.body;
    case 'br':
      return brotliDecompressSync(response.body);
    case 'gzip':
      return gunzipSync(response.body);
    case 'deflate':
      return inflateSync(response.body);
    default:
      throw new Error(`unexpected content-encoding ${encodingOf(response)}`);
  }
}

function compressAs(encoding: string, code: Buffer): number {
  if (encoding === 'br') return brotliCompressSync(code).length;
  if (encoding === 'gzip') return gzipSync(code).length;
  return code.length;
}

async function get(url: string, headers: Record<string, string>): Promise<RawResponse> {
  const response = await rawGet(url, { ...headers, 'accept-encoding': BROWSER_ENCODINGS });
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}, not 200`);
  return response;
}

export async function pageJavaScript(
  base: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<PageJavaScript> {
  const page = await get(`${base}${path}`, headers);
  const html = decode(page).toString('utf8');
  const figures: PageJavaScript = { path, files: 0, raw: 0, gzip9: 0, wire: 0, encodings: {} };
  const count = (code: Buffer, wire: number, encoding: string) => {
    figures.files += 1;
    figures.raw += code.length;
    figures.gzip9 += code.length ? gzipSync(code, { level: 9 }).length : 0;
    figures.wire += wire;
    figures.encodings[encoding] = (figures.encodings[encoding] ?? 0) + 1;
  };
  // Inline module scripts count too (Astro inlines small bundled scripts).
  for (const match of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)) {
    const code = Buffer.from(match[1] ?? '');
    if (code.length) count(code, compressAs(encodingOf(page), code), `${encodingOf(page)} (inline)`);
  }
  const queue = new Set<string>();
  for (const match of html.matchAll(/(?:src|href|component-url|renderer-url|before-hydration-url)="([^"]+\.js)"/g)) {
    queue.add(new URL(match[1]!, `${base}${path}`).href);
  }
  const seen = new Set<string>();
  while (queue.size) {
    const url = queue.values().next().value!;
    queue.delete(url);
    if (seen.has(url)) continue;
    seen.add(url);
    const response = await get(url, {});
    const code = decode(response);
    count(code, response.body.length, encodingOf(response));
    for (const match of code.toString('utf8').matchAll(/(?:import|from)\s*["']([^"']+\.js)["']/g)) {
      queue.add(new URL(match[1]!, url).href);
    }
  }
  return figures;
}
