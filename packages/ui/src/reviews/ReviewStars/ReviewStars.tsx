import { useStore } from '@nanostores/react';
import { reviewLimits } from '@spotter/domain';
import { m } from '@spotter/i18n';
import { StarIcon } from '../../icons/index.ts';
import { $locale } from '../../stores/index.ts';
import { cx } from '../../styles/cx.ts';
import { formatRating } from '../format.ts';
import * as styles from './ReviewStars.css.ts';

export const reviewStarSizes = ['small', 'medium', 'large'] as const;
export type ReviewStarSize = (typeof reviewStarSizes)[number];

const pixels: Record<ReviewStarSize, number> = { small: 16, medium: 20, large: 28 };
const positions = Array.from({ length: reviewLimits.maxRating }, (_, i) => i + 1);

export interface ReviewStarsProps {
  /** 0–5; a fraction (an average) fills part of a star. */
  rating: number;
  size?: ReviewStarSize;
  /** Hidden from screen readers, for when the rating is said in text next to it. */
  decorative?: boolean;
  className?: string;
}

/** A rating as five stars, named for screen readers ("Rated 4.5 out of 5"). */
export function ReviewStars({ rating, size = 'small', decorative = false, className }: ReviewStarsProps) {
  const locale = useStore($locale);
  const value = Math.min(reviewLimits.maxRating, Math.max(0, Number.isFinite(rating) ? rating : 0));
  const row = (filled: boolean) =>
    positions.map((position) => (
      <StarIcon key={position} size={pixels[size]} strokeWidth={1.5} fill={filled ? 'currentColor' : 'none'} />
    ));
  return (
    <span
      className={cx(styles.stars, className)}
      {...(decorative
        ? { 'aria-hidden': true }
        : { role: 'img', 'aria-label': m.reviews_stars_label({ rating: formatRating(value, locale) }) })}
    >
      <span className={styles.empty}>{row(false)}</span>
      <span className={styles.filled} style={{ width: `${(value / reviewLimits.maxRating) * 100}%` }}>
        {row(true)}
      </span>
    </span>
  );
}
