export { Card, cardElements } from './Card.tsx';
export type { CardProps, CardElement, HeadingLevel } from './Card.tsx';
