import { style } from '@vanilla-extract/css';
import { vars } from '@spotter/ui/theme/contract.css.ts';
import { fontSize, fontWeight, radius, space } from '@spotter/ui/theme/tokens.ts';

/** "Back to exercises / plans": a quiet link above a page's heading. */
export const backLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space[1],
  color: vars.color.primary,
  fontSize: fontSize.sm,
  fontWeight: fontWeight.medium,
  textDecoration: 'none',
  borderRadius: radius.sm,
  ':hover': { textDecoration: 'underline' },
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
});

export const sectionHeading = style({ fontSize: fontSize.lg, fontWeight: fontWeight.semibold, lineHeight: 1.3 });
