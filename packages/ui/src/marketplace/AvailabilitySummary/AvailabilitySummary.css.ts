import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { fontSize, media, radius, space } from '../../theme/tokens.ts';
import { stack } from '../../styles/controls.ts';

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
