import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { fontSize, fontWeight, space } from '../../theme/tokens.ts';

/** The help text under a field. */
export const description = style({ fontSize: fontSize.sm, color: vars.color.textMuted });

/** The error under a field, shown while it is invalid. */
export const fieldError = style({
  fontSize: fontSize.sm,
  color: vars.color.dangerText,
  fontWeight: fontWeight.medium,
});

/** The list in a Select's or ComboBox's popover. */
export const optionList = style({ outline: 'none', padding: `${space[1]} 0` });

export const option = style({
  padding: `${space[2]} ${space[3]}`,
  cursor: 'pointer',
  outline: 'none',
  display: 'flex',
  alignItems: 'center',
  gap: space[2],
  selectors: {
    '&[data-focused], &[data-hovered]': { background: vars.color.primarySoft },
    '&[data-selected]': { fontWeight: fontWeight.semibold },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

/** The tick, drawn only on the chosen option. */
export const optionCheck = style({
  flex: 'none',
  marginInlineStart: 'auto',
  color: vars.color.primary,
  visibility: 'hidden',
  selectors: { '[data-selected] > &': { visibility: 'visible' } },
});
