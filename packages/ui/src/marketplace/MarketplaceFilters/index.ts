export { MarketplaceFilters } from './MarketplaceFilters.tsx';
export type { MarketplaceFiltersProps } from './MarketplaceFilters.tsx';
