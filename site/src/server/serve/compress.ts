import type { IncomingMessage, OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { OutgoingMessage } from 'node:http';
import zlib from 'node:zlib';
import { isCompressible } from './content-types.ts';
import { negotiate, type Encoding } from './encoding.ts';
import { codedEtag, varyWithAcceptEncoding } from './headers.ts';

/**
 * Compression of what Astro answers (pages, JSON, other text), on the fly. Astro writes its answer
 * into the Node response (`writeHead`, then `write` per chunk, then `end`); this wraps those three
 * methods of one response so the bytes go through gzip or brotli on their way out.
 *
 * Left as they are: HEAD, 1xx/204/206/304, an answer already coded or ranged, media and other
 * non-text types, `Cache-Control: no-transform`, an answer that closes its connection (the 413 of
 * an oversized upload: sent whole, with its length), and answers under `threshold` bytes.
 *
 * Chunks are gathered until the renderer pauses (one event-loop turn without a write). An answer
 * that ends before any pause (most do) is compressed in one call and sent with its length: a zlib
 * stream fed chunk by chunk costs several times the CPU (a thread-pool hop per chunk). An answer
 * still open at a pause is streamed: its head goes out, and what was gathered is compressed and
 * flushed at every pause, so a streamed page still reaches the browser as it renders.
 *
 * A text answer to a client that takes no coding is gathered the same way and sent as it is: a
 * page that ends before any pause goes out in one write with its length, not as the renderer's
 * hundreds of small chunks (a system call and a socket write each); at a pause it streams.
 */
export interface CompressionOptions {
  /** Smallest answer worth coding, in bytes. */
  threshold: number;
  /** Brotli quality on the fly (0-11). */
  brotliQuality: number;
  /** Brotli window (10-24): smaller holds less memory per answer. */
  brotliWindow: number;
  /** Gzip level on the fly (1-9). */
  gzipLevel: number;
}

/**
 * Measured on today's pages (one synchronous call, CPU per answer): gzip 6 makes the client
 * dashboard (24 KB) 5.6 KB in 0.20 ms and the login page (9 KB) 3.0 KB in 0.08 ms; brotli 4 makes
 * them 5.6 KB and 2.9 KB in 0.30 and 0.13 ms. Same bytes, a third less CPU: gzip is preferred when
 * the client takes both; brotli 4 serves clients that take only brotli.
 */
export const defaultCompression: CompressionOptions = {
  threshold: 1024,
  brotliQuality: 4,
  brotliWindow: 20,
  gzipLevel: 6,
};

/** Answers bigger than this are compressed as a stream even when complete, not to hold the loop. */
const SYNC_LIMIT = 1024 * 1024;

/** Server preference on the fly: gzip first (cheaper at the same size, see above). */
const dynamicCodings: readonly Encoding[] = ['gzip', 'br', 'identity'];

const headersSentGetter = Object.getOwnPropertyDescriptor(OutgoingMessage.prototype, 'headersSent')?.get;

type WriteCallback = (error?: Error | null) => void;

function header(res: ServerResponse, name: string): string | undefined {
  const value = res.getHeader(name);
  if (value === undefined) return undefined;
  return Array.isArray(value) ? value.join(', ') : String(value);
}

/** Applies the headers given to writeHead to the response itself (as Node does when some are set). */
function applyHeaders(res: ServerResponse, headers: OutgoingHttpHeaders | OutgoingHttpHeader[]): void {
  if (!Array.isArray(headers)) {
    for (const name of Object.keys(headers)) {
      const value = headers[name];
      if (value !== undefined) res.setHeader(name, value);
    }
    return;
  }
  // Raw form: [name, value, name, value…] or [[name, value], …]; a repeated name adds a value.
  const pairs: Array<[string, string]> = [];
  if (Array.isArray(headers[0])) {
    for (const pair of headers as unknown as Array<[string, string]>) pairs.push([String(pair[0]), String(pair[1])]);
  } else {
    for (let i = 0; i + 1 < headers.length; i += 2) pairs.push([String(headers[i]), String(headers[i + 1])]);
  }
  const seen = new Map<string, string[]>();
  for (const [name, value] of pairs) {
    const key = name.toLowerCase();
    const list = seen.get(key) ?? [];
    list.push(value);
    seen.set(key, list);
  }
  for (const [name, values] of seen) res.setHeader(name, values.length === 1 ? values[0]! : values);
}

function toBuffer(chunk: unknown, encoding: BufferEncoding | undefined): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (typeof chunk === 'string') return Buffer.from(chunk, encoding ?? 'utf8');
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.from(String(chunk));
}

