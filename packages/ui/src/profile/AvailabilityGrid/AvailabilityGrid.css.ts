import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { fontSize, fontWeight, media, radius, space } from '../../theme/tokens.ts';
import { focusRingInset } from '../../styles/focus.ts';
import { stack } from '../../styles/controls.ts';
import { visuallyHiddenRules } from '../../styles/shared.css.ts';

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

/** The full weekday name: read by screen readers always, shown from tablet width up. */
export const dayFull = style({
  ...visuallyHiddenRules,
  '@media': {
    [media.tablet]: {
      position: 'static',
      width: 'auto',
      height: 'auto',
      margin: 0,
      overflow: 'visible',
      clip: 'auto',
      whiteSpace: 'normal',
    },
  },
});

/** The short weekday name shown on phones instead. */
export const dayShort = style({ '@media': { [media.tablet]: { display: 'none' } } });

export const columnHeader = style({
  padding: `0 0 ${space[1]}`,
  textAlign: 'center',
  verticalAlign: 'bottom',
  fontWeight: fontWeight.regular,
});

export const slotName = style({
  display: 'block',
  // 11px on phones: 'Afternoon' and 'Nachmittag' still fit a quarter of the row unbroken.
  fontSize: '0.6875rem',
  overflowWrap: 'anywhere',
  '@media': { [media.tablet]: { fontSize: fontSize.sm } },
  fontWeight: fontWeight.semibold,
  color: vars.color.text,
});

export const slotHours = style({
  display: 'block',
  fontSize: fontSize.xs,
  color: vars.color.textMuted,
  lineHeight: 1.3,
});

export const rowHeader = style({
  paddingInlineEnd: space[2],
  textAlign: 'start',
  fontSize: fontSize.sm,
  fontWeight: fontWeight.medium,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

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
