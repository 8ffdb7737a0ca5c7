/**
 * `pnpm bench`: figures measured side by side in one run on this machine.
 * - login page req/s ÷ node:http serving the same bytes from memory
 * - signed-in p50 ÷ anonymous p50 on the same endpoint (goal ≤ 1.5)
 * - gzipped client JavaScript of /auth/login (goal ≤ 90 KB)
 * - 50-image gallery upload wall ÷ a plain sharp script doing the same transforms (goal ≤ 1.3),
 *   with the server's peak memory meanwhile (goal ≤ 512 MB), on a second fresh server; see upload.ts
 */
import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { availableParallelism } from 'node:os';
import autocannon from 'autocannon';
import { startServer } from '../scripts/harness.ts';
import { signIn } from './session.ts';
import { uploadBenchmark, uploadRows } from './upload.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 16;

interface Result {
  requests: { average: number };
  latency: { p50: number; average: number };
  non2xx: number;
  errors: number;
}

function cannon(url: string, headers: Record<string, string> = {}): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers }, (error, result) =>
      error ? reject(error) : resolve(result as unknown as Result),
    );
  });
}

async function memoryServer(body: Buffer, contentType: string): Promise<{ url: string; close: () => void }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': contentType, 'content-length': body.length });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => server.close() };
}

/** Every JS module a page loads: scripts, module preloads and island components, followed through static imports. */
async function pageJavaScript(
  base: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ files: number; raw: number; gzip: number }> {
  const html = await (await fetch(`${base}${path}`, { headers })).text();
  const queue = new Set<string>();
  // Inline module scripts count too (Astro inlines small bundled scripts).
  const inline = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => Buffer.from(m[1] ?? ''));
  for (const match of html.matchAll(/(?:src|href|component-url|renderer-url|before-hydration-url)="([^"]+\.js)"/g)) {
    queue.add(new URL(match[1]!, `${base}${path}`).href);
  }
  const seen = new Set<string>();
  let raw = inline.reduce((n, b) => n + b.length, 0);
  let gzip = inline.reduce((n, b) => n + (b.length ? gzipSync(b, { level: 9 }).length : 0), 0);
  while (queue.size) {
    const [url] = queue;
    queue.delete(url!);
    if (seen.has(url!)) continue;
    seen.add(url!);
    const code = Buffer.from(await (await fetch(url!)).arrayBuffer());
    raw += code.length;
    gzip += gzipSync(code, { level: 9 }).length;
    for (const match of code.toString('utf8').matchAll(/(?:import|from)\s*["']([^"']+\.js)["']/g)) {
      queue.add(new URL(match[1]!, url).href);
    }
  }
  return { files: seen.size + inline.length, raw, gzip };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  // BENCH_DATABASE=postgres runs the server on DATABASE_URL instead of the embedded PGlite.
  const onPostgres = process.env.BENCH_DATABASE === 'postgres';
  if (onPostgres && !process.env.DATABASE_URL) throw new Error('BENCH_DATABASE=postgres needs DATABASE_URL');
  const server = await startServer(4430, { useDatabaseUrl: onPostgres });
  try {
    const base = server.url;
    const page = Buffer.from(await (await fetch(`${base}/auth/login`)).arrayBuffer());
    const memory = await memoryServer(page, 'text/html; charset=utf-8');

    // Warm up both, then measure one after the other.
    await cannon(`${base}/auth/login`);
    const login = await cannon(`${base}/auth/login`);
    const plain = await cannon(memory.url);
    memory.close();

    const cookie = await signIn(base, 'adna.begic@spotter.test');

    // The signed-in client dashboard against node:http serving the same bytes.
    const dashboard = Buffer.from(
      await (await fetch(`${base}/client/dashboard`, { headers: { cookie } })).arrayBuffer(),
    );
    const dashboardMemory = await memoryServer(dashboard, 'text/html; charset=utf-8');
    await cannon(`${base}/client/dashboard`, { cookie });
    const dashboardRun = await cannon(`${base}/client/dashboard`, { cookie });
    const dashboardPlain = await cannon(dashboardMemory.url);
    dashboardMemory.close();
    const dashboardJs = await pageJavaScript(base, '/client/dashboard', { cookie });
    await cannon(`${base}/api/auth/session`);
    const anonymous = await cannon(`${base}/api/auth/session`);
    const signedIn = await cannon(`${base}/api/auth/session`, { cookie });

    const js = await pageJavaScript(base, '/auth/login');

    const rows = [
      ['login page req/s', login.requests.average.toFixed(0)],
      ['node:http same bytes req/s', plain.requests.average.toFixed(0)],
      ['login page ÷ node:http', (login.requests.average / plain.requests.average).toFixed(3)],
      ['anonymous /api/auth/session p50', `${anonymous.latency.p50} ms`],
      ['signed-in /api/auth/session p50', `${signedIn.latency.p50} ms`],
      [
        'signed-in p50 ÷ anonymous p50 (goal ≤ 1.5)',
        (signedIn.latency.p50 / Math.max(anonymous.latency.p50, 1)).toFixed(2),
      ],
      ['signed-in avg ÷ anonymous avg', (signedIn.latency.average / anonymous.latency.average).toFixed(2)],
      ['/auth/login JS files', String(js.files)],
      ['/auth/login JS raw', kb(js.raw)],
      ['/auth/login JS gzip (goal ≤ 90 KB)', kb(js.gzip)],
      ['client dashboard req/s (signed in)', dashboardRun.requests.average.toFixed(0)],
      ['node:http same bytes req/s', dashboardPlain.requests.average.toFixed(0)],
      ['client dashboard ÷ node:http', (dashboardRun.requests.average / dashboardPlain.requests.average).toFixed(3)],
      ['/client/dashboard JS files', String(dashboardJs.files)],
      ['/client/dashboard JS gzip (goal ≤ 140 KB)', kb(dashboardJs.gzip)],
      [
        'non-2xx / errors during runs',
        `${login.non2xx + anonymous.non2xx + signedIn.non2xx + dashboardRun.non2xx} / ${login.errors + anonymous.errors + signedIn.errors + dashboardRun.errors}`,
      ],
    ];
    const width = Math.max(...rows.map(([k]) => k!.length));
    console.log(
      `\nSpotter benchmarks (${onPostgres ? 'PostgreSQL' : 'PGlite'}, ${CONNECTIONS} connections, ${DURATION} s each)`,
    );
    for (const [k, v] of rows) console.log(`  ${k!.padEnd(width)}  ${v}`);
  } finally {
    await server.stop();
  }

  // The gallery upload on a server of its own: its memory figure is the upload's, not what the
  // request runs above left for the garbage collector (a few hundred MB of V8 heap).
  console.log('\nGallery upload …');
  const uploadServer = await startServer(4431, { useDatabaseUrl: onPostgres });
  try {
    const galleryRows = uploadRows(await uploadBenchmark(uploadServer.url));
    const galleryWidth = Math.max(...galleryRows.map(([k]) => k!.length));
    console.log(`\nGallery upload (${onPostgres ? 'PostgreSQL' : 'PGlite'}, ${availableParallelism()} cores)`);
    for (const [k, v] of galleryRows) console.log(`  ${k!.padEnd(galleryWidth)}  ${v}`);
  } finally {
    await uploadServer.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
