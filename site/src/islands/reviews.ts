import { useState } from 'react';
import { reviewLimits, type TrainerReview, type TrainerReviewPage } from '@spotter/domain';
import { getJson } from './api.ts';

/** The address of one page of a trainer's reviews. */
export function reviewsPath(trainerId: string, limit: number, before?: string): string {
  const query = new URLSearchParams({ limit: String(limit) });
  if (before) query.set('before', before);
  return `/api/trainers/${encodeURIComponent(trainerId)}/reviews?${query}`;
}

/** A trainer's reviews as the island shows them: the server's first page, the next ones on request, a review replaced after a reply. */
export function useReviewPages(
  trainerId: string,
  initial: TrainerReviewPage,
  pageSize: number = reviewLimits.pageSize,
) {
  const [page, setPage] = useState(initial);
  return {
    items: page.items,
    hasMore: page.next !== null,
    loadMore: async () => {
      if (!page.next) return;
      const more = await getJson<TrainerReviewPage>(reviewsPath(trainerId, pageSize, page.next));
      setPage((now) => ({ items: [...now.items, ...more.items], next: more.next }));
    },
    replace: (updated: TrainerReview) =>
      setPage((now) => ({ ...now, items: now.items.map((item) => (item.id === updated.id ? updated : item)) })),
  };
}
