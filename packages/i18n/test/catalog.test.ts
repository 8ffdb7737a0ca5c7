import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { locales } from '@spotter/domain';

const dir = path.resolve(import.meta.dirname, '../messages');
const load = (locale: string) =>
  JSON.parse(readFileSync(path.join(dir, `${locale}.json`), 'utf8')) as Record<string, unknown>;
const keysOf = (catalog: Record<string, unknown>) => Object.keys(catalog).filter((k) => k !== '$schema');
const placeholders = (text: unknown) => [...String(text).matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

const base = load('en');

describe('message catalog', () => {
  it('has one file per supported language and nothing else', () => {
    expect(readdirSync(dir).sort()).toEqual(locales.map((l) => `${l}.json`).sort());
  });

  it.each(locales.filter((l) => l !== 'en'))('%s has every key of en, and no extra key', (locale) => {
    const catalog = load(locale);
    expect(keysOf(catalog).sort()).toEqual(keysOf(base).sort());
  });

  it.each(locales.filter((l) => l !== 'en'))('%s keeps every placeholder and leaves no message empty', (locale) => {
    const catalog = load(locale);
    for (const key of keysOf(base)) {
      expect(String(catalog[key]).trim(), `${locale}.${key}`).not.toBe('');
      expect(placeholders(catalog[key]), `${locale}.${key}`).toEqual(placeholders(base[key]));
    }
  });

  it('names keys area_component_meaning in snake case', () => {
    for (const key of keysOf(base)) expect(key).toMatch(/^[a-z][a-z0-9]*(_[a-z0-9]+)+$/);
  });
});