function brotliParams(options: CompressionOptions, sizeHint: number | undefined): Record<number, number> {
  const params: Record<number, number> = {
    [zlib.constants.BROTLI_PARAM_QUALITY]: options.brotliQuality,
    [zlib.constants.BROTLI_PARAM_LGWIN]: options.brotliWindow,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
  };
  if (sizeHint) params[zlib.constants.BROTLI_PARAM_SIZE_HINT] = sizeHint;
  return params;
}

/**
 * Wraps `res` so that what is written to it is compressed when the request accepts a coding and the
 * answer is worth it (see the module comment). Call before handing the response to the renderer.
 */
export function compressAnswer(
  req: IncomingMessage,
  res: ServerResponse,
  options: CompressionOptions = defaultCompression,
): void {
  if (req.method === 'HEAD') return;

  const writeHead = res.writeHead;
  const write = res.write;
  const end = res.end;
  const writeRaw = write as (this: ServerResponse, chunk: Buffer) => boolean;
  const endRaw = end as (this: ServerResponse, chunk?: Buffer | (() => void), callback?: () => void) => ServerResponse;
  /** open: nothing decided; gather: a candidate, chunks held; stream: coding as a stream; identity: unwrapped. */
  let state: 'open' | 'gather' | 'stream' | 'identity' = 'open';
  /** Gathered to be sent as it is (the client takes no coding), not coded. */
  let plain = false;
  /** writeHead was called but not yet passed on. */
  let headPending = false;
  let ended = false;
  let held: Buffer[] = [];
  let heldBytes = 0;
  let pause: NodeJS.Immediate | undefined;
  let coder: zlib.BrotliCompress | zlib.Gzip | undefined;
  let coding: 'br' | 'gzip' = 'gzip';

  const sendHead = () => {
    if (headPending) {
      headPending = false;
      writeHead.call(res, res.statusCode);
    }
  };

  const unwrap = () => {
    res.writeHead = writeHead;
    res.write = write;
    res.end = end;
    Reflect.deleteProperty(res, 'headersSent');
  };

  const hold = (chunk: unknown, encoding: BufferEncoding | undefined) => {
    if (chunk === undefined || chunk === null) return;
    const bytes = toBuffer(chunk, encoding);
    if (bytes.byteLength === 0) return;
    held.push(bytes);
    heldBytes += bytes.byteLength;
  };

  const take = (): Buffer => {
    const body = held.length === 1 ? held[0]! : Buffer.concat(held, heldBytes);
    held = [];
    heldBytes = 0;
    return body;
  };

  /** Whether the head allows coding: identity (maybe with Vary), plain (gathered, sent uncoded), or a candidate. */
  const verdict = (): 'identity' | 'plain' | 'candidate' => {
    const status = res.statusCode;
    if (status < 200 || status === 204 || status === 206 || status === 304) return 'identity';
    if (res.hasHeader('content-encoding') && header(res, 'content-encoding') !== 'identity') return 'identity';
    if (res.hasHeader('content-range')) return 'identity';
    if (!isCompressible(header(res, 'content-type'))) return 'identity';
    if (/\bno-transform\b/i.test(header(res, 'cache-control') ?? '')) return 'identity';
    // The answer varies with Accept-Encoding from here on, whatever this request gets.
    res.setHeader('vary', varyWithAcceptEncoding(res.getHeader('vary')));
    if (/\bclose\b/i.test(header(res, 'connection') ?? '')) return 'identity';
    const length = header(res, 'content-length');
    if (length !== undefined && Number(length) < options.threshold) return 'identity';
    const chosen = negotiate(req.headers['accept-encoding'], dynamicCodings);
    // Uncoded: an answer of known length is written whole already; one without is gathered.
    if (chosen !== 'br' && chosen !== 'gzip') return length === undefined ? 'plain' : 'identity';
    coding = chosen;
    return 'candidate';
  };

  const settle = () => {
    if (state !== 'open') return;
    const decided = verdict();
    if (decided === 'identity') {
      state = 'identity';
      unwrap();
      sendHead();
    } else {
      plain = decided === 'plain';
      state = 'gather';
    }
  };

  /** A plain answer at a pause: what was gathered goes out, the rest passes straight through. */
  const releasePlain = () => {
    state = 'identity';
    unwrap();
    sendHead();
    if (heldBytes > 0) writeRaw.call(res, take());
  };

  const codedHead = () => {
    res.removeHeader('content-length');
    res.setHeader('content-encoding', coding);
    const etag = header(res, 'etag');
    if (etag) res.setHeader('etag', codedEtag(etag, coding));
  };

  const startStream = (sizeHint?: number) => {
    state = 'stream';
    codedHead();
    const stream =
      coding === 'br'
        ? zlib.createBrotliCompress({ params: brotliParams(options, sizeHint) })
        : zlib.createGzip({ level: options.gzipLevel });
    coder = stream;
    stream.on('data', (chunk: Buffer) => {
      if (!res.destroyed && !res.writableEnded) writeRaw.call(res, chunk);
    });
    stream.on('end', () => {
      if (!res.destroyed && !res.writableEnded) endRaw.call(res);
    });
    stream.on('error', () => {
      res.destroy();
    });
    res.once('close', () => {
      if (!stream.destroyed) stream.destroy();
    });
    sendHead();
  };

  /** The renderer paused: stream from here on, sending what was gathered so far. */
  const onPause = () => {
    pause = undefined;
    if (ended || res.destroyed) return;
    if (state === 'gather' && plain) return releasePlain();
    if (state === 'gather') startStream();
    if (state !== 'stream' || !coder || coder.destroyed || heldBytes === 0) return;
    coder.write(take());
    coder.flush(coding === 'br' ? zlib.constants.BROTLI_OPERATION_FLUSH : zlib.constants.Z_SYNC_FLUSH);
  };

  res.writeHead = function (
    this: ServerResponse,
    statusCode: number,
    reason?: string | OutgoingHttpHeaders | OutgoingHttpHeader[],
    headers?: OutgoingHttpHeaders | OutgoingHttpHeader[],
  ) {
    if (state !== 'open' || headPending)
      return (writeHead as (...args: unknown[]) => ServerResponse).call(res, statusCode, reason, headers);
    if (typeof reason !== 'string') {
      headers = reason;
      reason = undefined;
    }
    res.statusCode = statusCode;
    if (reason !== undefined) res.statusMessage = reason;
    if (headers) applyHeaders(res, headers);
    headPending = true;
    settle();
    return res;
  } as ServerResponse['writeHead'];

  // The renderer asks whether the head went out before deciding how to report a failure.
  if (headersSentGetter) {
    Object.defineProperty(res, 'headersSent', {
      configurable: true,
      get: () => headPending || headersSentGetter.call(res),
    });
  }

  res.write = function (
    this: ServerResponse,
    chunk: unknown,
    encoding?: BufferEncoding | WriteCallback,
    callback?: WriteCallback,
  ): boolean {
    if (typeof encoding === 'function') {
      callback = encoding;
      encoding = undefined;
    }
    settle();
    if (state === 'identity') return write.call(res, chunk as never, encoding as BufferEncoding, callback);
    if (ended) {
      if (callback) process.nextTick(callback, new Error('write after end'));
      return false;
    }
    hold(chunk, encoding);
    if (callback) process.nextTick(callback);
    pause ??= setImmediate(onPause);
    return true;
  } as ServerResponse['write'];

  res.end = function (
    this: ServerResponse,
    chunk?: unknown,
    encoding?: BufferEncoding | (() => void),
    callback?: () => void,
  ): ServerResponse {
    if (typeof chunk === 'function') {
      callback = chunk as () => void;
      chunk = undefined;
      encoding = undefined;
    } else if (typeof encoding === 'function') {
      callback = encoding;
      encoding = undefined;
    }
    settle();
    if (state === 'identity') {
      return chunk === undefined || chunk === null
        ? endRaw.call(res, callback)
        : end.call(res, chunk as never, encoding as BufferEncoding, callback);
    }
    if (ended) return res;
    ended = true;
    hold(chunk, encoding);
    if (pause) clearImmediate(pause);
    pause = undefined;
    if (state === 'gather' && plain) {
      // Complete before any pause: one write, with its length.
      state = 'identity';
      unwrap();
      const body = take();
      res.setHeader('content-length', body.byteLength);
      sendHead();
      return endRaw.call(res, body, callback);
    }
    if (state === 'gather' && heldBytes <= SYNC_LIMIT) {
      // Complete before any pause: one call, sent with its length.
      state = 'identity';
      unwrap();
      const body = take();
      let coded: Buffer | undefined;
      if (body.byteLength >= options.threshold) {
        try {
          coded =
            coding === 'br'
              ? zlib.brotliCompressSync(body, { params: brotliParams(options, body.byteLength) })
              : zlib.gzipSync(body, { level: options.gzipLevel });
        } catch {
          coded = undefined; // sent as it is
        }
      }
      if (coded) codedHead();
      const out = coded ?? body;
      res.setHeader('content-length', out.byteLength);
      sendHead();
      return endRaw.call(res, out, callback);
    }
    if (state === 'gather') startStream(heldBytes);
    if (callback) res.once('finish', callback);
    if (!coder || coder.destroyed) return res;
    if (heldBytes > 0) coder.end(take());
    else coder.end();
    return res;
  } as ServerResponse['end'];
}
