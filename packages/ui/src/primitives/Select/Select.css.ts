import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { space } from '../../theme/tokens.ts';
import { focusVisible } from '../../styles/focus.ts';

export const select = style({});

/** The trigger button; its box comes from shared.input. */
export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space[2],
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    [`${select}[data-invalid] &`]: { borderColor: vars.color.danger },
    [`${select}[data-disabled] &`]: { opacity: 0.6, cursor: 'not-allowed' },
    [focusVisible]: {
      borderColor: vars.color.focusRing,
      boxShadow: `0 0 0 3px color-mix(in srgb, ${vars.color.focusRing} 30%, transparent)`,
    },
  },
});

export const value = style({
  flex: '1 1 auto',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});

export const chevron = style({
  flex: 'none',
  color: vars.color.textMuted,
  transition: 'transform 120ms',
  selectors: { [`${select}[data-open] &`]: { transform: 'rotate(180deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
