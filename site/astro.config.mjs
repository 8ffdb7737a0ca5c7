import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import { vanillaExtract } from './vanilla-extract.mjs';
import { gregorianCalendarOnly, i18nDefinitionsPure, pageMessages, reactAriaLocales } from './bundle-plugins.mjs';
import { locales } from '../packages/domain/src/options.ts';
import { sectionEntrypoint, sectionRoutes } from './src/pages/_section-routes.ts';
import { precompressDirectory } from './src/server/serve/precompress.ts';
import { BODY_CAP_BYTES } from './src/server/serve/body-cap.ts';

/** One page serves the section routes of every role area. */
const sectionPages = {
  name: 'spotter:section-pages',
  hooks: {
    'astro:config:setup': ({ injectRoute }) => {
      for (const { pattern } of sectionRoutes) injectRoute({ pattern, entrypoint: sectionEntrypoint });
    },
  },
};

/** Brotli and gzip copies of the client files, written next to them; the server sends them as they are. */
const precompress = {
  name: 'spotter:precompress',
  hooks: {
    'astro:build:done': ({ dir, logger }) => {
      const { files, raw, br, gzip } = precompressDirectory(fileURLToPath(dir));
      const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
      logger.info(`${files} files precompressed: ${kb(raw)} → brotli ${kb(br)}, gzip ${kb(gzip)}`);
    },
  },
};

export default defineConfig({
  output: 'server',
  // Middleware mode: our own server (site/scripts/start.ts) serves the static files and mounts Astro's handler.
  // The server in front caps bodies at the same size without resetting the connection (body-cap.ts);
  // the adapter's own cap stays for `astro dev`.
  adapter: node({ mode: 'middleware', bodySizeLimit: BODY_CAP_BYTES }),
  integrations: [react(), sectionPages, precompress],
  // Sessions are ours (Lucia way, in the database); Astro's file-backed session store stays off.
  session: false,
  server: { port: 4321, host: process.env.HOST ?? 'localhost' },
  devToolbar: { enabled: false },
  markdown: { syntaxHighlight: false },
  security: {
    // Our middleware checks the origin of every unsafe request (JSON included) and refuses in the
    // reader's language; Astro's own check covers form posts only, in English.
    checkOrigin: false,
    csp: {
      algorithm: 'SHA-256',
      directives: [
        "default-src 'self'",
        "img-src 'self' data: blob:",
        "media-src 'self' blob:",
        "font-src 'self'",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
        'frame-src https://www.youtube-nocookie.com https://player.vimeo.com',
      ],
      styleDirective: {
        resources: ["'self'", { resource: "'unsafe-inline'", kind: 'attribute' }],
      },
    },
  },
  vite: {
    plugins: [
      vanillaExtract(),
      reactAriaLocales(locales),
      gregorianCalendarOnly(),
      i18nDefinitionsPure(),
      // The language names the language picker shows in their own language are asked for by locale.
      pageMessages({ locales, keepWhole: /^language_name_/ }),
    ],
    ssr: { noExternal: ['@spotter/ui', '@spotter/i18n', '@spotter/domain'] },
  },
});
