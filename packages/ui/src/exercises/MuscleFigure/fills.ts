import { vars } from '../../theme/contract.css.ts';

/** The colours a muscle is drawn in, shared with the legends that explain them. */
export const muscleFills = {
  primary: vars.color.primary,
  secondary: `color-mix(in srgb, ${vars.color.primary} 40%, ${vars.color.surface})`,
  other: `color-mix(in srgb, ${vars.color.borderStrong} 30%, ${vars.color.surface})`,
} as const;
