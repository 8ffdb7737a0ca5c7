import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { fontSize, fontWeight, radius, space } from '../../theme/tokens.ts';
import { focusRing, focusVisible } from '../../styles/focus.ts';
import { stack } from '../../styles/controls.ts';
import * as shared from '../../styles/shared.css.ts';
import { tones } from '../../styles/tones.ts';

export const entry = style({
  ...stack(space[3]),
  borderRadius: radius.sm,
  outline: 'none',
  selectors: { '&:focus-visible': focusRing },
});

export const header = style({ display: 'flex', alignItems: 'center', gap: space[3], minWidth: 0 });

/** The A / B1 mark; in a superset it sits on the rail that joins the exercises. */
export const label = style({
  position: 'relative',
  zIndex: 1,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  minWidth: '2rem',
  height: '2rem',
  padding: `0 ${space[1]}`,
  borderRadius: radius.full,
  background: vars.color.primarySoft,
  color: vars.color.text,
  fontSize: fontSize.sm,
  fontWeight: fontWeight.bold,
});

export const titleBox = style({ flex: 1, minWidth: 0 });

export const name = style({
  margin: 0,
  fontSize: fontSize.md,
  fontWeight: fontWeight.semibold,
  overflowWrap: 'anywhere',
});

export const summary = style({ margin: 0, fontSize: fontSize.sm, color: vars.color.textMuted });

export const hiddenLabel = shared.visuallyHidden;

export const loadRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: space[3] });

export const toggleGroup = style({
  display: 'inline-flex',
  // Level with the 1RM field's box beside it, under that field's label (a small line and its gap).
  marginBlockStart: `calc(${fontSize.sm} * 1.5 + ${space[1]} + 2px)`,
  selectors: { [`${loadRow} > &:only-child`]: { marginBlockStart: 0 } },
  padding: '2px',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: radius.md,
  background: vars.color.surface,
});

export const toggle = style({
  minHeight: '36px',
  minWidth: '3.5rem',
  padding: `0 ${space[3]}`,
  border: 'none',
  borderRadius: radius.sm,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: fontSize.sm,
  fontWeight: fontWeight.medium,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]:not([data-selected])': { background: vars.color.surfaceSunken },
    '&[data-selected]': { background: vars.color.primary, color: vars.color.primaryText },
    [focusVisible]: focusRing,
  },
});

export const oneRm = style({ width: '10rem' });

export const tableScroll = style({
  overflowX: 'auto',
  // Room for the focus rings of the first and last columns, which overflow would clip.
  padding: '3px',
  margin: '-3px',
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: fontSize.sm });

globalStyle(`${table} th, ${table} td`, { padding: space[1], textAlign: 'start', verticalAlign: 'top' });
globalStyle(`${table} thead th`, { color: vars.color.textMuted, fontWeight: fontWeight.medium, whiteSpace: 'nowrap' });

export const setNumberHead = style({ width: '2.5rem' });

export const setNumber = style({
  lineHeight: '36px',
  fontWeight: fontWeight.semibold,
});

globalStyle(`${table} ${setNumber}`, { textAlign: 'center' });

export const cell = style({ display: 'flex', flexDirection: 'column', gap: space[1] });

export const cellInput = style([
  shared.input,
  {
    width: '4.25rem',
    minHeight: '36px',
    padding: `0 ${space[2]}`,
    fontSize: fontSize.sm,
    fontVariantNumeric: 'tabular-nums',
    selectors: { '&[data-wide]': { width: '4.75rem', textTransform: 'uppercase' } },
  },
]);

export const cellError = style({
  maxWidth: '9rem',
  color: tones.danger.text,
  fontSize: fontSize.xs,
});

export const setActions = style({ display: 'flex', gap: space[2] });

export const errors = style({
  margin: 0,
  paddingInlineStart: space[4],
  color: tones.danger.text,
  fontSize: fontSize.sm,
  borderRadius: radius.sm,
  outline: 'none',
  selectors: { '&:focus-visible': focusRing },
});

export const note = style({ maxWidth: '40rem' });

// A note is a line or two: the field starts low and grows by the handle.
globalStyle(`${note} textarea`, { minHeight: '4.5rem' });
