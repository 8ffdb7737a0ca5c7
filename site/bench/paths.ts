import { demoPlanId, demoTraining } from '../src/server/db/seed-training.ts';
/** The pages the bench loads, by key (the load runs and Lighthouse share them). */
export type PageKey =
  | 'login'
  | 'dashboard'
  | 'trainerDashboard'
  | 'trainerEdit'
  | 'clientsList'
  | 'trainerBrand'
  | 'marketplace'
  | 'trainerPage';

export const pagePaths: Record<PageKey, string> = {
  login: '/auth/login',
  dashboard: '/client/dashboard',
  trainerDashboard: '/trainer/dashboard',
  trainerEdit: '/trainer/dashboard/edit',
  /** The trainer's list of their clients. */
  clientsList: '/trainer/dashboard/clients',
  trainerBrand: '/trainer/dashboard/brand-customization',
  marketplace: '/trainers',
  /** A seeded demo trainer's public page. */
  trainerPage: '/trainers/amra-hodzic',
};

/** Who reads each page in the load runs: anonymous (no cookie), a demo client or a demo trainer. */
export const pageReaders: Record<PageKey, 'anonymous' | 'client' | 'trainer'> = {
  login: 'anonymous',
  dashboard: 'client',
  trainerDashboard: 'trainer',
  trainerEdit: 'trainer',
  clientsList: 'trainer',
  trainerBrand: 'trainer',
  marketplace: 'anonymous',
  trainerPage: 'anonymous',
};

/**
 * The training pages the bench weighs and Lighthouse scores: the client's exercise library and the
 * demo client's copy of the demo trainer's plan (issue: train together, part 1), and the demo
 * trainer's plan in the builder.
 */
export const trainingPaths = {
  exerciseLibrary: '/client/dashboard/exercises',
  clientPlan: `/client/dashboard/trainings/${demoPlanId(demoTraining.trainerPlan, demoTraining.client)}`,
  planBuilder: `/trainer/dashboard/plans/${demoPlanId(demoTraining.trainerPlan)}`,
} as const;
