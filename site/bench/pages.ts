/**
 * Page throughput: each page under autocannon at 16 connections on two servers, the normal one
 * ("stored": a repeat request is answered from the kept answer) and one started with
 * ANSWER_CACHE=bypass ("computed": every request rendered), each after a warm-up, then node:http
 * serving the very same bytes from memory on the same machine right after; plus signed-in against
 * anonymous latency on one endpoint.
 */
import autocannon from 'autocannon';
import { fixedBytesServer, pageBytes } from './http.ts';

export const CONNECTIONS = 16;
export const DURATION = Number(process.env.BENCH_SECONDS ?? 8);

/** The two servers every page and search figure is measured on. */
export type Column = 'stored' | 'computed';
export const columns: readonly Column[] = ['stored', 'computed'];

/** The environment of the computed column's server: no kept answer is ever served. */
export const computedEnvironment = { ANSWER_CACHE: 'bypass' } as const;

interface CannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  non2xx: number;
  errors: number;
}

export interface LoadRun {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  average: number;
  /** Requests answered in the run. */
  total: number;
  non2xx: number;
  errors: number;
}

/** One autocannon run, its figures as the bench keeps them. */
export function loadRun(options: autocannon.Options): Promise<LoadRun> {
  return new Promise((resolve, reject) => {
    autocannon({ duration: DURATION, ...options }, (error, output) => {
      if (error) return reject(error);
      const { requests, latency, non2xx, errors } = output as unknown as CannonResult;
      resolve({
        requestsPerSecond: requests.average,
        p50: latency.p50,
        p99: latency.p99,
        average: latency.average,
        total: requests.total,
        non2xx,
        errors,
      });
    });
  });
}

/** A server a page is read from, with the headers (a session cookie) it is read with there. */
export interface Target {
  base: string;
  headers: Record<string, string>;
}

export interface PageRun {
  path: string;
  /** The page's bytes as the computed server sent them; node:http serves these. */
  bytes: number;
  /** The same page's bytes from the stored server (the same page: within a few bytes). */
  storedBytes: number;
  stored: LoadRun;
  computed: LoadRun;
  /** node:http serving the same bytes. */
  plain: LoadRun;
  storedRatio: number;
  computedRatio: number;
}

export interface SessionRun {
  path: string;
  anonymous: LoadRun;
  signedIn: LoadRun;
  ratio: number;
}

function cannon(url: string, headers: Record<string, string> = {}): Promise<LoadRun> {
  return loadRun({ url, connections: CONNECTIONS, headers });
}

/**
 * One page on both servers, then node:http with its bytes; `plainPort` is where that node:http
 * listens meanwhile. Stored, computed and node:http run one right after the other, so a busy
 * machine weighs on the three alike.
 */
export async function measurePage(targets: Record<Column, Target>, path: string, plainPort: number): Promise<PageRun> {
  const { stored: storedAt, computed: computedAt } = targets;
  const storedBody = await pageBytes(`${storedAt.base}${path}`, storedAt.headers);
  const body = await pageBytes(`${computedAt.base}${path}`, computedAt.headers);
  await cannon(`${storedAt.base}${path}`, storedAt.headers);
  const stored = await cannon(`${storedAt.base}${path}`, storedAt.headers);
  await cannon(`${computedAt.base}${path}`, computedAt.headers);
  const computed = await cannon(`${computedAt.base}${path}`, computedAt.headers);
  const plainServer = await fixedBytesServer(plainPort, body, 'text/html; charset=utf-8');
  try {
    const plain = await cannon(plainServer.url);
    return {
      path,
      bytes: body.length,
      storedBytes: storedBody.length,
      stored,
      computed,
      plain,
      storedRatio: stored.requestsPerSecond / plain.requestsPerSecond,
      computedRatio: computed.requestsPerSecond / plain.requestsPerSecond,
    };
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
