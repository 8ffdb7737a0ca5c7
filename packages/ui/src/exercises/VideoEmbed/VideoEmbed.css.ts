import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { fontSize, fontWeight, radius, space } from '../../theme/tokens.ts';
import { centred, stack } from '../../styles/controls.ts';
import { focusRing, focusRingInset, focusVisible } from '../../styles/focus.ts';

/** A 16:9 box the player, its stand-in or the browser's video fills. */
export const frame = style({
  position: 'relative',
  width: '100%',
  aspectRatio: '16 / 9',
  borderRadius: radius.lg,
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
});

export const poster = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

/** The stand-in's button covers the whole box, so a press anywhere on it plays. */
export const play = style({
  ...stack(space[2]),
  position: 'absolute',
  inset: 0,
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  padding: space[4],
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: { [focusVisible]: { ...focusRingInset, outlineWidth: '3px', borderRadius: radius.lg } },
});

export const playCircle = style({
  ...centred,
  width: '72px',
  height: '72px',
  paddingInlineStart: '4px',
  borderRadius: radius.full,
  background: vars.color.primary,
  color: vars.color.primaryText,
  boxShadow: vars.shadow.lg,
  transition: 'transform 120ms, background-color 120ms',
  selectors: {
    [`${play}[data-hovered] &`]: { background: vars.color.primaryHover, transform: 'scale(1.05)' },
    [`${play}[data-pressed] &`]: { transform: 'scale(0.97)' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

const pill = {
  padding: `${space[1]} ${space[3]}`,
  borderRadius: radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.sm,
} as const;

export const playLabel = style({ ...pill, fontSize: fontSize.md, fontWeight: fontWeight.semibold });

/** Under the button, which takes the presses meant for it. */
export const service = style({
  ...pill,
  position: 'absolute',
  insetInline: 0,
  bottom: space[3],
  width: 'fit-content',
  maxWidth: `calc(100% - ${space[6]})`,
  margin: '0 auto',
  fontSize: fontSize.xs,
  color: vars.color.textMuted,
  textAlign: 'center',
  pointerEvents: 'none',
});

export const iframe = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 });

export const video = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'contain',
  background: vars.color.surfaceSunken,
  selectors: { '&:focus-visible': focusRingInset },
});

export const link = style({
  display: 'flex',
  alignItems: 'center',
  gap: space[3],
  minHeight: '44px',
  padding: space[4],
  borderRadius: radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong, background: vars.color.surfaceSunken },
    '&:focus-visible': focusRing,
  },
});

export const linkIcon = style({
  ...centred,
  flex: 'none',
  width: '44px',
  height: '44px',
  borderRadius: radius.md,
  background: vars.color.primarySoft,
  color: vars.color.primary,
});

export const linkText = style({ ...stack('2px'), flex: 1 });

export const linkTitle = style({
  fontWeight: fontWeight.semibold,
  color: vars.color.primary,
  selectors: { [`${link}:hover &`]: { textDecoration: 'underline', textUnderlineOffset: '0.2em' } },
});

export const linkHost = style({ fontSize: fontSize.sm, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const external = style({ flex: 'none', color: vars.color.textMuted });
