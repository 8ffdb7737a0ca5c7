/**
 * The JavaScript a page loads up front (module scripts, preloads, island components and renderers,
 * followed through static imports), and what its islands that wait to be scrolled into view add,
 * counted two ways:
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

/** An island's script and the directive that says when it loads. */
const islandPattern = /<astro-island\b[^>]*?component-url="([^"]+\.js)"[^>]*?\bclient="([a-z]+)"/g;
/** Directives whose islands load only once they are scrolled into view (or a media query matches). */
const deferredDirectives = new Set(['visible', 'media', 'only-visible']);

/**
 * The JavaScript of `path`: `upFront` is what loads with the page (its scripts, the islands that
 * hydrate on load or when idle, and their imports); `later` is what the islands that hydrate when
 * scrolled into view add to that (so up front + later is the whole page, every section visited).
 */
export async function pageJavaScript(
  base: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<PageJavaScript & { later: PageJavaScript }> {
  const page = await get(`${base}${path}`, headers);
  const html = decode(page).toString('utf8');
  const upFront = emptyFigures(path);
  const later = emptyFigures(path);
  // Inline module scripts count too (Astro inlines small bundled scripts).
  for (const match of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)) {
    const code = Buffer.from(match[1] ?? '');
    if (code.length) count(upFront, code, compressAs(encodingOf(page), code), `${encodingOf(page)} (inline)`);
  }
  const deferred = new Set<string>();
  for (const [, url, directive] of html.matchAll(islandPattern)) {
    if (deferredDirectives.has(directive!)) deferred.add(new URL(url!, `${base}${path}`).href);
  }
  const first = new Set<string>();
  for (const match of html.matchAll(/(?:src|href|component-url|renderer-url|before-hydration-url)="([^"]+\.js)"/g)) {
    const url = new URL(match[1]!, `${base}${path}`).href;
    if (!deferred.has(url)) first.add(url);
  }
  const seen = new Set<string>();
  const language = /<html\b[^>]*\blang="([a-z-]+)"/i.exec(html)?.[1] ?? 'en';
  await follow(first, seen, upFront, language);
  await follow(deferred, seen, later, language);
  return { ...upFront, later };
}

function emptyFigures(path: string): PageJavaScript {
  return { path, files: 0, raw: 0, gzip9: 0, wire: 0, encodings: {} };
}

function count(figures: PageJavaScript, code: Buffer, wire: number, encoding: string) {
  figures.files += 1;
  figures.raw += code.length;
  figures.gzip9 += code.length ? gzipSync(code, { level: 9 }).length : 0;
  figures.wire += wire;
  figures.encodings[encoding] = (figures.encodings[encoding] ?? 0) + 1;
}

/** A chunk's call for its words, with its files by language (site/bundle-plugins.mjs, pageMessages). */
const wordsCall = /spotter\.messages["'`]\)\]\(\s*(\{[^}]*\})/g;

/**
 * Loads `start` and everything it imports statically, skipping what `seen` holds, into `figures`.
 * A chunk's words in the page's language, which the chunk waits for before its importers run,
 * count as imported.
 */
async function follow(start: Set<string>, seen: Set<string>, figures: PageJavaScript, language: string) {
  const file = new RegExp(`\\./messages\\.${language}\\.[A-Za-z0-9_-]+\\.js`);
  const queue = new Set(start);
  while (queue.size) {
    const url = queue.values().next().value!;
    queue.delete(url);
    if (seen.has(url)) continue;
    seen.add(url);
    const response = await get(url, {});
    const code = decode(response);
    count(figures, code, response.body.length, encodingOf(response));
    const text = code.toString('utf8');
    for (const match of text.matchAll(/(?:import|from)\s*["']([^"']+\.js)["']/g))
      queue.add(new URL(match[1]!, url).href);
    for (const call of text.matchAll(wordsCall)) {
      const words = file.exec(call[1]!)?.[0];
      if (words) queue.add(new URL(words, url).href);
    }
  }
}
