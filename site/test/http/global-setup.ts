import type { TestProject } from 'vitest/node';
import { startServer, type RunningServer } from '../../scripts/harness.ts';

let server: RunningServer | undefined;

export async function setup(project: TestProject): Promise<void> {
  // HTTP_TEST_PORT lets two suites run side by side on one machine.
  server = await startServer(Number(process.env.HTTP_TEST_PORT ?? 4410));
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
  if (!alive) throw new Error('the production server stopped answering during the HTTP tests');
  if (stray) throw new Error(`errors escaped every handler during the HTTP tests:\n${stray}`);
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    serverPid: number;
  }
}
