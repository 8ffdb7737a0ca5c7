import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { fontSize, fontWeight, media, radius, space } from '../../theme/tokens.ts';
import { focusRingInset } from '../../styles/focus.ts';
import { stack } from '../../styles/controls.ts';

export const wrap = style(stack(space[2]));

export const label = style({ fontSize: fontSize.sm, fontWeight: fontWeight.semibold, color: vars.color.text });

export const help = style({ margin: 0, fontSize: fontSize.sm, color: vars.color.textMuted });

/** Very narrow screens scroll the grid sideways rather than squeezing the cells below a tap target. */
export const scroller = style({ overflowX: 'auto', paddingBlock: space[1] });

export const grid = style({
  width: '100%',
  minWidth: '320px',
  borderCollapse: 'separate',
  borderSpacing: space[1],
  tableLayout: 'fixed',
  selectors: { '&[data-disabled]': { opacity: 0.6 } },
});

export const corner = style({ width: '3rem', '@media': { [media.tablet]: { width: '8rem' } } });

export const cell = style({
  height: '44px',
  padding: 0,
  borderRadius: radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.primaryText,
  textAlign: 'center',
  verticalAlign: 'middle',
  cursor: 'pointer',
  outline: 'none',
  transition: 'background-color 120ms, border-color 120ms',
  selectors: {
    '&:hover': { borderColor: vars.color.primary },
    '&[data-selected]': { background: vars.color.primary, borderColor: vars.color.primary },
    '&:focus-visible': { ...focusRingInset, outlineOffset: '2px' },
    '[data-disabled] &': { cursor: 'not-allowed' },
    '[data-disabled] &:hover': { borderColor: vars.color.borderStrong },
  },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const mark = style({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center' });

export const error = style({
  margin: 0,
  fontSize: fontSize.sm,
  color: vars.color.dangerText,
  fontWeight: fontWeight.medium,
});
