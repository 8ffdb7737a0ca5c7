import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRingInset } from '../../styles/focus.ts';
import { fontSize, fontWeight, media, radius, space, zIndex } from '../../theme/tokens.ts';
import { tones } from '../../styles/tones.ts';

const popIn = keyframes({ from: { opacity: 0, transform: 'scale(0.97)' }, to: { opacity: 1, transform: 'none' } });

export const popover = style({
  minWidth: 'max(var(--trigger-width, 0px), 200px)',
  maxWidth: 'min(320px, calc(100vw - 16px))',
  padding: space[1],
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.md,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  zIndex: zIndex.overlay,
  selectors: {
    '&[data-entering]': { animation: `${popIn} 120ms ease-out` },
    '&:focus-visible': { outline: 'none' },
  },
  '@media': { [media.reducedMotion]: { selectors: { '&[data-entering]': { animation: 'none' } } } },
});

export const menu = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  outline: 'none',
  maxHeight: 'inherit',
  overflowY: 'auto',
  // Opened by pointer, the list itself holds focus; the items show keyboard focus.
  selectors: { '&:focus-visible': { outline: 'none' } },
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: space[3],
  minHeight: '40px',
  padding: `0 ${space[3]}`,
  borderRadius: radius.sm,
  color: vars.color.text,
  fontSize: fontSize.sm,
  fontWeight: fontWeight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.surfaceSunken },
    // Pointer hover moves focus too; only keyboard focus (react-aria's flag) gets the ring.
    '&:focus-visible': { outline: 'none' },
    '&[data-focus-visible]': focusRingInset,
    '&[data-pressed]': { background: vars.color.primarySoft },
    '&[data-disabled]': { opacity: 0.6, cursor: 'not-allowed' },
    '&[data-tone="danger"]': { color: tones.danger.text },
    '&[data-tone="danger"][data-focused]': { background: tones.danger.soft },
  },
});

export const icon = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  selectors: { [`${item}[data-tone="danger"] &`]: { color: 'inherit' } },
});

export const label = style({ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' });

export const separator = style({
  height: '1px',
  margin: `${space[1]} ${space[2]}`,
  border: 'none',
  background: vars.color.border,
});
