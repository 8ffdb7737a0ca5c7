import { intlLocale } from './intlLocale.ts';

/*
 * Intl formatters, built once per language and options and then kept. Building one costs far more
 * than formatting with it (a server render of a page with a few dozen dates and ratings spent a
 * noticeable share of its time constructing formatters), and the set of languages and option
 * shapes the product uses is small and fixed, so the cache stays small. Each takes the product's
 * language code and formats with `intlLocale` of it (Bosnian as Croatian, Serbian in Latin).
 */

type Formatter = Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat | Intl.ListFormat;

const kept = new Map<string, Formatter>();

function keep<F extends Formatter>(kind: string, locale: string, options: object, build: (tag: string) => F): F {
  const key = `${kind}\u0000${locale}\u0000${JSON.stringify(options)}`;
  const found = kept.get(key);
  if (found) return found as F;
  const made = build(intlLocale(locale));
  kept.set(key, made);
  return made;
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return keep('number', locale, options, (tag) => new Intl.NumberFormat(tag, options));
}

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return keep('date', locale, options, (tag) => new Intl.DateTimeFormat(tag, options));
}

export function relativeTimeFormat(
  locale: string,
  options: Intl.RelativeTimeFormatOptions = {},
): Intl.RelativeTimeFormat {
  return keep('relative', locale, options, (tag) => new Intl.RelativeTimeFormat(tag, options));
}

export function listFormat(locale: string, options: Intl.ListFormatOptions = {}): Intl.ListFormat {
  return keep('list', locale, options, (tag) => new Intl.ListFormat(tag, options));
}
