import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { space } from '../../theme/tokens.ts';

/** Holds the select and the chevron drawn over its right edge. */
export const box = style({ position: 'relative', display: 'flex', alignItems: 'center' });

/** The browser's own select, its box from shared.input and its arrow replaced by ours. */
export const select = style({
  appearance: 'none',
  cursor: 'pointer',
  paddingInlineEnd: `calc(${space[3]} + 24px)`,
  selectors: {
    '&:invalid, &[data-placeholder]': { color: vars.color.textMuted },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
  },
});

/** Options keep the text colour whatever the closed select shows (the placeholder is muted). */
export const option = style({ color: vars.color.text });

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: space[3],
  pointerEvents: 'none',
  color: vars.color.textMuted,
});
