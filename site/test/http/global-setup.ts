import type { TestProject } from 'vitest/node';
import { startServer, type RunningServer } from '../../scripts/harness.ts';
import { throwawayDatabase, type Throwaway } from '../../scripts/postgres.ts';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startTestMailServer, type TestMailServer } from '../helpers/mail.ts';

let server: RunningServer | undefined;
let database: Throwaway | undefined;
let mail: TestMailServer | undefined;

/** The database the server under test runs on: HTTP_TEST_DATABASE, `pglite` (the default) or `postgres`. */
function databaseChoice(): 'pglite' | 'postgres' {
  const choice = process.env.HTTP_TEST_DATABASE ?? 'pglite';
  if (choice !== 'pglite' && choice !== 'postgres')
    throw new Error(`HTTP_TEST_DATABASE must be pglite or postgres, not ${choice}`);
  if (choice === 'postgres' && !process.env.DATABASE_URL)
    throw new Error('HTTP_TEST_DATABASE=postgres needs DATABASE_URL (the server a throwaway database is made on)');
  return choice;
}

export async function setup(project: TestProject): Promise<void> {
  const choice = databaseChoice();
  // A database of its own on the PostgreSQL server, seeded as a fresh embedded one would be.
  if (choice === 'postgres') database = throwawayDatabase(process.env.DATABASE_URL!, 'spotter_http', true);
  // The server sends its email to a real SMTP server on loopback; tests read it from mailDir.
  const mailDir = mkdtempSync(path.join(tmpdir(), 'spotter-http-mail-'));
  mail = await startTestMailServer({ dir: mailDir });
  // HTTP_TEST_PORT lets two suites run side by side on one machine.
  server = await startServer(Number(process.env.HTTP_TEST_PORT ?? 4410), {
    ...(database && { useDatabaseUrl: true }),
    env: { SMTP_URL: mail.url, ...(database && { DATABASE_URL: database.url }) },
  });
  project.provide('mailDir', mailDir);
  project.provide('database', choice);
  project.provide('databaseUrl', database?.url ?? '');
  project.provide('baseUrl', server.url);
  project.provide('dataDir', server.dataDir);
  project.provide('serverPid', server.pid);
}

/**
 * After every HTTP test: the one production server process must still be answering, and no
 * error may have escaped to its last-resort handlers; either fails the run.
 */
export async function teardown(): Promise<void> {
  if (!server) return;
  const running = server;
  server = undefined;
  let alive: boolean;
  try {
    process.kill(running.pid, 0);
    alive = (await fetch(`${running.url}/api/health`, { signal: AbortSignal.timeout(5_000) })).ok;
  } catch {
    alive = false;
  }
  const stray = running.strayErrors();
  await running.stop();
  await mail?.stop();
  mail = undefined;
  database?.release();
  database = undefined;
  if (!alive) throw new Error('the production server stopped answering during the HTTP tests');
  if (stray) throw new Error(`errors escaped every handler during the HTTP tests:\n${stray}`);
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The database the server under test runs on. */
    database: 'pglite' | 'postgres';
    /** The PostgreSQL database the server under test runs on; empty on PGlite. */
    databaseUrl: string;
    dataDir: string;
    /** Where the test mail server keeps what the server under test sent (helpers/mail.ts mailsIn). */
    mailDir: string;
    serverPid: number;
  }
}
