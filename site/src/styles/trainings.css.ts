import { style } from '@vanilla-extract/css';
import { vars } from '@spotter/ui/theme/contract.css.ts';
import { fontSize, fontWeight, radius, space } from '@spotter/ui/theme/tokens.ts';

export const plans = style({ display: 'flex', flexDirection: 'column', gap: space[3] });

export const planList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: space[2],
});

export const planLink = style({
  color: vars.color.primary,
  fontWeight: fontWeight.medium,
  borderRadius: radius.sm,
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
});

export const planMeta = style({ color: vars.color.textMuted, fontSize: fontSize.sm, marginInlineStart: space[2] });
