import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { fontSize, radius, space } from '../../theme/tokens.ts';
import { stack } from '../../styles/controls.ts';

export const newField = style(stack(space[2]));

export const meter = style({ ...stack(space[1]) });

export const bars = style({ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: space[1] });

export const bar = style({
  height: '6px',
  borderRadius: radius.full,
  background: vars.color.border,
  selectors: {
    [`${meter}[data-strength="weak"] &[data-filled]`]: { background: vars.color.danger },
    [`${meter}[data-strength="fair"] &[data-filled]`]: { background: vars.color.warning },
    [`${meter}[data-strength="good"] &[data-filled]`]: { background: vars.color.success },
    [`${meter}[data-strength="strong"] &[data-filled]`]: { background: vars.color.success },
  },
});

export const meterText = style({ fontSize: fontSize.sm, color: vars.color.textMuted });
