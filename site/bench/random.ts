/**
 * Draws for the bench's query mixes from the shared seeded source (site/scripts/seeded.ts), so a
 * run asks the same sequence of searches as the run before.
 */
import { seeded } from '../scripts/seeded.ts';

export interface Random {
  /** A float in [0, 1). */
  next: () => number;
  /** An integer in [0, n). */
  below: (n: number) => number;
  /** One of the items, each as likely. */
  pick: <T>(items: readonly T[]) => T;
  /** One of the items, by weight (weights need not add up to 1). */
  weighted: <T>(items: ReadonlyArray<readonly [T, number]>) => T;
  /** True with probability `p`. */
  chance: (p: number) => boolean;
}

export function seededRandom(seed: number): Random {
  const next = seeded(seed);
  const below = (n: number) => Math.floor(next() * n);
  return {
    next,
    below,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[below(items.length)]!;
    },
    weighted: (items) => {
      const total = items.reduce((sum, [, weight]) => sum + weight, 0);
      let left = next() * total;
      for (const [item, weight] of items) {
        left -= weight;
        if (left < 0) return item;
      }
      return items[items.length - 1]![0];
    },
    chance: (p) => next() < p,
  };
}

/**
 * Zipf-like weights for a list ranked most popular first: the k-th item (from 1) weighs
 * 1 / k^exponent, so the head is asked often and the long tail now and then, as on a real site.
 */
export function rankWeights<T>(ranked: readonly T[], exponent = 1): Array<readonly [T, number]> {
  return ranked.map((item, index) => [item, 1 / (index + 1) ** exponent] as const);
}

/**
 * Draws keys that were never drawn before from `draw`: a repeat is drawn again, up to `tries`
 * times; past that the generator is exhausted and `fresh` answers null (the caller counts it).
 */
export function freshDraws<T>(draw: () => T, keyOf: (value: T) => string, tries = 50) {
  const seen = new Set<string>();
  return {
    seen,
    fresh(): T | null {
      for (let attempt = 0; attempt < tries; attempt += 1) {
        const value = draw();
        const key = keyOf(value);
        if (seen.has(key)) continue;
        seen.add(key);
        return value;
      }
      return null;
    },
  };
}
