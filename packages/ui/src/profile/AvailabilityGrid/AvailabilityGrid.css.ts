import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { fontSize, fontWeight, media, radius, space } from '../../theme/tokens.ts';
import { focusRingInset } from '../../styles/focus.ts';
import { stack } from '../../styles/controls.ts';
import { rowHeader, slotName } from '../weekTable/weekTable.css.ts';

export const wrap = style(stack(space[2]));

export const label = style({ fontSize: fontSize.sm, fontWeight: fontWeight.semibold, color: vars.color.text });

export const help = style({ margin: 0, fontSize: fontSize.sm, color: vars.color.textMuted });

/** A screen too narrow for even the shortest layout scrolls the grid sideways rather than cutting it. */
export const scroller = style({ overflowX: 'auto', paddingBlock: space[1] });

/**
 * On phones each column is as wide as its longest word needs and the rest is shared, so all four
 * slots fit a 375 px screen in every language with no name broken inside a word; from tablet
 * width up the columns are equal.
 */
export const grid = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: '2px',
  tableLayout: 'auto',
  selectors: { '&[data-disabled]': { opacity: 0.6 } },
  '@media': { [media.tablet]: { tableLayout: 'fixed', borderSpacing: space[1] } },
});

// Slot and day names wrap between words only ('Poslijepodne' and 'Wed' stay whole).
globalStyle(`${grid} ${slotName}, ${grid} ${rowHeader}`, { overflowWrap: 'normal', wordBreak: 'normal' });

/** On phones as wide as the short day names need; from tablet width up room for the full ones. */
export const corner = style({ '@media': { [media.tablet]: { width: '8rem' } } });

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
