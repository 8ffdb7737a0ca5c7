import { marketplaceLimits, marketplaceRadiiKm, marketplaceSearch, type MarketplaceQuery } from '@spotter/domain';
import { getLocale, m } from '@spotter/i18n';
import { formatDistance } from '../format.ts';

/** One way to widen a search that found nobody: what it does, and the search without that limit. */
export interface MarketplaceWidening {
  label: string;
  href: string;
}

/**
 * The wider searches to offer when `query` found nobody, each lifting one limit (a new search
 * starts at its first page): any rating, any day and time, a larger radius (or anywhere), any
 * language, mode, training type or specialty, and the words left out. Labels in the current language.
 */
export function marketplaceWidenings(query: Partial<MarketplaceQuery>, action: string): MarketplaceWidening[] {
  const locale = getLocale();
  const base: Partial<MarketplaceQuery> = { ...query, after: undefined };
  const widenings: MarketplaceWidening[] = [];
  const offer = (label: string, overrides: Partial<MarketplaceQuery>) =>
    widenings.push({ label, href: `${action}${marketplaceSearch(base, overrides)}` });

  if (query.rating !== undefined) offer(m.marketplace_filters_rating_any(), { rating: undefined });
  if (query.day || query.slot) offer(m.marketplace_widen_availability(), { day: undefined, slot: undefined });
  if (query.city) {
    const radius = query.radius ?? marketplaceLimits.defaultRadiusKm;
    const larger = marketplaceRadiiKm.find((km) => km > radius);
    if (larger !== undefined)
      offer(m.marketplace_filters_radius_option({ distance: formatDistance(larger, locale) }), { radius: larger });
    else
      offer(m.marketplace_widen_anywhere(), {
        city: undefined,
        radius: undefined,
        sort: query.sort === 'distance' ? undefined : query.sort,
      });
  }
  if (query.language) offer(m.marketplace_filters_language_any(), { language: undefined });
  if (query.mode) offer(m.marketplace_filters_mode_any(), { mode: undefined });
  if (query.type) offer(m.marketplace_filters_type_any(), { type: undefined });
  if (query.specialty || query.goals)
    offer(m.marketplace_filters_specialty_any(), { specialty: undefined, goals: undefined });
  if (query.q) offer(m.marketplace_widen_query({ query: query.q }), { q: undefined });
  return widenings;
}
