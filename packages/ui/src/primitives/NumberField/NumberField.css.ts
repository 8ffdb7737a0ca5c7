import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { fontSize, space } from '../../theme/tokens.ts';

/** The bordered box (styled with shared.input) holding the bare input and the unit. */
export const group = style({
  display: 'flex',
  alignItems: 'center',
  gap: space[2],
  cursor: 'text',
});

export const input = style({
  flex: '1 1 auto',
  minWidth: 0,
  width: '100%',
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  padding: 0,
  outline: 'none',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

export const unit = style({
  flex: 'none',
  color: vars.color.textMuted,
  fontSize: fontSize.sm,
  userSelect: 'none',
});
