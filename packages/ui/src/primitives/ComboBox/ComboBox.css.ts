import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { fontSize, radius, space } from '../../theme/tokens.ts';
import * as shared from '../../styles/shared.css.ts';
import { focusRing, focusVisible } from '../../styles/focus.ts';

export const comboBox = style({});

export const inputWrap = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const input = style([shared.input, { paddingRight: '44px' }]);

export const trigger = style({
  position: 'absolute',
  right: space[1],
  top: '50%',
  transform: 'translateY(-50%)',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '36px',
  height: '36px',
  padding: 0,
  border: 'none',
  borderRadius: radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]:not([data-disabled])': { background: vars.color.surfaceSunken, color: vars.color.text },
    [focusVisible]: { ...focusRing, outlineOffset: '1px' },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

export const chevron = style({
  transition: 'transform 120ms',
  selectors: { [`${comboBox}[data-open] &`]: { transform: 'rotate(180deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const listBox = style({ outline: 'none', padding: `${space[1]} 0` });

export const empty = style({
  padding: `${space[2]} ${space[3]}`,
  color: vars.color.textMuted,
  fontSize: fontSize.sm,
});

export const check = style({
  flex: 'none',
  marginInlineStart: 'auto',
  color: vars.color.primary,
  visibility: 'hidden',
  selectors: { '[data-selected] > &': { visibility: 'visible' } },
});
