import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { serverEnvironment, serverNodeFlags } from './server-runtime.ts';

const root = path.resolve(import.meta.dirname, '../..');
const tsx = path.join(root, 'node_modules/.bin/tsx');

export interface RunningServer {
  url: string;
  dataDir: string;
  /** The server's process id (for memory figures). */
  pid: number;
  stop: () => Promise<void>;
  /** Kills the process at once (SIGKILL), as a crash would, and keeps its data folder. */
  crash: () => Promise<void>;
  /**
   * Errors that reached the process's last-resort handlers (an emitter or a promise nobody
   * handled), one per line; empty when there were none. The process guard keeps the server
   * running through them, so only this record shows they happened.
   */
  strayErrors: () => string;
}

export interface StartOptions {
  useDatabaseUrl?: boolean;
  /** Extra environment, e.g. object storage settings. */
  env?: Record<string, string>;
  /** Reuse this data folder (and its embedded database) instead of a fresh one. */
  dataDir?: string;
}

/** Builds the site when no build exists yet. */
export function ensureBuild(): void {
  if (existsSync(path.join(root, 'site/dist/server/entry.mjs'))) return;
  const result = spawnSync(path.join(root, 'node_modules/.bin/astro'), ['build', '--root', 'site'], {
    cwd: root,
    stdio: 'inherit',
    // A production build even when started from a test runner (which sets NODE_ENV=test).
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('astro build failed');
}

/**
 * Starts the built production server on a fresh, seeded embedded database (or on DATABASE_URL
 * when `useDatabaseUrl`), and waits until /api/health answers.
 */
export async function startServer(port: number, options: StartOptions = {}): Promise<RunningServer> {
  ensureBuild();
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'spotter-test-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'true',
    // A configured (fake) Google client, so sign-in redirects and state checks can be tested offline.
    GOOGLE_CLIENT_ID: 'test-google-client',
    GOOGLE_CLIENT_SECRET: 'test-google-secret',
    ASTRO_NODE_LOGGING: 'disabled',
    // As `pnpm start` runs it (see README › Configuration), unless the caller's environment says otherwise.
    ...Object.fromEntries(Object.entries(serverEnvironment).map(([name, value]) => [name, process.env[name] ?? value])),
    ...options.env,
  };
  if (!options.useDatabaseUrl) delete env.DATABASE_URL;
  const strayLog = path.join(dataDir, 'stray-errors.log');
  const monitor = path.join(dataDir, 'stray-errors.mjs');
  writeFileSync(
    monitor,
    `import { appendFileSync } from 'node:fs';
const record = (kind, error) => appendFileSync(${JSON.stringify(strayLog)}, kind + ': ' + (error?.stack ?? String(error)).replace(/\\n/g, ' | ') + '\\n');
process.on('uncaughtExceptionMonitor', (error) => record('uncaught exception', error));
process.on('unhandledRejection', (reason) => record('unhandled rejection', reason));
`,
  );
  env.NODE_OPTIONS = `${env.NODE_OPTIONS ?? ''} --import=${pathToFileURL(monitor).href}`.trim();
  const setup = spawnSync(tsx, ['site/scripts/db.ts', 'setup'], { cwd: root, env, encoding: 'utf8' });
  if (setup.status !== 0) throw new Error(`database setup failed:\n${setup.stderr}`);
  // Node itself (not the tsx launcher, which runs the program in a child process), so `pid` is the
  // server's and a crash kills the server.
  const child: ChildProcess = spawn(process.execPath, [...serverNodeFlags, 'site/scripts/start.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The server's output still shows, and is kept in DATA_DIR/server.log for tests to read.
  const serverLog = path.join(dataDir, 'server.log');
  writeFileSync(serverLog, '');
  child.stdout?.on('data', (chunk: Buffer) => {
    process.stdout.write(chunk);
    appendFileSync(serverLog, chunk);
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    process.stderr.write(chunk);
    appendFileSync(serverLog, chunk);
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not start within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const exited = () =>
    new Promise((resolve) =>
      child.exitCode !== null || child.signalCode !== null ? resolve(null) : child.once('exit', resolve),
    );
  return {
    url,
    dataDir,
    pid: child.pid!,
    strayErrors: () => (existsSync(strayLog) ? readFileSync(strayLog, 'utf8') : ''),
    crash: async () => {
      child.kill('SIGKILL');
      await exited();
    },
    stop: async () => {
      child.kill('SIGTERM');
      await exited();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
