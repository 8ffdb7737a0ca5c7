export { TrainerCard, trainerCardLimits } from './TrainerCard.tsx';
export type { TrainerCardProps } from './TrainerCard.tsx';
