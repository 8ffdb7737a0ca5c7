/**
 * The locale dates, numbers and names are formatted with. Bosnian is formatted as Croatian, whose
 * formats and names match it: browsers built without Bosnian data (Debian's Chromium among them)
 * would format it in English, differing from the server's render and from what the reader expects.
 * Serbian is written in Latin script here, and plain 'sr' formats in Cyrillic.
 */
export function intlLocale(locale: string): string {
  if (locale === 'bs') return 'hr';
  return locale === 'sr' ? 'sr-Latn' : locale;
}

/**
 * Options for a date in words ('Nov 24, 2026'), except in Bosnian: the Croatian formats it borrows
 * name the months differently (studeni, not novembar), so Bosnian dates are written in numbers.
 */
export function dateStyle(locale: string, style: 'medium' | 'long'): Intl.DateTimeFormatOptions {
  return locale === 'bs' ? { day: 'numeric', month: 'numeric', year: 'numeric' } : { dateStyle: style };
}

/** Options for a date with its time ('Nov 24, 2026, 9:05 PM'); Bosnian in numbers, as `dateStyle`. */
export function dateTimeStyle(locale: string): Intl.DateTimeFormatOptions {
  return locale === 'bs'
    ? { ...dateStyle(locale, 'medium'), hour: 'numeric', minute: '2-digit' }
    : { dateStyle: 'medium', timeStyle: 'short' };
}
