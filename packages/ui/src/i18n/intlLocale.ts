/**
 * The locale dates, numbers and names are formatted with. Bosnian is formatted as Croatian, whose
 * formats and names match it: browsers built without Bosnian data (Debian's Chromium among them)
 * would format it in English, differing from the server's render and from what the reader expects.
 */
export function intlLocale(locale: string): string {
  return locale === 'bs' ? 'hr' : locale;
}
