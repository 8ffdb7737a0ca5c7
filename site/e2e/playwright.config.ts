import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serverEnvironment, serverNodeFlags } from '../scripts/server-runtime.ts';

// E2E_PORT lets two runs share one machine.
const port = Number(process.env.E2E_PORT ?? 4420);
const root = path.resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'spotter-e2e-'));
// The app sends mail to a real SMTP server on loopback, which keeps each message in this folder;
// the test workers inherit the variable, so they read the same folder (fixtures.ts waitForMail).
const mailPort = port + 5;
process.env.E2E_MAIL_DIR ??= mkdtempSync(path.join(tmpdir(), 'spotter-e2e-mail-'));
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const launchOptions = { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs };

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // A forgotten `.only` would silently drop every other test.
  forbidOnly: true,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    screenshot: 'off',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions } },
    {
      name: 'mobile',
      use: { ...devices['Pixel 5'], viewport: { width: 375, height: 740 }, launchOptions },
      // The upload flow runs once, on desktop; GalleryManager's phone layout has its own stories.
      // The console sweep runs its own phone-width pass inside the desktop project.
      testIgnore: ['**/gallery.spec.ts', '**/console.spec.ts'],
    },
  ],
  webServer: [
    {
      command: 'node_modules/.bin/tsx site/e2e/mail-server.ts',
      cwd: root,
      port: mailPort,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { E2E_MAIL_DIR: process.env.E2E_MAIL_DIR, E2E_MAIL_PORT: String(mailPort) },
    },
    {
      // A fresh database for every run: embedded PGlite, or PostgreSQL when DATABASE_URL is set.
      command: `node_modules/.bin/tsx site/scripts/db.ts setup && node_modules/.bin/node ${serverNodeFlags.join(' ')} site/scripts/start.ts`,
      cwd: root,
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        ...serverEnvironment,
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
        LOG_LEVEL: 'warn',
        // Each test comes from an address of its own (see fixtures.ts), as separate visitors would.
        TRUST_PROXY: 'true',
        ASTRO_NODE_LOGGING: 'disabled',
        SMTP_URL: `smtp://127.0.0.1:${mailPort}`,
        ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
      },
    },
  ],
});
