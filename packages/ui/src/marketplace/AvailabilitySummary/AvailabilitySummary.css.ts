import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { fontSize, fontWeight, media, radius, space } from '../../theme/tokens.ts';
import { stack } from '../../styles/controls.ts';
import { visuallyHiddenRules } from '../../styles/shared.css.ts';

export const wrap = style(stack(space[2]));

export const none = style({ margin: 0, fontSize: fontSize.sm, color: vars.color.textMuted });

/** Very narrow screens scroll the table sideways rather than squeezing the hours. */
export const scroller = style({ overflowX: 'auto' });

export const table = style({
  width: '100%',
  minWidth: '300px',
  borderCollapse: 'separate',
  borderSpacing: space[1],
  tableLayout: 'fixed',
});

export const corner = style({ width: '3rem', '@media': { [media.tablet]: { width: '7rem' } } });

export const columnHeader = style({
  padding: `0 0 ${space[1]}`,
  textAlign: 'center',
  verticalAlign: 'bottom',
  fontWeight: fontWeight.regular,
});

export const slotName = style({
  display: 'block',
  fontSize: '0.6875rem',
  fontWeight: fontWeight.semibold,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  '@media': { [media.tablet]: { fontSize: fontSize.sm } },
});

export const slotHours = style({
  display: 'block',
  fontSize: fontSize.xs,
  lineHeight: 1.3,
  color: vars.color.textMuted,
});

export const rowHeader = style({
  paddingInlineEnd: space[2],
  textAlign: 'start',
  fontSize: fontSize.sm,
  fontWeight: fontWeight.medium,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

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

export const cell = style({
  height: '32px',
  padding: 0,
  borderRadius: radius.sm,
  background: vars.color.surfaceSunken,
  textAlign: 'center',
  verticalAlign: 'middle',
  selectors: {
    '&[data-available]': { background: vars.color.primarySoft, color: vars.color.primary },
  },
});

export const mark = style({ display: 'inline-block', verticalAlign: 'middle' });

export const zone = style({ margin: 0, fontSize: fontSize.sm, color: vars.color.textMuted });
