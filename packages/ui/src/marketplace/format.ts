import { intlLocale } from '../i18n/intlLocale.ts';

/* Numbers as the marketplace shows them, in the reader's language. */

const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, kind: 'rating' | 'count' | 'distance'): Intl.NumberFormat {
  const key = `${locale}:${kind}`;
  let format = formats.get(key);
  if (!format) {
    const options: Intl.NumberFormatOptions =
      kind === 'rating'
        ? { minimumFractionDigits: 1, maximumFractionDigits: 1 }
        : kind === 'distance'
          ? { style: 'unit', unit: 'kilometer', unitDisplay: 'short', maximumFractionDigits: 1 }
          : { maximumFractionDigits: 0 };
    format = new Intl.NumberFormat(intlLocale(locale), options);
    formats.set(key, format);
  }
  return format;
}

/** An average rating with one decimal: '4.6', '4,6'. */
export const formatRating = (value: number, locale: string) => numberFormat(locale, 'rating').format(value);

/** A whole number with the locale's grouping: '1,234', '1.234'. */
export const formatCount = (value: number, locale: string) => numberFormat(locale, 'count').format(value);

/** A distance in kilometres (the marketplace's are whole): '3 km', '3,2 km'. */
export const formatDistance = (km: number, locale: string) => numberFormat(locale, 'distance').format(km);
