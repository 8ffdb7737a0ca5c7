import type { Locale, MarketplaceQuery } from '@spotter/domain';
import { MarketplaceFilters } from '@spotter/ui/marketplace/MarketplaceFilters/index.ts';
import { initLocale } from '@spotter/ui/stores/index.ts';

interface Props {
  locale: Locale;
  query: Partial<MarketplaceQuery>;
  action: string;
  canMatchGoals: boolean;
  /** Translated messages by URL key. */
  fieldErrors: Record<string, string[]>;
  resultCount: number | null;
}

/** The marketplace's GET form; hydrated, a changed choice searches at once. */
export default function MarketplaceFiltersIsland({ locale, ...props }: Props) {
  initLocale(locale);
  return <MarketplaceFilters {...props} />;
}
