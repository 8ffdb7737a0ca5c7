import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { fontSize, fontWeight, media, space } from '../../theme/tokens.ts';
import { visuallyHiddenRules } from '../../styles/shared.css.ts';

/** The header cells of a week table (days down the side, time slots across the top). */

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
