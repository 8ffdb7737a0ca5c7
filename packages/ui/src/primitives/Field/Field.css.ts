import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { fontSize, fontWeight } from '../../theme/tokens.ts';

/** The help text under a field. */
export const description = style({ fontSize: fontSize.sm, color: vars.color.textMuted });

/** The error under a field, shown while it is invalid. */
export const fieldError = style({
  fontSize: fontSize.sm,
  color: vars.color.dangerText,
  fontWeight: fontWeight.medium,
});
