export { Badge, badgeTones } from './Badge.tsx';
export type { BadgeProps, BadgeTone, CountBadgeProps, StatusBadgeProps } from './Badge.tsx';
