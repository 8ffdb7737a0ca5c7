/** The pages the bench loads, by key (the load runs and Lighthouse share them). */
export type PageKey = 'login' | 'dashboard' | 'trainerEdit' | 'trainerBrand' | 'marketplace' | 'trainerPage';

export const pagePaths: Record<PageKey, string> = {
  login: '/auth/login',
  dashboard: '/client/dashboard',
  trainerEdit: '/trainer/dashboard/edit',
  trainerBrand: '/trainer/dashboard/brand-customization',
  marketplace: '/trainers',
  /** A seeded demo trainer's public page. */
  trainerPage: '/trainers/amra-hodzic',
};
