import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

/**
 * vanilla-extract's Vite plugin closes its compiler at the end of each build, but Astro builds
 * several Vite environments with one plugin instance, so the next environment would reuse a
 * closed compiler ("The server is being restarted or closed"). Keep the compiler open for the
 * whole `astro build`; it is closed when the process ends.
 */
export function vanillaExtract() {
  return vanillaExtractPlugin().map((plugin) =>
    plugin.name === 'vite-plugin-vanilla-extract' ? { ...plugin, buildEnd: undefined } : plugin,
  );
}
