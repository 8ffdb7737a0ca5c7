import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverEnvironment, serverNodeFlags } from '../site/scripts/server-runtime.ts';

/** `pnpm start` cannot import the flags the harness and the end-to-end runs use: it must spell them. */
describe('pnpm start', () => {
  const manifest = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const start = manifest.scripts.start!;

  it('starts node with the server flags', () => {
    expect(start).toContain(`node ${serverNodeFlags.join(' ')} site/scripts/start.ts`);
  });

  it.each(Object.entries(serverEnvironment))('defaults %s to %s', (name, value) => {
    expect(start).toContain(`${name}=\${${name}:-${value}}`);
  });
});
