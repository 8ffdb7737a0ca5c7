export { ReviewStars, reviewStarSizes } from './ReviewStars.tsx';
export type { ReviewStarsProps, ReviewStarSize } from './ReviewStars.tsx';
