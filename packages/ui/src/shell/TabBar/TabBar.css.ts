import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRingInset } from '../../styles/focus.ts';
import { fontSize, fontWeight, media, radius, space } from '../../theme/tokens.ts';

export const root = style({ gap: space[4] });

/** A sunken track with the selected tab raised on it, scrolling sideways when it is too wide. */
export const list = style({
  display: 'flex',
  gap: space[1],
  padding: space[1],
  borderRadius: radius.lg,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  overflowX: 'auto',
  scrollbarWidth: 'none',
  maxWidth: '100%',
  width: 'fit-content',
  selectors: {
    '&[data-orientation="horizontal"]': { padding: space[1], borderBottom: `1px solid ${vars.color.border}` },
    '&[data-full-width]': { width: '100%' },
  },
});

export const tab = style({
  flex: '0 0 auto',
  justifyContent: 'center',
  minHeight: '40px',
  padding: `0 ${space[4]}`,
  borderRadius: radius.md,
  fontSize: fontSize.sm,
  color: vars.color.textMuted,
  transition: 'background-color 140ms, color 140ms, box-shadow 140ms',
  '::after': { display: 'none' },
  selectors: {
    '[data-full-width] &': { flex: '1 0 auto' },
    '&[data-hovered]:not([data-selected]):not([data-disabled])': {
      background: `color-mix(in srgb, ${vars.color.surface} 60%, transparent)`,
    },
    '&[data-selected]': {
      background: vars.color.surface,
      color: vars.color.text,
      fontWeight: fontWeight.semibold,
      boxShadow: vars.shadow.sm,
    },
    '&[data-focus-visible]': focusRingInset,
  },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const panel = style({ minWidth: 0 });
