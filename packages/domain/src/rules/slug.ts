import { foldForSearch } from '../places/core.ts';

export const slugLimits = { chars: 80 } as const;
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The address part of a trainer's pages, from their name: 'Amra Hodžić' → 'amra-hodzic'. */
export function slugOf(firstName: string, lastName: string): string {
  return foldForSearch(`${firstName} ${lastName}`)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, slugLimits.chars - 4)
    .replace(/-+$/g, '');
}

/** The n-th trainer with the same name: 'amra-hodzic', 'amra-hodzic-2', … */
export function numberedSlug(base: string, n: number): string {
  return n <= 1 ? base : `${base}-${n}`;
}
