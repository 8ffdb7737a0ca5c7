import { useSyncExternalStore } from 'react';
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

/** Where a save before a reload leaves its word for the form on the reloaded page. */
const savedKey = 'spotter.reviewSaved';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

type Saved = 'created' | 'updated' | null;

/** What the page's last load saved, by trainer: read once per page and forgotten in the storage. */
const taken = new Map<string, Saved>();

function savedBeforeLoad(trainerId: string): Saved {
  if (!taken.has(trainerId)) {
    const store = storage();
    const raw = store?.getItem(savedKey) ?? null;
    if (raw !== null) store?.removeItem(savedKey);
    const [id, what] = (raw ?? '').split(' ');
    taken.set(trainerId, id === trainerId && (what === 'created' || what === 'updated') ? what : null);
  }
  return taken.get(trainerId) ?? null;
}

/** The kept word changes only by a reload: nothing to subscribe to. */
const unchanging = () => () => {};

/** A client writes or edits their one review of a trainer (PUT /api/trainers/{id}/review). */
export default function ReviewFormIsland({ locale, trainerId, initial, afterSave = 'reload', headingLevel }: Props) {
  initLocale(locale);
  const current = useStore($locale);
  // The reload that shows the review in the list would drop the form's thanks: it is carried over.
  // The server renders without it; the browser's first render after hydration has it.
  const savedBefore = useSyncExternalStore(
    unchanging,
    () => savedBeforeLoad(trainerId),
    () => null,
  );
  return (
    <I18nProvider locale={intlLocale(current)}>
      <ReviewForm
        key={savedBefore ?? 'none'}
        initial={initial}
        headingLevel={headingLevel}
        savedBefore={savedBefore}
        onSubmit={async (review) => {
          const saved = await sendChecked<TrainerReview, 'reviewWrite'>(
            'PUT',
            `/api/trainers/${encodeURIComponent(trainerId)}/review`,
            'reviewWrite',
            review,
          );
          if (afterSave === 'reload') {
            storage()?.setItem(savedKey, `${trainerId} ${initial === null ? 'created' : 'updated'}`);
            window.location.reload();
          }
          return saved;
        }}
      />
    </I18nProvider>
  );
}
