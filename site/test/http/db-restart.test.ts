import { execFile, spawnSync } from 'node:child_process';
import { chownSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../helpers/http.ts';
import { startServer, type RunningServer } from '../../scripts/harness.ts';
import { postgresBinaries } from '../../scripts/postgres.ts';

/**
 * A PostgreSQL restart under write load: the server must stay up, answer 503 quickly while the
 * database is away, serve again within 10 s of its return, and keep every acknowledged write.
 * Runs against a throwaway cluster of its own (initdb + pg_ctl), never a shared one.
 */

const found = postgresBinaries();
// CI must run it: a machine without the binaries fails there instead of skipping it silently.
if (!found && process.env.CI)
  throw new Error('initdb and pg_ctl were not found (PG_BIN, pg_config --bindir, /usr/lib/postgresql/*/bin)');
const bin = found ?? '';
/** It starts a cluster of its own, so one of the two HTTP runs is enough: the PostgreSQL one. */
const onPostgresRun = inject('database') === 'postgres';
const LOOPS = 4;
/** Longest an answer may take, outage or not (the pool waits 3 s for a connection at most). */
const ANSWER_LIMIT_MS = 5_000;
/** A request still unanswered after this long is a hang. */
const HANG_MS = 15_000;
const RECOVERY_LIMIT_MS = 10_000;
const DEMO = { email: 'adna.begic@spotter.test', password: 'spotter-demo-2026' };

const asRoot = process.getuid?.() === 0;
const run = promisify(execFile);

/**
 * Runs a PostgreSQL binary as the postgres user (initdb and the server refuse root), without
 * blocking the event loop, so the write load goes on meanwhile.
 */
async function pgTool(tool: string, args: string[]): Promise<void> {
  const command = asRoot ? 'runuser' : path.join(bin, tool);
  const argv = asRoot ? ['-u', 'postgres', '--', path.join(bin, tool), ...args] : args;
  try {
    await run(command, argv, { encoding: 'utf8', timeout: 60_000 });
  } catch (error) {
    const { stderr = '', stdout = '' } = error as { stderr?: string; stdout?: string };
    throw new Error(`${tool} ${args.join(' ')} failed:\n${stderr}${stdout}`, { cause: error });
  }
}

function idOf(flag: '-u' | '-g'): number {
  return Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const octet = () => Math.floor(Math.random() * 256);
const freshIp = () => `10.${octet()}.${octet()}.${octet()}`;

interface Answer {
  kind: string;
  at: number;
  ms: number;
  /** HTTP status, or `hang` (no answer in HANG_MS) or `failed` (connection refused or reset). */
  status: number | 'hang' | 'failed';
  retryAfter: string | null;
}

let cluster: { dir: string; dataDir: string } | undefined;
let server: RunningServer | undefined;

afterAll(async () => {
  await server?.stop().catch(() => undefined);
  if (cluster) {
    try {
      await pgTool('pg_ctl', ['-D', cluster.dataDir, '-m', 'immediate', '-w', 'stop']);
    } catch {
      // already stopped
    }
    rmSync(cluster.dir, { recursive: true, force: true });
  }
});

const title = !found
  ? 'PostgreSQL restart (skipped: initdb and pg_ctl not found)'
  : onPostgresRun
    ? 'PostgreSQL restart'
    : 'PostgreSQL restart (skipped: runs in the HTTP run on PostgreSQL)';

describe(title, () => {
  it.skipIf(!found || !onPostgresRun)(
    'keeps the server up, answers 503 while the database is away, recovers by itself and loses no acknowledged write',
    { timeout: 180_000 },
    async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'spotter-pg-'));
      const dataDir = path.join(dir, 'data');
      mkdirSync(dataDir);
      if (asRoot) {
        chownSync(dir, idOf('-u'), idOf('-g'));
        chownSync(dataDir, idOf('-u'), idOf('-g'));
      }
      const port = await freePort();
      cluster = { dir, dataDir };
      const logFile = path.join(dir, 'postgres.log');
      await pgTool('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync']);
      const startDb = () =>
        pgTool('pg_ctl', [
          '-D',
          dataDir,
          '-l',
          logFile,
          '-o',
          `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
          '-w',
          'start',
        ]);
      await startDb();

      const admin = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database: 'postgres' });
      await admin.connect();
      await admin.query('create database spotter');
      await admin.end();
      const databaseUrl = `postgres://postgres@127.0.0.1:${port}/spotter`;

      // Warnings for each refused request while the database is away would bury the test's own output.
      server = await startServer(await freePort(), {
        useDatabaseUrl: true,
        env: { DATABASE_URL: databaseUrl, LOG_LEVEL: 'error' },
      });
      const { url, pid } = server;
      const alive = () => {
        try {
          process.kill(pid, 0);
          return true;
        } catch {
          return false;
        }
      };

      const answers: Answer[] = [];
      const acknowledged: string[] = [];
      const t0 = performance.now();
      const now = () => performance.now() - t0;

      async function request(
        kind: string,
        pathname: string,
        init: { method?: string; body?: unknown; cookie?: string } = {},
      ): Promise<Answer> {
        const headers: Record<string, string> = { origin: url, 'x-forwarded-for': freshIp() };
        if (init.body !== undefined) headers['content-type'] = 'application/json';
        if (init.cookie) headers.cookie = init.cookie;
        const at = now();
        let answer: Answer;
        try {
          const response = await fetch(`${url}${pathname}`, {
            method: init.method ?? 'GET',
            headers,
            body: init.body === undefined ? null : JSON.stringify(init.body),
            redirect: 'manual',
            signal: AbortSignal.timeout(HANG_MS),
          });
          await response.arrayBuffer();
          answer = {
            kind,
            at,
            ms: now() - at,
            status: response.status,
            retryAfter: response.headers.get('retry-after'),
          };
        } catch (error) {
          const hung = error instanceof Error && error.name === 'TimeoutError';
          answer = { kind, at, ms: now() - at, status: hung ? 'hang' : 'failed', retryAfter: null };
        }
        answers.push(answer);
        return answer;
      }

      const signIn = () => request('sign-in', '/api/auth/login', { method: 'POST', body: DEMO });

      // Write load: each loop registers new clients one after another until told to stop.
      let loading = true;
      const loops = Array.from({ length: LOOPS }, async (_, loop) => {
        for (let n = 0; loading; n += 1) {
          const email = `restart.${loop}.${n}.${Math.random().toString(36).slice(2, 8)}@example.test`;
          const answer = await request('register', '/api/auth/register', {
            method: 'POST',
            body: { email, password: 'correct horse battery', role: 'client' },
          });
          if (answer.status === 201) acknowledged.push(email);
          else await sleep(50);
        }
      });
      const registeredSince = (since: number) =>
        answers.some((a) => a.kind === 'register' && a.status === 201 && a.at >= since);
      const waitFor = async (what: string, done: () => boolean, limitMs: number) => {
        const deadline = performance.now() + limitMs;
        while (!done()) {
          if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
          await sleep(50);
        }
      };

      const figures: Array<Record<string, number | string>> = [];
      try {
        await waitFor('registrations before the outage', () => acknowledged.length >= 8, 30_000);
        const signedIn = await signIn();
        expect(signedIn.status).toBe(200);

        /** Takes the database away (`down`), then waits until the service answers again. */
        async function outage(name: string, down: () => Promise<void>) {
          const before = acknowledged.length;
          const started = now();
          await down();
          const back = now();
          // Service is back when a registration of the load, the health check (a query) and a
          // sign-in (the limiter's buckets, then the users and sessions tables) succeed again.
          let recovered = Number.NaN;
          for (;;) {
            const [health, login] = await Promise.all([request('health', '/api/health'), signIn()]);
            if (health.status === 200 && login.status === 200 && registeredSince(back)) {
              recovered = now();
              break;
            }
            if (now() - back > RECOVERY_LIMIT_MS + 5_000) break;
            await sleep(100);
          }
          const during = answers.filter((a) => a.at >= started && a.at < back);
          figures.push({
            outage: name,
            outageMs: Math.round(back - started),
            recoveryMs: Math.round(recovered - back),
            answersDuringOutage: during.length,
            unavailableDuringOutage: during.filter((a) => a.status === 503).length,
            acknowledgedBefore: before,
          });
          expect(alive(), `server process alive after ${name}`).toBe(true);
          expect(recovered - back, `${name}: service back within ${RECOVERY_LIMIT_MS} ms of the database`).toBeLessThan(
            RECOVERY_LIMIT_MS,
          );
        }

        await outage('stop, 3 s away, start', async () => {
          await pgTool('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
          const down = now();
          // While the database is away: the load gets 503s, and so does every kind of request that needs it.
          const [health, login, session, page] = await Promise.all([
            request('health', '/api/health'),
            signIn(),
            // An unknown, well-formed session token: the session middleware must ask the database.
            request('session', '/api/auth/session', {
              cookie: `__Host-spotter_session=${'a'.repeat(32)}; spotter_session=${'a'.repeat(32)}`,
            }),
            request('page', '/client/dashboard', {
              cookie: `__Host-spotter_session=${'b'.repeat(32)}; spotter_session=${'b'.repeat(32)}`,
            }),
          ]);
          for (const probe of [health, login, session, page]) {
            expect(probe.status, `${probe.kind} while the database is away`).toBe(503);
            expect(probe.retryAfter, `${probe.kind} Retry-After`).toMatch(/^\d+$/);
          }
          await waitFor(
            'the load to meet the outage',
            () => answers.some((a) => a.kind === 'register' && a.status === 503 && a.at >= down),
            10_000,
          );
          expect(alive(), 'server process alive while the database is away').toBe(true);
          await sleep(Math.max(0, 3_000 - (now() - down)));
          await startDb();
        });

        await outage('restart -m fast', async () => {
          await pgTool('pg_ctl', [
            '-D',
            dataDir,
            '-l',
            logFile,
            '-m',
            'fast',
            '-o',
            `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
            '-w',
            'restart',
          ]);
        });

        // A little more load on the recovered service.
        const settled = acknowledged.length;
        await waitFor('registrations after the restarts', () => acknowledged.length >= settled + 8, 15_000);
      } finally {
        loading = false;
        await Promise.all(loops);
      }

      const count = (status: Answer['status']) => answers.filter((a) => a.status === status).length;
      const slowest = answers.reduce((max, a) => Math.max(max, a.ms), 0);
      console.warn(
        JSON.stringify(
          {
            figures,
            acknowledged: acknowledged.length,
            answers: answers.length,
            created: count(201),
            unavailable: count(503),
            slowestMs: Math.round(slowest),
          },
          null,
          2,
        ),
      );

      expect(alive(), 'server process alive at the end').toBe(true);
      expect(server.strayErrors(), 'errors no handler caught').toBe('');
      const bad = answers.filter((a) => ![200, 201, 503].includes(a.status as number));
      expect(bad, 'answers other than success or 503 (a 500, a hang, a dropped connection)').toEqual([]);
      const slow = answers.filter((a) => a.ms > ANSWER_LIMIT_MS);
      expect(slow, `answers slower than ${ANSWER_LIMIT_MS} ms`).toEqual([]);
      expect(
        answers.filter((a) => a.status === 503 && a.retryAfter === null),
        '503s without Retry-After',
      ).toEqual([]);

      // Every acknowledged registration is in the database.
      const check = new pg.Client({ connectionString: databaseUrl });
      await check.connect();
      try {
        const { rows } = await check.query<{ email: string }>('select email from users where email = any($1)', [
          acknowledged,
        ]);
        const stored = new Set(rows.map((row) => row.email));
        expect(
          acknowledged.filter((email) => !stored.has(email)),
          'acknowledged registrations missing from users',
        ).toEqual([]);
      } finally {
        await check.end();
      }
    },
  );
});
