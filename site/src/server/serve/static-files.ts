import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import path from 'node:path';
import { contentTypeOf, isCompressible } from './content-types.ts';
import { negotiate, type Encoding } from './encoding.ts';
import { hsts, matchingEtag, securityHeaders, strictCsp } from './headers.ts';
import { codedCopies, listFiles } from './precompress.ts';

/**
 * The files of a build's client folder (`dist/client`), read once at start-up and answered from
 * memory: deciding whether a request names a file, and answering it, costs no file-system call.
 * A build holds about 1 MB of them (plus their brotli and gzip copies). Files added to the folder
 * after start-up are not seen until the next start.
 */

/** Hashed file names (`/_astro/Name.hash.js`): never change, cached for a year. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Everything else (favicon, files of `public/`): cached, but checked again before each use. */
export const REVALIDATE_CACHE = 'public, max-age=0, must-revalidate';

interface Representation {
  encoding: Encoding;
  body: Buffer;
  etag: string;
  headers: OutgoingHttpHeaders;
  /** The same, over TLS (with Strict-Transport-Security). */
  tlsHeaders: OutgoingHttpHeaders;
  notModified: OutgoingHttpHeaders;
  tlsNotModified: OutgoingHttpHeaders;
}

export interface StaticFile {
  /** In server preference order; identity always present. */
  encodings: Encoding[];
  representations: Partial<Record<Encoding, Representation>> & { identity: Representation };
  etags: string[];
  /** Whole seconds since the epoch (Last-Modified has no finer resolution). */
  modified: number;
}

export type StaticIndex = ReadonlyMap<string, StaticFile>;

export interface IndexOptions {
  /** URL prefix of hashed assets (Astro's `build.assets`, `_astro` by default). */
  assetsPrefix?: string;
}

function representation(encoding: Encoding, body: Buffer, etag: string, common: OutgoingHttpHeaders): Representation {
  const shared: OutgoingHttpHeaders = { ...common, etag };
  const headers: OutgoingHttpHeaders = { ...shared, 'content-length': body.byteLength };
  if (encoding !== 'identity') headers['content-encoding'] = encoding;
  return {
    encoding,
    body,
    etag,
    headers,
    tlsHeaders: { ...headers, 'strict-transport-security': hsts },
    notModified: shared,
    tlsNotModified: { ...shared, 'strict-transport-security': hsts },
  };
}

/**
 * Reads every file of `dir` with its `.br` and `.gz` siblings (written by the build, see
 * `precompress.ts`). A compressible file without siblings (a build made without the hook) gets
 * its coded copies made here, once, at a quick setting.
 */
export function indexStaticFiles(dir: string, options: IndexOptions = {}): Map<string, StaticFile> {
  const assetsPrefix = `/${(options.assetsPrefix ?? '_astro').replace(/^\/+|\/+$/g, '')}/`;
  const index = new Map<string, StaticFile>();
  if (!existsSync(dir)) return index;
  const names = listFiles(dir);
  const present = new Set(names);
  for (const name of names) {
    // Coded siblings are variants of their file, never answers of their own.
    if ((name.endsWith('.br') || name.endsWith('.gz')) && present.has(name.slice(0, -3))) continue;
    // Dot files stay private, as the adapter's static handler kept them (except /.well-known/).
    if (name.split('/').some((part) => part.startsWith('.')) && !name.startsWith('.well-known/')) continue;
    const file = path.join(dir, name);
    const body = readFileSync(file);
    const urlPath = `/${name}`;
    const contentType = contentTypeOf(name);
    const compressible = isCompressible(contentType);
    let copies: { br?: Buffer; gzip?: Buffer } = {};
    if (compressible) {
      if (present.has(`${name}.br`) || present.has(`${name}.gz`)) {
        if (present.has(`${name}.br`)) copies.br = readFileSync(`${file}.br`);
        if (present.has(`${name}.gz`)) copies.gzip = readFileSync(`${file}.gz`);
      } else {
        copies = codedCopies(body, { br: 5, gzip: 6 });
      }
    }
    const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
    const modified = Math.floor(statSync(file).mtimeMs / 1000);
    const common: OutgoingHttpHeaders = {
      'content-type': contentType,
      'cache-control': urlPath.startsWith(assetsPrefix) ? IMMUTABLE_CACHE : REVALIDATE_CACHE,
      'last-modified': new Date(modified * 1000).toUTCString(),
      ...securityHeaders,
    };
    if (!contentType.startsWith('text/html')) common['content-security-policy'] = strictCsp;
    if (copies.br || copies.gzip) common.vary = 'Accept-Encoding';
    const representations: StaticFile['representations'] = {
      identity: representation('identity', body, `"${hash}"`, common),
    };
    const encodings: Encoding[] = [];
    if (copies.br) {
      representations.br = representation('br', copies.br, `"${hash}-br"`, common);
      encodings.push('br');
    }
    if (copies.gzip) {
      representations.gzip = representation('gzip', copies.gzip, `"${hash}-gz"`, common);
      encodings.push('gzip');
    }
    encodings.push('identity');
    index.set(urlPath, {
      encodings,
      representations,
      etags: encodings.map((encoding) => representations[encoding]!.etag),
      modified,
    });
  }
  return index;
}

/** The file a request line names, if any (the query is ignored; percent-encoding is decoded). */
export function findStaticFile(index: StaticIndex, url: string | undefined): StaticFile | undefined {
  if (!url || url.charCodeAt(0) !== 47 /* / */) return undefined;
  let end = url.length;
  const query = url.indexOf('?');
  if (query >= 0) end = query;
  const hash = url.indexOf('#');
  if (hash >= 0 && hash < end) end = hash;
  const pathname = end === url.length ? url : url.slice(0, end);
  const file = index.get(pathname);
  if (file || !pathname.includes('%')) return file;
  try {
    return index.get(decodeURIComponent(pathname));
  } catch {
    return undefined;
  }
}

function notModifiedSince(req: IncomingMessage, file: StaticFile): boolean {
  const since = req.headers['if-modified-since'];
  if (!since) return false;
  const time = Date.parse(since);
  return Number.isFinite(time) && file.modified <= Math.floor(time / 1000);
}

/**
 * Answers a GET or HEAD for a file of the index: the coding the client prefers among the copies
 * there are, 304 when its validator (If-None-Match, else If-Modified-Since) still holds.
 */
export function sendStaticFile(req: IncomingMessage, res: ServerResponse, file: StaticFile, tls: boolean): void {
  const encoding = negotiate(req.headers['accept-encoding'], file.encodings) ?? 'identity';
  const chosen = file.representations[encoding] ?? file.representations.identity;
  const ifNoneMatch = req.headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    const matched = matchingEtag(ifNoneMatch, file.etags);
    if (matched) {
      const still = file.encodings.map((name) => file.representations[name]!).find((r) => r.etag === matched) ?? chosen;
      res.writeHead(304, tls ? still.tlsNotModified : still.notModified);
      res.end();
      return;
    }
  } else if (notModifiedSince(req, file)) {
    res.writeHead(304, tls ? chosen.tlsNotModified : chosen.notModified);
    res.end();
    return;
  }
  res.writeHead(200, tls ? chosen.tlsHeaders : chosen.headers);
  if (req.method === 'HEAD') res.end();
  else res.end(chosen.body);
}
