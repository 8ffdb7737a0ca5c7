import { clientAdna, clientLuka } from '../story-data.ts';

/* A trainer's current clients, as the assign dialog and the plan list take them. */

export const currentClients = [
  clientAdna,
  { id: '9a4e2b71-3c5d-4e6f-8a9b-000000000003', name: 'Emina Kovačević' },
  { id: '9a4e2b71-3c5d-4e6f-8a9b-000000000004', name: 'Jonas Weber' },
  clientLuka,
  { id: '9a4e2b71-3c5d-4e6f-8a9b-000000000005', name: 'Nika Zupan' },
];

/** A Thursday: the start defaults to Monday 16 March 2026. */
export const trainerToday = '2026-03-12';
