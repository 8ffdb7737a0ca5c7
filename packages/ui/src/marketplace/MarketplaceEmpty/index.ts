export { MarketplaceEmpty } from './MarketplaceEmpty.tsx';
export type { MarketplaceEmptyProps } from './MarketplaceEmpty.tsx';
export { marketplaceWidenings } from './widen.ts';
export type { MarketplaceWidening } from './widen.ts';
