import { useStore } from '@nanostores/react';
import { I18nProvider } from 'react-aria-components';
import type { Locale, TrainerRating, TrainerReview, TrainerReviewPage } from '@spotter/domain';
import { ReviewList } from '@spotter/ui/reviews/ReviewList/index.ts';
import { ReviewReplyForm } from '@spotter/ui/reviews/ReviewReplyForm/index.ts';
import { intlLocale } from '@spotter/ui/i18n/intlLocale.ts';
import { $locale, initLocale } from '@spotter/ui/stores/index.ts';
import { sendChecked } from './api.ts';
import { useReviewPages } from './reviews.ts';

interface Props {
  locale: Locale;
  /** The signed-in trainer. */
  trainerId: string;
  /** The first page (reviewsOf with `pageSize`). */
  initial: TrainerReviewPage;
  rating: TrainerRating;
  /** Reviews per page when more are loaded. */
  pageSize?: number;
  emptyTitle?: string;
  emptyBody?: string;
  headingLevel?: 2 | 3 | 4;
}

/** The trainer's own reviews, each without a reply offering one (POST /api/reviews/{id}/reply). */
export default function ReviewReplyIsland({
  locale,
  trainerId,
  initial,
  rating,
  pageSize,
  emptyTitle,
  emptyBody,
  headingLevel,
}: Props) {
  initLocale(locale);
  const current = useStore($locale);
  const reviews = useReviewPages(trainerId, initial, pageSize);
  return (
    <I18nProvider locale={intlLocale(current)}>
      <ReviewList
        items={reviews.items}
        rating={rating}
        emptyTitle={emptyTitle}
        emptyBody={emptyBody}
        headingLevel={headingLevel}
        hasMore={reviews.hasMore}
        onLoadMore={reviews.loadMore}
        renderActions={(review, { headingId }) =>
          review.reply ? null : (
            <ReviewReplyForm
              authorName={review.authorName}
              describedBy={headingId}
              onSubmit={async (reply) => {
                reviews.replace(
                  await sendChecked<TrainerReview, 'reviewReply'>(
                    'POST',
                    `/api/reviews/${encodeURIComponent(review.id)}/reply`,
                    'reviewReply',
                    { reply },
                  ),
                );
              }}
            />
          )
        }
      />
    </I18nProvider>
  );
}
