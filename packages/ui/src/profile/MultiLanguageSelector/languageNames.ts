import { languageCodes, languageFlag, type LanguageCode } from '@spotter/domain';
import { intlLocale } from '../../i18n/intlLocale.ts';

/** A language as the selector lists it: its code, its name in the interface language and its flag. */
export interface LanguageEntry {
  code: LanguageCode;
  name: string;
  /** The flag emoji, or '' for a language of no one country. */
  flag: string;
  /** Name and code without case or diacritics, for matching typed text. */
  searchName: string;
}

const namesByLocale = new Map<string, Intl.DisplayNames>();

function displayNames(locale: string): Intl.DisplayNames {
  let names = namesByLocale.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([intlLocale(locale)], { type: 'language', fallback: 'code' });
    namesByLocale.set(locale, names);
  }
  return names;
}

/** The name of one language in `locale` ('de' in 'en' → 'German'); the code itself when unknown. */
export function languageName(code: string, locale: string): string {
  return displayNames(locale).of(code) ?? code;
}

/** Lower case without diacritics, so 'Zur' finds 'Zürich' and 'Francais' finds 'Français'. */
export function foldForSearch(text: string, locale: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase(locale);
}

const listsByLocale = new Map<string, readonly LanguageEntry[]>();

/**
 * Every language of `languageCodes`, named in `locale` and sorted by that name with the locale's
 * collation. Built on first use per locale and kept, so an editor that never opens the list never pays.
 */
export function languageEntries(locale: string): readonly LanguageEntry[] {
  const cached = listsByLocale.get(locale);
  if (cached) return cached;
  const collator = new Intl.Collator(intlLocale(locale));
  const entries = languageCodes
    .map((code) => {
      const name = languageName(code, locale);
      return { code, name, flag: languageFlag(code), searchName: foldForSearch(name, locale) };
    })
    .sort((a, b) => collator.compare(a.name, b.name));
  listsByLocale.set(locale, entries);
  return entries;
}

/**
 * The languages matching typed text, best first: names that start with it, then names with a word
 * that starts with it, then names containing it, then codes that start with it; within each group
 * in the list's (alphabetical) order.
 */
export function searchLanguages(entries: readonly LanguageEntry[], query: string, locale: string): LanguageEntry[] {
  const folded = foldForSearch(query.trim(), locale);
  if (!folded) return [...entries];
  const ranked: LanguageEntry[][] = [[], [], [], []];
  for (const entry of entries) {
    const at = entry.searchName.indexOf(folded);
    if (at === 0) ranked[0]?.push(entry);
    else if (at > 0 && /[\s(,-]/u.test(entry.searchName.charAt(at - 1))) ranked[1]?.push(entry);
    else if (at > 0) ranked[2]?.push(entry);
    else if (entry.code.startsWith(folded)) ranked[3]?.push(entry);
  }
  return ranked.flat();
}
