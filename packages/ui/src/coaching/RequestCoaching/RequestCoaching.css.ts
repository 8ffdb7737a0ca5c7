import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { fontSize, fontWeight, lineHeight, radius, space } from '../../theme/tokens.ts';
import { stack } from '../../styles/controls.ts';

export const panel = style({
  ...stack(space[4]),
  padding: space[5],
  borderRadius: radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  scrollMarginTop: space[4],
});

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: fontSize.xl,
  fontWeight: fontWeight.bold,
  lineHeight: lineHeight.tight,
});

export const text = style({ margin: 0, color: vars.color.textMuted });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space[3] });

export const form = style(stack(space[4]));

export const done = style({ ...stack(space[3]), outline: 'none' });

export const nameFields = style({
  ...stack(space[3]),
  margin: 0,
  padding: 0,
  border: 'none',
  minInlineSize: 0,
});

export const nameLegend = style({ padding: 0, marginBottom: space[3], color: vars.color.textMuted });
