import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every message key a shared schema can produce must be translatable in the browser. */
const domainDir = path.resolve(import.meta.dirname, '../../domain/src');
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });

describe('validation messages', () => {
  it('maps every validation_* key used by domain schemas', () => {
    const used = new Set(
      files(domainDir).flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/'(validation_[a-z_]+)'/g)].map((m) => m[1]),
      ),
    );
    const mapped = readFileSync(path.resolve(import.meta.dirname, '../../i18n/src/validation.ts'), 'utf8');
    const missing = [...used].filter((key) => !mapped.includes(`${key}:`));
    expect(missing).toEqual([]);
  });
});
