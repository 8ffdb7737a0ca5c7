import { readFileSync } from 'node:fs';
import http, { type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import https from 'node:https';
import os from 'node:os';
import type { TLSSocket } from 'node:tls';
import type { FrontDoor } from '../http/front-door.ts';
import { compressAnswer, defaultCompression, type CompressionOptions } from './compress.ts';
import { findStaticFile, sendStaticFile, type StaticIndex } from './static-files.ts';
import type { FrontDoorAnswer } from '../http/front-door.ts';
import { lookUpStoredAnswer, sendFreshAnswer, sendStoredAnswer } from './stored-answer.ts';
import { BODY_CAP_BYTES, BODY_CAP_LINGER_MS, cappedBody } from './body-cap.ts';

/**
 * The Node server in front of Astro: what `site/scripts/start.ts` runs in production. Per request,
 * in this order: a request line that cannot be decoded is refused (400, as the adapter's standalone
 * server did); a GET or HEAD naming a file of the build is answered from memory; a GET or HEAD the
 * bundle's front door has an answer for gets that answer (a stored page, or a search worked out
 * without Astro, compressed as a rendered answer is); everything else is rendered by Astro (the
 * adapter's middleware-mode handler), compressed on the way out, with its body capped (body-cap.ts).
 *
 * Nothing here opens the database or holds the bundle's state: the bundle is imported once by the
 * start script and reached only through its handler and the front-door registry.
 */

/** Astro's handler in middleware mode (`handler` of `dist/server/entry.mjs`). */
export type AppHandler = (req: IncomingMessage, res: ServerResponse) => unknown;

export interface ListenerOptions {
  staticFiles: StaticIndex;
  app: AppHandler;
  /** The bundle's front door, looked up per request (the bundle registers it when it loads). */
  frontDoor?: () => FrontDoor | undefined;
  /** On-the-fly compression of rendered answers; false turns it off. */
  compression?: CompressionOptions | false;
  /** Where an answer that failed outside Astro's own handling is reported. */
  onError?: (error: unknown, req: IncomingMessage) => void;
  /** The most a body may carry into Astro, and how long the rest of a larger one is read and dropped. */
  bodyCap?: { bytes: number; lingerMs: number };
}

const isTls = (req: IncomingMessage) => (req.socket as Partial<TLSSocket>).encrypted === true;

export function createListener(options: ListenerOptions): RequestListener {
  const { staticFiles, app, frontDoor } = options;
  const compression = options.compression === undefined ? defaultCompression : options.compression;
  const onError = options.onError ?? ((error: unknown) => console.error(error));
  const bodyCap = options.bodyCap ?? { bytes: BODY_CAP_BYTES, lingerMs: BODY_CAP_LINGER_MS };

  const fail = (req: IncomingMessage, res: ServerResponse, error: unknown) => {
    onError(error, req);
    if (res.headersSent || res.writableEnded) {
      res.destroy();
      return;
    }
    res.statusCode = 500;
    res.end('Internal Server Error');
  };

  const answer = (req: IncomingMessage, res: ServerResponse, found: FrontDoorAnswer) => {
    try {
      if ('fresh' in found) sendFreshAnswer(req, res, found, compression);
      else sendStoredAnswer(req, res, found);
    } catch (error) {
      fail(req, res, error);
    }
  };

  const render = (req: IncomingMessage, res: ServerResponse) => {
    if (res.destroyed) return;
    // The adapter reads `req.body` when it is set: the body, capped without resetting the connection.
    (req as IncomingMessage & { body?: AsyncIterable<Uint8Array> }).body = cappedBody(
      req,
      bodyCap.bytes,
      bodyCap.lingerMs,
    );
    try {
      if (compression) compressAnswer(req, res, compression);
      const rendering = app(req, res);
      if (rendering && typeof (rendering as Promise<unknown>).then === 'function')
        (rendering as Promise<unknown>).then(undefined, (error: unknown) => fail(req, res, error));
    } catch (error) {
      fail(req, res, error);
    }
  };

  return (req, res) => {
    // A request line that cannot be decoded names nothing (the adapter's standalone server's check).
    try {
      decodeURI(req.url ?? '');
    } catch {
      res.writeHead(400);
      res.end('Bad request.');
      return;
    }
    if (req.method === 'GET' || req.method === 'HEAD') {
      const file = findStaticFile(staticFiles, req.url);
      if (file) {
        sendStaticFile(req, res, file, isTls(req));
        return;
      }
      const door = frontDoor?.();
      if (door) {
        const stored = lookUpStoredAnswer(door, req);
        if (stored && 'then' in stored) {
          void stored.then((found) => {
            if (res.destroyed) return;
            if (!found) return render(req, res);
            answer(req, res, found);
          });
          return;
        }
        if (stored) {
          answer(req, res, stored);
          return;
        }
      }
    }
    render(req, res);
  };
}

/**
 * How long an idle kept-alive connection stays open. Node's default (5 s) is shorter than what
 * clients and proxies keep theirs (a load balancer's idle timeout is usually 60 s): a client that
 * reuses its connection just as the server closes it gets a reset instead of an answer (a proxy
 * answers 502). Longer than the proxies', the server is never the side that closes first.
 */
export const KEEP_ALIVE_MS = 65_000;

/** HTTPS when SERVER_CERT_PATH and SERVER_KEY_PATH are both set (as the adapter did), else HTTP. */
export function createNodeServer(listener: RequestListener, env: NodeJS.ProcessEnv = process.env): Server {
  const server =
    env.SERVER_CERT_PATH && env.SERVER_KEY_PATH
      ? https.createServer(
          { key: readFileSync(env.SERVER_KEY_PATH), cert: readFileSync(env.SERVER_CERT_PATH) },
          listener,
        )
      : http.createServer(listener);
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // A request's head must still be timed out, after the idle wait it may follow.
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  return server;
}

/** The adapter's reading of its `host` option: true means every interface, false localhost. */
export function hostOption(host: string | boolean | undefined): string | undefined {
  if (typeof host === 'boolean') return host ? '0.0.0.0' : 'localhost';
  return host;
}

const wildcardHosts = new Set(['0.0.0.0', '::', '0000:0000:0000:0000:0000:0000:0000:0000']);

/** "Server listening on …", as the adapter's standalone server logged it. */
export function listeningMessage(server: Server, host: string | undefined): string {
  const protocol = server instanceof https.Server ? 'https' : 'http';
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const local: string[] = [];
  const network: string[] = [];
  const wildcard = host === undefined || wildcardHosts.has(host);
  for (const detail of Object.values(os.networkInterfaces()).flatMap((list) => list ?? [])) {
    if (detail.family !== 'IPv4') continue;
    const name = detail.address.replace('127.0.0.1', wildcard ? 'localhost' : (host ?? 'localhost'));
    const url = `${protocol}://${name}:${port}`;
    if (detail.address.includes('127.0.0.1')) local.push(url);
    else network.push(url);
  }
  const time = new Date().toTimeString().slice(0, 8);
  return wildcard
    ? `${time} [@astrojs/node] Server listening on \n  local: ${local[0]} \t\n  network: ${network[0]}\n`
    : `${time} [@astrojs/node] Server listening on ${local[0] ?? `${protocol}://${host}:${port}`}`;
}

/**
 * Stops accepting connections, closes idle ones, lets answers in progress finish, and resolves when
 * all are done or after `timeoutMs` (the rest are then cut).
 */
export function closeGracefully(server: Server, timeoutMs = 10_000): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      server.closeAllConnections();
      resolve();
    }, timeoutMs);
    timer.unref();
    server.close(() => {
      clearTimeout(timer);
      resolve();
    });
    server.closeIdleConnections();
  });
}
