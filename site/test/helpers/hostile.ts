import net from 'node:net';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, expect, inject } from 'vitest';
import { baseUrl, freshIp, registerThenSignIn, signIn, type Actor } from './http.ts';
import type { Payload } from './malformed.ts';
import type { Route } from './routes.ts';

/**
 * What the hostile-client tests share: fresh accounts, same-origin requests from fresh addresses,
 * raw streamed bodies, and the checks that the one production server is still answering.
 */

export const MB = 1024 * 1024;
export const prototypeKeys = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'];

/** Fails unless the server process is still running and answering. */
export function alive(): Promise<void> {
  return (async () => {
    expect(() => process.kill(inject('serverPid'), 0), 'the server process ended').not.toThrow();
    const health = await fetch(`${baseUrl()}/api/health`, { signal: AbortSignal.timeout(5_000) });
    expect(health.status).toBe(200);
  })();
}

/** A fresh account of `role`, signed in: its session cookie. */
async function register(role: 'client' | 'trainer'): Promise<string> {
  return registerThenSignIn(
    baseUrl(),
    {
      email: `hostile.${role}.${Date.now()}.${Math.random().toString(36).slice(2)}@example.test`,
      password: 'hostile password',
      role,
    },
    { 'x-forwarded-for': freshIp() },
  );
}

/**
 * Fresh accounts per role for the calling test file, made before its tests run (writes change
 * their own data, never the demo accounts'). `cookieFor` gives sign-out routes a session of their
 * own, since they end it.
 */
export function freshAccounts() {
  const accounts = new Map<Actor, string | undefined>();
  beforeAll(async () => {
    accounts.set('anonymous', undefined);
    accounts.set('client', await register('client'));
    accounts.set('trainer', await register('trainer'));
    accounts.set('admin', await signIn('admin'));
  });
  return {
    accounts,
    async cookieFor(actor: Actor, route: Route): Promise<string | undefined> {
      if (actor === 'anonymous') return undefined;
      if (/logout/.test(route.pattern)) return actor === 'admin' ? signIn('admin') : register(actor);
      return accounts.get(actor);
    },
  };
}

export interface SendOptions {
  method?: string;
  body?: string | Buffer;
  contentType?: string;
  cookie?: string | undefined;
  headers?: Record<string, string>;
}

/** A same-origin request from a fresh address (so sign-in and registration limits stay out of the way). */
export function send(target: string, options: SendOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { origin: baseUrl(), 'x-forwarded-for': freshIp(), ...options.headers };
  if (options.contentType) headers['content-type'] = options.contentType;
  if (options.cookie) headers.cookie = options.cookie;
  // A Buffer body: fetch adds a text/plain content type of its own to strings.
  const bytes = typeof options.body === 'string' ? Buffer.from(options.body) : options.body;
  const body = bytes ? new Uint8Array(bytes) : null;
  return fetch(`${baseUrl()}${target}`, {
    method: options.method ?? 'GET',
    headers,
    body,
    redirect: 'manual',
    signal: AbortSignal.timeout(20_000),
  });
}

/** Sends every payload (six at a time) and returns the statuses with the payload names. */
export async function sendAll(route: Route & { method: string }, payloads: Payload[], cookie: string | undefined) {
  const results: Array<{ name: string; status: number; body: string }> = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 6 }, async () => {
      while (next < payloads.length) {
        const payload = payloads[next++]!;
        const response = await send(route.path, {
          method: route.method,
          body: payload.body,
          contentType: payload.contentType,
          cookie,
        });
        results.push({ name: payload.name, status: response.status, body: await response.text() });
      }
    }),
  );
  return results;
}

export function expectErrorShape(route: Route, status: number, body: string): void {
  if (status < 400 || !route.api) return;
  const parsed = JSON.parse(body) as { error?: unknown };
  expect(typeof parsed.error, body.slice(0, 200)).toBe('string');
}

