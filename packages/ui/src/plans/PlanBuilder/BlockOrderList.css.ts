import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { fontSize, fontWeight, radius, space } from '../../theme/tokens.ts';
import { focusRing, focusRingInset, focusVisible } from '../../styles/focus.ts';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[2],
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-drop-target]': { outline: `2px dashed ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const item = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: space[3],
  minHeight: '56px',
  padding: `${space[2]} ${space[3]}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.md,
  background: vars.color.surface,
  outline: 'none',
  selectors: {
    [focusVisible]: focusRingInset,
    '&[data-dragging]': { opacity: 0.5 },
    '&[data-drop-target]': { borderColor: vars.color.focusRing, background: vars.color.primarySoft },
  },
});

export const handle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '36px',
  height: '36px',
  padding: 0,
  border: 'none',
  borderRadius: radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'grab',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceSunken, color: vars.color.text },
    [focusVisible]: focusRing,
  },
});

export const letter = style({
  minWidth: '2rem',
  color: vars.color.primary,
  fontWeight: fontWeight.bold,
  fontSize: fontSize.sm,
});

export const text = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const name = style({ fontWeight: fontWeight.semibold, overflowWrap: 'anywhere' });

export const targets = style({ color: vars.color.textMuted, fontSize: fontSize.sm });
