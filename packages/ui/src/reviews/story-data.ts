import type { TrainerRating, TrainerReview } from '@spotter/domain';

/* Demo reviews for the reviews stories and tests. */

export const replied: TrainerReview = {
  id: '3c9d7e10-4444-4a5b-8c04-000000000001',
  rating: 5,
  body: 'Marko rebuilt my squat from the ground up. Three months in I lift more than I ever have, and my knees no longer ache.\n\nHe plans around my shifts, which is the only reason I kept going.',
  authorName: 'Amra H.',
  createdAt: '2026-11-20T07:45:00.000Z',
  updatedAt: '2026-11-20T07:45:00.000Z',
  reply: { body: 'Thank you, Amra! Your consistency did most of the work.', at: '2026-11-21T09:10:00.000Z' },
};

export const edited: TrainerReview = {
  id: '3c9d7e10-4444-4a5b-8c04-000000000002',
  rating: 4,
  body: 'Hard sessions and clear feedback. Sometimes the plan arrived late on Sunday night.',
  authorName: 'Jonas W.',
  createdAt: '2026-11-02T18:10:00.000Z',
  updatedAt: '2026-11-15T08:00:00.000Z',
  reply: null,
};

/** Markup in a review is text: it shows as typed and never runs. */
export const markup: TrainerReview = {
  id: '3c9d7e10-4444-4a5b-8c04-000000000003',
  rating: 3,
  body: 'Good plans <3 but <b>not</b> bold, and <script>alert(1)</script> stays text.',
  authorName: 'Ivana K.',
  createdAt: '2026-10-28T12:00:00.000Z',
  updatedAt: '2026-10-28T12:00:00.000Z',
  reply: null,
};

export const longWord: TrainerReview = {
  id: '3c9d7e10-4444-4a5b-8c04-000000000004',
  rating: 1,
  body: `Cancelled three times in a row. ${'Soooo'.repeat(30)} disappointed.`,
  authorName: 'Emir',
  createdAt: '2026-10-01T06:30:00.000Z',
  updatedAt: '2026-10-01T06:30:00.000Z',
  reply: {
    body: 'I am sorry, Emir. I have since moved my early sessions to another gym.',
    at: '2026-10-02T07:00:00.000Z',
  },
};

export const reviews: TrainerReview[] = [replied, edited, markup, longWord];

export const moreReviews: TrainerReview[] = [
  {
    id: '3c9d7e10-4444-4a5b-8c04-000000000005',
    rating: 5,
    body: 'Patient and precise.',
    authorName: 'Lejla B.',
    createdAt: '2026-09-12T10:00:00.000Z',
    updatedAt: '2026-09-12T10:00:00.000Z',
    reply: null,
  },
];

export const rating: TrainerRating = { average: 3.25, count: 4 };
