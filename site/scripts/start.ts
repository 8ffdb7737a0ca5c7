/**
 * Production entry (`pnpm start`, plain `node`: Node strips the types, no loader hooks run per
 * request). Validates the environment first (a wrong value stops here with a clear message), then
 * loads the built Astro bundle and serves it with our own node:http server
 * (`site/src/server/serve/`): static files from memory, precompressed; stored answers of the
 * bundle's front door; everything else rendered by Astro and compressed on the fly.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { config, ConfigError } from '#server/config.ts';
import { registeredFrontDoor } from '#server/http/front-door.ts';
import {
  closeGracefully,
  createListener,
  createNodeServer,
  hostOption,
  listeningMessage,
  type AppHandler,
} from '#server/serve/server.ts';
import { indexStaticFiles } from '#server/serve/static-files.ts';

try {
  config();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}

const dist = path.resolve(import.meta.dirname, '../dist');
const entry = pathToFileURL(path.join(dist, 'server/entry.mjs')).href;
const bundle = (await import(entry)) as {
  handler: AppHandler;
  options: { port?: number; host?: string | boolean };
};

const staticFiles = indexStaticFiles(path.join(dist, 'client'), { assetsPrefix: '_astro' });
const server = createNodeServer(createListener({ staticFiles, app: bundle.handler, frontDoor: registeredFrontDoor }));

const port = process.env.PORT ? Number(process.env.PORT) : (bundle.options.port ?? 8080);
const host = process.env.HOST ?? hostOption(bundle.options.host);
server.on('error', (error) => {
  console.error(error);
  process.exit(1);
});
server.listen(port, host, () => {
  if (process.env.ASTRO_NODE_LOGGING !== 'disabled') console.info(listeningMessage(server, host));
});

let closing = false;
const stop = () => {
  if (closing) process.exit(0); // a second signal: stop now
  closing = true;
  void closeGracefully(server).then(() => process.exit(0));
};
process.once('SIGTERM', stop);
process.on('SIGINT', stop);
