import type { Role } from '../options.ts';

/** What the product knows about how a person is called. Only the role is needed for an unnamed admin. */
export interface PersonName {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  role?: Role | null;
}

/** Words shown instead of a missing name, already in the reader's language. */
export interface UnnamedLabels {
  /** An admin without a name, e.g. the translated role "Admin". */
  admin: string;
  /**
   * Anyone else without a name when no email is given (people shown to others never carry
   * theirs), e.g. the translated "Client without a name".
   */
  unnamed?: string;
}

/**
 * One part of a name as stored and shown: composed Unicode (so "S" + combining caron is "Š"),
 * trimmed, inner runs of spaces made one.
 */
export function tidyName(value: string | null | undefined): string {
  return (value ?? '').normalize('NFC').replace(/\s+/gu, ' ').trim();
}

/** "Đorđe Šimić" from its parts; empty when neither part is set. */
export function fullName(person: Pick<PersonName, 'firstName' | 'lastName'>): string {
  return [tidyName(person.firstName), tidyName(person.lastName)].filter(Boolean).join(' ');
}

/**
 * The name to show for a person, never empty when a label is given: their full name; an admin
 * without one is called by the given label (never by the raw email); anyone else without one by
 * their own email where they see themselves, else by the `unnamed` label.
 */
export function displayName(person: PersonName, labels: UnnamedLabels): string {
  const name = fullName(person);
  if (name) return name;
  if (person.role === 'admin') return labels.admin;
  return tidyName(person.email) || tidyName(labels.unnamed);
}

const graphemes = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter('und', { granularity: 'grapheme' }) : null;
const letterOrDigit = /^[\p{L}\p{N}]/u;

/** The first letter (a whole grapheme, accents included) of a word; empty when it has none. */
function firstLetter(word: string): string {
  // Segments lazily and stops at the first letter: most words start with one.
  if (graphemes) {
    for (const { segment } of graphemes.segment(word)) if (letterOrDigit.test(segment)) return segment;
    return '';
  }
  for (const character of word) if (letterOrDigit.test(character)) return character;
  return '';
}

/**
 * Up to two initials, from the first and the last word of a person's own name ("Ana Marija
 * Kovačević" → "AK", "Mirza" → "M", "Đorđe Šimić" → "ĐŠ"). Never from an email or a stand-in
 * label: a person without a name has no initials (empty string).
 */
export function initialsOf(person: string | Pick<PersonName, 'firstName' | 'lastName'>): string {
  const name = typeof person === 'string' ? tidyName(person) : fullName(person);
  const letters = name.split(' ').map(firstLetter).filter(Boolean);
  const picked = letters.length > 1 ? [letters[0], letters[letters.length - 1]] : letters;
  return picked.join('').toUpperCase();
}
