import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Dependencies that appear only after vanilla-extract compiles a `.css.ts` file. Vite would find
 * them mid-run, re-optimise and reload the browser (failing the tests running then), so they are
 * pre-bundled up front.
 */
export const lateDependencies = [
  '@spotter/ui > @vanilla-extract/recipes/createRuntimeFn',
  '@spotter/ui > @vanilla-extract/dynamic',
  // Imported by a few component tests only (the contrast and after-play checks): found mid-run,
  // its optimisation reloaded the page under the tests and the run waited for it for good.
  'axe-core',
];

/** A fresh options object per project: Vitest mutates the one it is given. */
function browser() {
  return {
    enabled: true,
    headless: true,
    provider: playwright({
      launchOptions: {
        executablePath: chromium,
        args: [
          '--headless',
          '--no-sandbox',
          '--disable-gpu',
          '--disable-quic',
          '--no-first-run',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--font-render-hinting=none',
        ],
      },
    }),
    instances: [{ browser: 'chromium' as const }],
    screenshotFailures: false,
  };
}

export default defineConfig({
  test: {
    // A forgotten `.only` would silently drop every other test: it fails the file instead.
    allowOnly: false,
    projects: [
      {
        test: {
          name: 'domain',
          allowOnly: false,
          include: [
            'packages/domain/**/*.test.ts',
            'packages/i18n/test/**/*.test.ts',
            'packages/ui/test/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        plugins: [react(), vanillaExtractPlugin()],
        optimizeDeps: { include: lateDependencies },
        test: {
          name: 'ui',
          allowOnly: false,
          // Generous: screenshots wait for two identical frames, slower when both cores are busy.
          testTimeout: 60_000,
          include: ['packages/ui/**/*.test.tsx'],
          browser: {
            ...browser(),
            instances: [{ browser: 'chromium' as const, viewport: { width: 1024, height: 768 } }],
          },
        },
      },
      {
        plugins: [
          storybookTest({ configDir: fileURLToPath(new URL('./.storybook', import.meta.url)) }),
          vanillaExtractPlugin(),
        ],
        optimizeDeps: { include: lateDependencies },
        test: {
          name: 'storybook',
          allowOnly: false,
          testTimeout: 60_000,
          browser: browser(),
        },
      },
      {
        test: {
          name: 'site',
          allowOnly: false,
          include: ['site/test/*.test.ts'],
          environment: 'node',
          globalSetup: ['site/test/global-setup.ts'],
          // A hang detector, not a speed check: seeding the demo data takes 17 s on a quiet machine
          // and timed out at 30 s beside two CPU-bound processes and another test lane.
          testTimeout: 180_000,
          // Opening the test databases migrates each one, bundled city data included.
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'http',
          allowOnly: false,
          include: ['site/test/http/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['site/test/http/global-setup.ts'],
          // A hang detector, not a speed check (see the site project).
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
