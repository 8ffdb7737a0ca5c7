/**
 * Page throughput: each page under autocannon at 16 connections, after a warm-up, then node:http
 * serving the very same bytes from memory on the same machine right after; plus signed-in against
 * anonymous latency on one endpoint.
 */
import autocannon from 'autocannon';
import { fixedBytesServer, pageBytes } from './http.ts';

export const CONNECTIONS = 16;
export const DURATION = Number(process.env.BENCH_SECONDS ?? 8);

interface CannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number; average: number };
  non2xx: number;
  errors: number;
}

export interface LoadRun {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  average: number;
  non2xx: number;
  errors: number;
}

export interface PageRun {
  path: string;
  bytes: number;
  server: LoadRun;
  /** node:http serving the same bytes. */
  plain: LoadRun;
  ratio: number;
}

export interface SessionRun {
  path: string;
  anonymous: LoadRun;
  signedIn: LoadRun;
  ratio: number;
}

function cannon(url: string, headers: Record<string, string> = {}): Promise<LoadRun> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers }, (error, output) => {
      if (error) return reject(error);
      const { requests, latency, non2xx, errors } = output as unknown as CannonResult;
      resolve({
        requestsPerSecond: requests.average,
        p50: latency.p50,
        p99: latency.p99,
        average: latency.average,
        non2xx,
        errors,
      });
    });
  });
}

/** One page against node:http with its bytes; `plainPort` is where that node:http listens meanwhile. */
export async function measurePage(
  base: string,
  path: string,
  plainPort: number,
  headers: Record<string, string> = {},
): Promise<PageRun> {
  const body = await pageBytes(`${base}${path}`, headers);
  await cannon(`${base}${path}`, headers);
  const server = await cannon(`${base}${path}`, headers);
  const plainServer = await fixedBytesServer(plainPort, body, 'text/html; charset=utf-8');
  try {
    const plain = await cannon(plainServer.url);
    return { path, bytes: body.length, server, plain, ratio: server.requestsPerSecond / plain.requestsPerSecond };
  } finally {
    await plainServer.close();
  }
}

/** The same endpoint anonymous and signed in: what reading the session costs per request. */
export async function measureSession(base: string, path: string, cookie: string): Promise<SessionRun> {
  await cannon(`${base}${path}`);
  const anonymous = await cannon(`${base}${path}`);
  const signedIn = await cannon(`${base}${path}`, { cookie });
  // autocannon reports whole milliseconds: a 0 ms anonymous p50 counts as 1 ms.
  return { path, anonymous, signedIn, ratio: signedIn.p50 / Math.max(anonymous.p50, 1) };
}
