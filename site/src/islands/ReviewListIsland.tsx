import { useStore } from '@nanostores/react';
import { I18nProvider } from 'react-aria-components';
import type { Locale, TrainerRating, TrainerReviewPage } from '@spotter/domain';
import { ReviewList } from '@spotter/ui/reviews/ReviewList/index.ts';
import { intlLocale } from '@spotter/ui/i18n/intlLocale.ts';
import { $locale, initLocale } from '@spotter/ui/stores/index.ts';
import { useReviewPages } from './reviews.ts';

interface Props {
  locale: Locale;
  trainerId: string;
  /** The first page (reviewsOf with `pageSize`). */
  initial: TrainerReviewPage;
  /** The average and count shown above the reviews. */
  rating?: TrainerRating;
  /** Reviews per page when more are loaded. */
  pageSize?: number;
  headingLevel?: 2 | 3 | 4;
}

/** A trainer's reviews for anyone, with 'Show more reviews' (GET /api/trainers/{id}/reviews). */
export default function ReviewListIsland({ locale, trainerId, initial, rating, pageSize, headingLevel }: Props) {
  initLocale(locale);
  const current = useStore($locale);
  const reviews = useReviewPages(trainerId, initial, pageSize);
  return (
    <I18nProvider locale={intlLocale(current)}>
      <ReviewList
        items={reviews.items}
        rating={rating}
        headingLevel={headingLevel}
        hasMore={reviews.hasMore}
        onLoadMore={reviews.loadMore}
      />
    </I18nProvider>
  );
}
