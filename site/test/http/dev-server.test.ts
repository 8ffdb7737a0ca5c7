import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, ownServerTest } from '../helpers/http.ts';

/** `pnpm dev` as a newcomer runs it: the dev server on a fresh embedded database. */
const root = path.resolve(import.meta.dirname, '../../..');
let port = 0;
let base = '';
let child: ChildProcess | undefined;
let dataDir = '';

const devServer = ownServerTest('the dev server');
describe.skipIf(devServer.skipped)(devServer.title, () => {
  beforeAll(async () => {
    port = await freePort();
    base = `http://127.0.0.1:${port}`;
    dataDir = mkdtempSync(path.join(tmpdir(), 'spotter-dev-'));
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATA_DIR: dataDir,
      ASTRO_TELEMETRY_DISABLED: '1',
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
    };
    delete env.DATABASE_URL;
    // Vitest's own variables make Vite inside `astro dev` behave as a test runner; a newcomer has none.
    for (const name of Object.keys(env))
      if (name.startsWith('VITEST') || name === 'TEST' || name === 'MODE') delete env[name];
    const setup = spawnSync(path.join(root, 'node_modules/.bin/tsx'), ['site/scripts/db.ts', 'setup'], {
      cwd: root,
      env,
      encoding: 'utf8',
    });
    expect(setup.status, setup.stderr).toBe(0);
    expect(setup.stdout).toContain('admin@spotter.test');
    child = spawn(path.join(root, 'node_modules/.bin/astro'), ['dev', '--root', 'site', '--port', String(port)], {
      cwd: root,
      env,
      stdio: 'ignore',
    });
    // A hang detector: astro dev starts in seconds on a quiet machine, and took over 90 s beside two
    // CPU-bound processes and the other test lane.
    const deadline = Date.now() + 400_000;
    for (;;) {
      try {
        if ((await fetch(`${base}/api/health`)).ok) break;
      } catch {
        // starting
      }
      if (Date.now() > deadline) throw new Error('astro dev did not start');
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }, 480_000);

  afterAll(() => {
    child?.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves pages without the strict API policy, so styles, scripts and forms work', async () => {
    const response = await fetch(`${base}/auth/login`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy') ?? '').not.toContain("form-action 'none'");
    expect(await response.text()).toContain('Sign in to Spotter');
  });

  it('signs a demo account in through the form', async () => {
    const response = await fetch(`${base}/auth/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base, 'sec-fetch-site': 'same-origin' },
      body: new URLSearchParams({ email: 'maja.zupan@spotter.test', password: 'spotter-demo-2026' }),
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/client/dashboard');
  });

  it('keeps mail in the development mailbox, listed at /dev/mailbox and shown in a sandboxed frame', async () => {
    const asked = await fetch(`${base}/api/auth/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify({ email: 'maja.zupan@spotter.test' }),
    });
    expect(asked.status).toBe(200);
    let list = '';
    const deadline = Date.now() + 30_000;
    while (!list.includes('maja.zupan@spotter.test') && Date.now() < deadline) {
      list = await (await fetch(`${base}/dev/mailbox`, { headers: { 'accept-language': 'en' } })).text();
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(list).toContain('Development mailbox');
    expect(list).toContain('maja.zupan@spotter.test');
    const href = /href="(\/dev\/mailbox\/\d+-[0-9a-f]{8})"/.exec(list)?.[1];
    expect(href).toBeDefined();
    const message = await (await fetch(`${base}${href}`)).text();
    const frame = /<iframe[\s\S]*?<\/iframe>/.exec(message)?.[0] ?? '';
    // The message's HTML runs nothing: a sandbox without allowances.
    expect(frame).toMatch(/\ssandbox(=""|\s|>)/);
    expect(frame).not.toContain('allow-');
    expect(frame).toMatch(/srcdoc="[^"]*\/auth\/reset-password\?token=[a-z2-7]{32}/);
    expect(message).toMatch(/<pre[^>]*>[^<]*\/auth\/reset-password\?token=[a-z2-7]{32}/);
    expect((await fetch(`${base}/dev/mailbox/not-an-id`)).status).toBe(404);
  });
});
