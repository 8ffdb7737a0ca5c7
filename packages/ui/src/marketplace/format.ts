import { numberFormat } from '../i18n/formatters.ts';

/* Numbers as the marketplace shows them, in the reader's language. */

const options: Record<'rating' | 'count' | 'distance', Intl.NumberFormatOptions> = {
  rating: { minimumFractionDigits: 1, maximumFractionDigits: 1 },
  count: { maximumFractionDigits: 0 },
  distance: { style: 'unit', unit: 'kilometer', unitDisplay: 'short', maximumFractionDigits: 1 },
};

/** An average rating with one decimal: '4.6', '4,6'. */
export const formatRating = (value: number, locale: string) => numberFormat(locale, options.rating).format(value);

/** A whole number with the locale's grouping: '1,234', '1.234'. */
export const formatCount = (value: number, locale: string) => numberFormat(locale, options.count).format(value);

/** A distance in kilometres (the marketplace's are whole): '3 km', '3,2 km'. */
export const formatDistance = (km: number, locale: string) => numberFormat(locale, options.distance).format(km);
