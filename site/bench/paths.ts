/** The pages the bench loads, by key (the load runs and Lighthouse share them). */
export type PageKey = 'login' | 'dashboard' | 'trainerEdit' | 'trainerBrand';

export const pagePaths: Record<PageKey, string> = {
  login: '/auth/login',
  dashboard: '/client/dashboard',
  trainerEdit: '/trainer/dashboard/edit',
  trainerBrand: '/trainer/dashboard/brand-customization',
};
