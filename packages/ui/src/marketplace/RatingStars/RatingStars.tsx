import { getLocale, m } from '@spotter/i18n';
import { StarIcon } from '../../icons/index.ts';
import { cx } from '../../styles/cx.ts';
import { visuallyHidden } from '../../styles/shared.css.ts';
import { formatCount, formatRating } from '../format.ts';
import * as styles from './RatingStars.css.ts';

export const ratingStarsSizes = ['small', 'medium'] as const;
export type RatingStarsSize = (typeof ratingStarsSizes)[number];

export interface RatingStarsProps {
  /** The average of the reviews, 1 to 5; null without any. */
  average: number | null;
  /** How many reviews there are. */
  count: number;
  /** small: compact stars and "(23)"; medium: larger stars and "23 reviews". */
  size?: RatingStarsSize;
  className?: string;
}

const starIndexes = [0, 1, 2, 3, 4] as const;

/**
 * A rating as five stars filled to the average, the average with one decimal and the number of
 * reviews; read out as one phrase ("4.6 out of 5 (23 reviews)"). No scripts: it renders as it is.
 */
export function RatingStars({ average, count, size = 'small', className }: RatingStarsProps) {
  const locale = getLocale();
  if (average === null || count <= 0) {
    return (
      <span className={cx(styles.rating({ size }), styles.none, className)} data-empty="">
        {m.marketplace_rating_none()}
      </span>
    );
  }
  const clamped = Math.min(5, Math.max(0, average));
  const averageText = formatRating(clamped, locale);
  const countText = formatCount(count, locale);
  const starSize = size === 'small' ? 14 : 18;
  return (
    <span className={cx(styles.rating({ size }), className)}>
      <span className={styles.stars} aria-hidden="true">
        <span className={styles.starRow}>
          {starIndexes.map((index) => (
            <StarIcon key={index} size={starSize} strokeWidth={1.5} className={styles.emptyStar} />
          ))}
        </span>
        {/* Rounded to a tenth, as the number beside it. */}
        <span
          className={cx(styles.starRow, styles.filled)}
          style={{ width: `${(Number(clamped.toFixed(1)) / 5) * 100}%` }}
        >
          {starIndexes.map((index) => (
            <StarIcon key={index} size={starSize} strokeWidth={1.5} fill="currentColor" className={styles.star} />
          ))}
        </span>
      </span>
      <span className={styles.average} aria-hidden="true">
        {averageText}
      </span>
      <span className={styles.count} aria-hidden="true">
        {size === 'small' ? `(${countText})` : m.marketplace_rating_count({ count, countText })}
      </span>
      <span className={visuallyHidden}>{m.marketplace_rating_label({ average: averageText, count, countText })}</span>
    </span>
  );
}
