import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { fontSize, fontWeight, space } from '../../theme/tokens.ts';

export const titleRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space[2] });

/** The current coaches, then those who left, one under the other. */
export const groups = style({ display: 'flex', flexDirection: 'column', gap: space[4] });

export const groupTitle = style({
  margin: 0,
  fontSize: fontSize.md,
  fontWeight: fontWeight.semibold,
  color: vars.color.text,
});
