/**
 * Production entry: validates the environment first (a wrong value stops here with a clear
 * message), then starts the built Astro standalone server.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { config, ConfigError } from '#server/config.ts';

try {
  config();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}

process.env.ASTRO_NODE_AUTOSTART = 'disabled';
const entry = pathToFileURL(path.resolve(import.meta.dirname, '../dist/server/entry.mjs')).href;
const { startServer } = (await import(entry)) as { startServer: () => unknown };
startServer();
