import type { TestProject } from 'vitest/node';
import { startServer, type RunningServer } from '../../scripts/harness.ts';

let server: RunningServer | undefined;

export async function setup(project: TestProject): Promise<void> {
  // HTTP_TEST_PORT lets two suites run side by side on one machine.
  server = await startServer(Number(process.env.HTTP_TEST_PORT ?? 4410));
  project.provide('baseUrl', server.url);
  project.provide('dataDir', server.dataDir);
}

export async function teardown(): Promise<void> {
  await server?.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}
