import { style } from '@vanilla-extract/css';
import * as shared from '../../styles/shared.css.ts';
import { vars } from '../../theme/contract.css.ts';
import { fontSize, fontWeight, radius, space } from '../../theme/tokens.ts';
import { focusRing, focusVisible } from '../../styles/focus.ts';
import { inputIconButton } from '../../styles/controls.ts';

/** The bordered box holding the date segments and the calendar button. */
export const group = style([
  shared.input,
  {
    display: 'flex',
    alignItems: 'center',
    gap: space[2],
    paddingBlock: 0,
    paddingInlineEnd: space[1],
    cursor: 'text',
  },
]);

export const dateInput = style({
  flex: '1 1 auto',
  display: 'flex',
  alignItems: 'center',
  minWidth: 0,
  fontVariantNumeric: 'tabular-nums',
});

/**
 * A day, month or year to type in. At least 24 px wide (WCAG 2.5.8 target size): a one-digit day
 * or month would be a 14 px target, too small to tap, jammed against the next one.
 */
export const segment = style({
  padding: `1px 2px`,
  minInlineSize: '24px',
  boxSizing: 'border-box',
  borderRadius: radius.sm,
  color: vars.color.text,
  caretColor: 'transparent',
  outline: 'none',
  textAlign: 'center',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-type="literal"]': { color: vars.color.textMuted, paddingInline: '3px', minInlineSize: 0 },
    '&[data-invalid]': { color: vars.color.dangerText },
    // The ring hugs the segment, so the separators beside it stay visible.
    '&[data-focused], &:focus': { background: vars.color.primary, color: vars.color.primaryText, outlineOffset: 0 },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

export const calendarButton = style({
  flex: 'none',
  ...inputIconButton,
  selectors: {
    ...inputIconButton.selectors,
    '&[data-pressed]': { background: vars.color.surfaceSunken, color: vars.color.text },
  },
});

export const popover = style([shared.popover, { minWidth: 'auto', maxHeight: 'none', overflow: 'visible' }]);

export const dialog = style({ outline: 'none', padding: space[3] });

export const calendar = style({ display: 'flex', flexDirection: 'column', gap: space[2] });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space[2],
});

export const heading = style({
  margin: 0,
  fontSize: fontSize.md,
  fontWeight: fontWeight.semibold,
  textAlign: 'center',
  flex: '1 1 auto',
});

export const grid = style({ borderCollapse: 'collapse', borderSpacing: 0 });

export const headerCell = style({
  paddingBottom: space[1],
  fontSize: fontSize.xs,
  fontWeight: fontWeight.semibold,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const cell = style({
  width: '40px',
  height: '40px',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: radius.full,
  fontSize: fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-outside-month]': { visibility: 'hidden' },
    '&[data-today]': { fontWeight: fontWeight.bold, textDecoration: 'underline', textUnderlineOffset: '3px' },
    '&[data-hovered]:not([data-selected]):not([data-disabled]):not([data-unavailable])': {
      background: vars.color.primarySoft,
    },
    '&[data-selected]': { background: vars.color.primary, color: vars.color.primaryText },
    [focusVisible]: { ...focusRing, outlineOffset: '1px' },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed', opacity: 0.6 },
    '&[data-unavailable]': { color: vars.color.textMuted, textDecoration: 'line-through', cursor: 'not-allowed' },
    '&[data-invalid][data-selected]': { background: vars.color.danger, color: vars.color.textInverse },
  },
});
