/**
 * Content-coding negotiation (RFC 9110 § 12.5.3) for the Node server in front of Astro. Pure: no
 * state, no I/O, safe to import from `site/scripts/start.ts` outside the bundle.
 */

export type Encoding = 'br' | 'gzip' | 'identity';

/** The default server preference among what a client accepts equally: brotli, gzip, no coding. */
const preference: readonly Encoding[] = ['br', 'gzip', 'identity'];

interface Weights {
  br?: number;
  gzip?: number;
  identity?: number;
  star?: number;
}

function parse(header: string): Weights {
  const weights: Weights = {};
  for (const part of header.split(',')) {
    const semi = part.indexOf(';');
    const name = (semi < 0 ? part : part.slice(0, semi)).trim().toLowerCase();
    let q = 1;
    if (semi >= 0) {
      const match = /(?:^|;)\s*q\s*=\s*([0-9.]+)/i.exec(part.slice(semi));
      if (match) {
        const value = Number(match[1]);
        q = Number.isFinite(value) ? Math.min(Math.max(value, 0), 1) : 0;
      }
    }
    const key = name === '*' ? 'star' : name === 'x-gzip' ? 'gzip' : name;
    if (key === 'br' || key === 'gzip' || key === 'identity' || key === 'star') {
      // When a coding is listed twice, the higher weight wins (a lenient reading of a malformed list).
      weights[key] = Math.max(weights[key] ?? 0, q);
    }
  }
  return weights;
}

/**
 * The coding to send among those `available`, per the request's Accept-Encoding: the highest weight
 * wins, ties go to the first in `available` (the server's preference); `q=0` refuses a coding. Without the header only identity
 * is chosen. Returns null when nothing available is acceptable (identity refused explicitly): the
 * caller then sends identity anyway, which RFC 9110 allows.
 */
export function negotiate(
  header: string | string[] | undefined,
  available: readonly Encoding[] = preference,
): Encoding | null {
  if (header === undefined) return available.includes('identity') ? 'identity' : null;
  const text = Array.isArray(header) ? header.join(',') : header;
  if (text.trim() === '') return available.includes('identity') ? 'identity' : null;
  const weights = parse(text);
  let best: Encoding | null = null;
  let bestQ = 0;
  for (const coding of available) {
    let q = weights[coding] ?? weights.star;
    // identity is acceptable unless refused by name or by `*;q=0` (RFC 9110 § 12.5.3).
    if (q === undefined) q = coding === 'identity' ? 1 / 1000 : 0;
    if (q > bestQ) {
      best = coding;
      bestQ = q;
    }
  }
  return best;
}
