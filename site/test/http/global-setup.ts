import type { TestProject } from 'vitest/node';
import { startServer, type RunningServer } from '../../scripts/harness.ts';

let server: RunningServer | undefined;

export async function setup(project: TestProject): Promise<void> {
  server = await startServer(4410);
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
