import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import type { TrainerRating, TrainerReview } from '@spotter/domain';
import { m } from '@spotter/i18n';
import { Banner } from '../../primitives/Banner/index.ts';
import { Button } from '../../primitives/Button/index.ts';
import { $locale } from '../../stores/index.ts';
import { cx } from '../../styles/cx.ts';
import { visuallyHidden } from '../../styles/shared.css.ts';
import { formatRating, formatReviewDate, wasEdited } from '../format.ts';
import { ReviewStars } from '../ReviewStars/index.ts';
import * as styles from './ReviewList.css.ts';

/** What `renderActions` gets besides the review: the id of its heading, to describe a button with. */
export interface ReviewActionContext {
  headingId: string;
}

export interface ReviewListProps {
  /** Newest first, as the server pages them. */
  items: readonly TrainerReview[];
  /** The average and count, shown above the reviews when there are any. */
  rating?: TrainerRating;
  /** Replace the built-in empty message. */
  emptyTitle?: string;
  emptyBody?: string;
  /** Shows 'Show more reviews', which calls `onLoadMore`. */
  hasMore?: boolean;
  onLoadMore?: () => Promise<void>;
  /** Shown at the end of each review, e.g. the trainer's reply form; nothing when it returns null. */
  renderActions?: (review: TrainerReview, context: ReviewActionContext) => ReactNode;
  /** Names the list for screen readers. */
  label?: string;
  /** Level of each review's heading (the author), to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * A trainer's reviews: stars, the text as written (escaped, line breaks kept), the author by first
 * name and initial, the date, and the trainer's reply under it. Renders on the server as it is;
 * paging and actions need the browser.
 */
export function ReviewList({
  items,
  rating,
  emptyTitle,
  emptyBody,
  hasMore = false,
  onLoadMore,
  renderActions,
  label,
  headingLevel = 3,
  className,
}: ReviewListProps) {
  const locale = useStore($locale);
  const [loadingMore, setLoadingMore] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const articles = useRef(new Map<string, HTMLElement>());
  const focusAfterLoad = useRef<number | null>(null);

  // After 'Show more' the focus goes to the first review it brought, where reading goes on.
  useEffect(() => {
    const index = focusAfterLoad.current;
    if (index === null || index >= items.length) return;
    focusAfterLoad.current = null;
    articles.current.get(items[index]!.id)?.focus();
  }, [items]);

  async function loadMore() {
    if (!onLoadMore || loadingMore) return;
    setLoadingMore(true);
    setLoadError(null);
    focusAfterLoad.current = items.length;
    try {
      await onLoadMore();
    } catch {
      // The cause (offline, a server error) is the browser's to log; the reader gets the way on.
      focusAfterLoad.current = null;
      setLoadError(m.reviews_list_load_failed());
    } finally {
      setLoadingMore(false);
    }
  }

  return (
    <div className={cx(styles.root, className)}>
      {rating && rating.count > 0 && rating.average !== null ? (
        <p className={styles.summary}>
          <span className={styles.average} aria-hidden="true">
            {formatRating(rating.average, locale, true)}
          </span>
          <ReviewStars rating={rating.average} size="medium" decorative />
          <span className={styles.summaryText}>
            <span className={visuallyHidden}>
              {m.reviews_summary_average({ average: formatRating(rating.average, locale, true) })}
              {', '}
            </span>
            {m.reviews_summary_count({ count: rating.count })}
          </span>
        </p>
      ) : null}

      {items.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{emptyTitle ?? m.reviews_list_empty_title()}</p>
          <p className={styles.emptyBody}>{emptyBody ?? m.reviews_list_empty_body()}</p>
        </div>
      ) : (
        <ul className={styles.list} aria-label={label ?? m.reviews_list_label()}>
          {items.map((review) => (
            <li key={review.id}>
              <ReviewItem
                review={review}
                locale={locale}
                headingLevel={headingLevel}
                renderActions={renderActions}
                register={(element) => {
                  if (element) articles.current.set(review.id, element);
                  else articles.current.delete(review.id);
                }}
              />
            </li>
          ))}
        </ul>
      )}

      {loadError ? (
        <Banner tone="error">
          <p className={styles.text}>{loadError}</p>
        </Banner>
      ) : null}

      {hasMore && onLoadMore ? (
        <div className={styles.more}>
          <Button variant="secondary" isPending={loadingMore} onPress={() => void loadMore()}>
            {m.reviews_list_load_more()}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

interface ReviewItemProps {
  review: TrainerReview;
  locale: string;
  headingLevel: 2 | 3 | 4;
  renderActions: ReviewListProps['renderActions'];
  register: (element: HTMLElement | null) => void;
}

function ReviewItem({ review, locale, headingLevel, renderActions, register }: ReviewItemProps) {
  const headingId = useId();
  const article = useRef<HTMLElement | null>(null);
  const Heading = `h${headingLevel}` as const;
  const replied = review.reply !== null;

  // A reply removes the form that held the focus; the review keeps it rather than the page.
  const shownReplied = useRef(replied);
  useEffect(() => {
    if (shownReplied.current === replied) return;
    shownReplied.current = replied;
    const active = document.activeElement;
    if (!active || active === document.body) article.current?.focus();
  }, [replied]);

  const actions = renderActions?.(review, { headingId });
  return (
    <article
      ref={(element) => {
        article.current = element;
        register(element);
      }}
      tabIndex={-1}
      aria-labelledby={headingId}
      className={styles.review}
    >
      <div className={styles.header}>
        <Heading id={headingId} className={styles.author}>
          {review.authorName || m.reviews_list_author_fallback()}
        </Heading>
        <ReviewStars rating={review.rating} />
      </div>
      <p className={styles.meta}>
        <time dateTime={review.createdAt}>{formatReviewDate(review.createdAt, locale)}</time>
        {wasEdited(review.createdAt, review.updatedAt) ? (
          <>
            <span aria-hidden="true"> · </span>
            <span className={visuallyHidden}>, </span>
            {m.reviews_list_edited()}
          </>
        ) : null}
      </p>
      <p className={styles.body}>{review.body}</p>
      {review.reply ? (
        <div className={styles.reply}>
          <p className={styles.replyTitle}>
            {m.reviews_list_reply()}
            <span aria-hidden="true"> · </span>
            <span className={visuallyHidden}>, </span>
            <time dateTime={review.reply.at} className={styles.replyDate}>
              {formatReviewDate(review.reply.at, locale)}
            </time>
          </p>
          <p className={styles.body}>{review.reply.body}</p>
        </div>
      ) : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </article>
  );
}
