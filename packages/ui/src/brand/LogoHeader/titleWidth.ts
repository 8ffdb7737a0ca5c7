/**
 * Advance widths in em of bold sans-serif glyphs, taken from a wide face (DejaVu Sans Bold) so the
 * estimate errs on the wide side for the narrower faces phones use (Roboto, San Francisco).
 */
const widths: Record<string, number> = {
  ' ': 0.35,
  a: 0.68,
  b: 0.72,
  c: 0.6,
  d: 0.72,
  e: 0.68,
  f: 0.44,
  g: 0.72,
  h: 0.72,
  i: 0.35,
  j: 0.35,
  k: 0.67,
  l: 0.35,
  m: 1.05,
  n: 0.72,
  o: 0.69,
  p: 0.72,
  q: 0.72,
  r: 0.5,
  s: 0.6,
  t: 0.48,
  u: 0.72,
  v: 0.66,
  w: 0.93,
  x: 0.65,
  y: 0.66,
  z: 0.59,
  A: 0.78,
  B: 0.77,
  C: 0.74,
  D: 0.83,
  E: 0.69,
  F: 0.69,
  G: 0.83,
  H: 0.84,
  I: 0.38,
  J: 0.38,
  K: 0.78,
  L: 0.64,
  M: 1.0,
  N: 0.84,
  O: 0.85,
  P: 0.74,
  Q: 0.85,
  R: 0.77,
  S: 0.72,
  T: 0.69,
  U: 0.82,
  V: 0.78,
  W: 1.11,
  X: 0.78,
  Y: 0.73,
  Z: 0.73,
  '.': 0.39,
  ',': 0.39,
  ':': 0.41,
  ';': 0.41,
  '!': 0.44,
  '?': 0.59,
  "'": 0.31,
  '"': 0.53,
  '’': 0.39,
  '-': 0.42,
  '–': 0.7,
  '—': 1.0,
  '·': 0.39,
  '/': 0.37,
  '(': 0.46,
  ')': 0.46,
  '&': 0.88,
  '+': 0.84,
  '@': 1.0,
  '#': 0.84,
  '%': 1.01,
  '|': 0.37,
};
const digit = 0.7;
/** Letters of other scripts: wide Latin-like letters (Cyrillic, Greek) unless in the CJK blocks. */
const otherLetter = 0.8;
const fullWidth = 1.02;
const emoji = 1.3;

function widthOf(char: string): number {
  const known = widths[char];
  if (known !== undefined) return known;
  if (char >= '0' && char <= '9') return digit;
  // Accented Latin letters are as wide as their base letter (č as c, Ž as Z).
  const base = char.normalize('NFD')[0];
  if (base && base !== char && widths[base] !== undefined) return widths[base];
  const code = char.codePointAt(0) ?? 0;
  if (code >= 0x1f000) return emoji;
  if (code >= 0x2e80) return fullWidth;
  return otherLetter;
}

/**
 * The width of `text` on one line in bold sans-serif, in em: what a logo title needs to fit in a
 * given width at a given size. A deterministic estimate, so the server and the browser agree.
 */
export function estimateTitleEm(text: string): number {
  let total = 0;
  for (const char of text) total += widthOf(char);
  return Math.round(total * 100) / 100;
}

interface Segment {
  /** Widths of the segment's characters, in em. */
  chars: number[];
  width: number;
  /** Whether a space separates it from the segment before (a hyphen break has none). */
  spaced: boolean;
}

/** Pieces between the places a line may break: spaces, and after a hyphen, dash or slash. */
function segmentsOf(text: string): Segment[] {
  const segments: Segment[] = [];
  let current: Segment = { chars: [], width: 0, spaced: false };
  for (const char of text.trim()) {
    if (/\s/u.test(char)) {
      if (current.chars.length > 0) segments.push(current);
      current = { chars: [], width: 0, spaced: true };
      continue;
    }
    const width = widthOf(char);
    current.chars.push(width);
    current.width += width;
    if ('-–—/'.includes(char)) {
      segments.push(current);
      current = { chars: [], width: 0, spaced: false };
    }
  }
  if (current.chars.length > 0) segments.push(current);
  return segments;
}

/** How many lines the segments take at a line width of `width` em, wrapping as the browser does. */
function linesAt(segments: Segment[], width: number): number {
  const space = widths[' '] ?? 0.35;
  let lines = 1;
  let used = 0;
  for (const segment of segments) {
    const needed = used === 0 ? segment.width : used + (segment.spaced ? space : 0) + segment.width;
    if (needed <= width) {
      used = needed;
      continue;
    }
    if (used > 0) lines += 1;
    used = 0;
    if (segment.width <= width) {
      used = segment.width;
      continue;
    }
    // A word longer than the line breaks anywhere (overflow-wrap: anywhere).
    for (const char of segment.chars) {
      if (used > 0 && used + char > width) {
        lines += 1;
        used = 0;
      }
      used += char;
    }
  }
  return lines;
}

/**
 * The narrowest line, in em, that holds `text` in one, two, three … `maxLines` lines: what the
 * logo title needs to fit a width at a given size, word breaks included.
 */
export function titleLineWidthsEm(text: string, maxLines = 4): number[] {
  const segments = segmentsOf(text);
  const total = estimateTitleEm(text);
  const result: number[] = [];
  for (let lines = 1; lines <= maxLines; lines += 1) {
    let low = 0;
    let high = total;
    for (let step = 0; step < 24; step += 1) {
      const middle = (low + high) / 2;
      if (linesAt(segments, middle) <= lines) high = middle;
      else low = middle;
    }
    result.push(Math.ceil(high * 100) / 100);
  }
  return result;
}
