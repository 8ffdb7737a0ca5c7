/** Letters that Unicode does not decompose into a base letter and a mark. */
const undecomposed: Readonly<Record<string, string>> = {
  đ: 'd',
  ð: 'd',
  ł: 'l',
  ø: 'o',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  þ: 'th',
  ı: 'i',
};

/** Lower case without diacritics: 'Đorđe Šimić' → 'dorde simic'. */
export function foldText(value: string): string {
  return value
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[đðłøßæœþı]/gu, (letter) => undecomposed[letter] ?? letter);
}

export const slugLimits = { chars: 80 } as const;
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The address part of a trainer's pages, from their name: 'Amra Hodžić' → 'amra-hodzic'. */
export function slugOf(firstName: string, lastName: string): string {
  return foldText(`${firstName} ${lastName}`)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, slugLimits.chars - 4)
    .replace(/-+$/g, '');
}

/** The n-th trainer with the same name: 'amra-hodzic', 'amra-hodzic-2', … */
export function numberedSlug(base: string, n: number): string {
  return n <= 1 ? base : `${base}-${n}`;
}