/** The upload temporary files on the server now. */
export function tempFiles(): string[] {
  try {
    return readdirSync(path.join(inject('dataDir'), 'tmp'));
  } catch {
    return [];
  }
}

export interface Timed {
  status: number;
  ms: number;
  body: string;
}

/**
 * Streams `total` bytes (zeros after `head`) over a raw socket and stops as soon as an answer
 * arrives. `ms` is the time from the moment the server could know the body is too large
 * (`knownAfter` bytes sent; 0 when the declared length tells) to the first byte of the answer.
 * With `declare` the length is sent up front; otherwise the body is chunked. A server that
 * closes after answering may reset the socket while we still write: what it answered is kept.
 */
export function stream(
  target: string,
  options: {
    method: string;
    contentType: string;
    cookie?: string | undefined;
    head?: Buffer;
    tail?: Buffer;
    total: number;
    declare: boolean;
    knownAfter: number;
  },
): Promise<Timed> {
  return new Promise((resolve) => {
    const url = new URL(target, baseUrl());
    const lines = [
      `${options.method} ${url.pathname} HTTP/1.1`,
      `Host: ${url.host}`,
      `Origin: ${baseUrl()}`,
      `Content-Type: ${options.contentType}`,
      `X-Forwarded-For: ${freshIp()}`,
      options.declare ? `Content-Length: ${options.total + (options.tail?.length ?? 0)}` : 'Transfer-Encoding: chunked',
      ...(options.cookie ? [`Cookie: ${options.cookie}`] : []),
    ];
    const socket = net.connect(Number(url.port), url.hostname);
    let knownAt = options.knownAfter === 0 ? performance.now() : 0;
    let firstByteAt = 0;
    const received: Buffer[] = [];
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      const text = Buffer.concat(received).toString('latin1');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      const [headers = '', ...rest] = text.split('\r\n\r\n');
      let body = rest.join('\r\n\r\n');
      if (/transfer-encoding: chunked/i.test(headers))
        body = body
          .replace(/^[0-9a-f]+\r\n/i, '')
          .replace(/\r\n0\r\n\r\n$/, '')
          .replace(/\r\n$/, '');
      resolve({
        status,
        ms: firstByteAt ? firstByteAt - (knownAt || firstByteAt) : Number.POSITIVE_INFINITY,
        body: Buffer.from(body, 'latin1').toString('utf8'),
      });
      socket.destroy();
    };
    socket.on('data', (data: Buffer) => {
      firstByteAt ||= performance.now();
      received.push(data);
      const text = Buffer.concat(received).toString('latin1');
      const length = /content-length: (\d+)/i.exec(text)?.[1];
      const split = text.indexOf('\r\n\r\n');
      if (split >= 0 && length !== undefined && Buffer.byteLength(text, 'latin1') - split - 4 >= Number(length))
        finish();
      if (split >= 0 && /\r\n0\r\n\r\n$/.test(text)) finish();
    });
    socket.on('error', () => {});
    socket.on('close', finish);
    socket.setTimeout(10_000, finish);
    const frame = (piece: Buffer) =>
      options.declare
        ? piece
        : Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n')]);
    const chunk = Buffer.alloc(64 * 1024);
    let sent = 0;
    const write = () => {
      while (!firstByteAt && !socket.destroyed && sent < options.total) {
        let piece = sent === 0 && options.head ? options.head : chunk;
        if (sent + piece.length > options.total) piece = piece.subarray(0, options.total - sent);
        sent += piece.length;
        const flowing = socket.write(frame(piece));
        if (!knownAt && sent > options.knownAfter) knownAt = performance.now();
        if (!flowing) {
          socket.once('drain', write);
          return;
        }
      }
      if (!firstByteAt && !socket.destroyed && options.tail) socket.write(frame(options.tail));
      if (!firstByteAt && !socket.destroyed && !options.declare) socket.write('0\r\n\r\n');
    };
    socket.once('connect', () => {
      socket.write(`${lines.join('\r\n')}\r\n\r\n`);
      write();
    });
  });
}
