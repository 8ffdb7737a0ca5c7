import { useStore } from '@nanostores/react';
import { I18nProvider } from 'react-aria-components';
import type { Locale, TrainerReview } from '@spotter/domain';
import { ReviewForm } from '@spotter/ui/reviews/ReviewForm/index.ts';
import { intlLocale } from '@spotter/ui/i18n/intlLocale.ts';
import { $locale, initLocale } from '@spotter/ui/stores/index.ts';
import { sendChecked } from './api.ts';

interface Props {
  locale: Locale;
  trainerId: string;
  /** The signed-in client's review of this trainer (ownReviewOf), or null for a first review. */
  initial: TrainerReview | null;
  /**
   * 'reload' (default): the page loads again once the review is saved, so its list, average and
   * structured data include it. 'stay': the form says it was saved and goes on editing.
   */
  afterSave?: 'reload' | 'stay';
  /** Level of the form's heading, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
}

/** A client writes or edits their one review of a trainer (PUT /api/trainers/{id}/review). */
export default function ReviewFormIsland({ locale, trainerId, initial, afterSave = 'reload', headingLevel }: Props) {
  initLocale(locale);
  const current = useStore($locale);
  return (
    <I18nProvider locale={intlLocale(current)}>
      <ReviewForm
        initial={initial}
        headingLevel={headingLevel}
        onSubmit={async (review) => {
          const saved = await sendChecked<TrainerReview, 'reviewWrite'>(
            'PUT',
            `/api/trainers/${encodeURIComponent(trainerId)}/review`,
            'reviewWrite',
            review,
          );
          if (afterSave === 'reload') window.location.reload();
          return saved;
        }}
      />
    </I18nProvider>
  );
}
