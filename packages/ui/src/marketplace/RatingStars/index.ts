export { RatingStars, ratingStarsSizes } from './RatingStars.tsx';
export type { RatingStarsProps, RatingStarsSize } from './RatingStars.tsx';
