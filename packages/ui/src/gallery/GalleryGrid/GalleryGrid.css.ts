import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { fontSize, fontWeight, media, radius, space } from '../../theme/tokens.ts';

export const empty = style({
  margin: 0,
  padding: `${space[8]} ${space[4]}`,
  textAlign: 'center',
  color: vars.color.textMuted,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.lg,
  background: vars.color.surface,
});

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space[3],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
  '@media': { [media.tablet]: { gap: space[4], gridTemplateColumns: 'repeat(auto-fill, minmax(210px, 1fr))' } },
});

export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[2],
  minWidth: 0,
  padding: space[2],
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  transition: 'border-color 120ms, opacity 120ms, box-shadow 120ms',
  selectors: {
    '&[data-highlighted]': { borderColor: vars.color.primary },
    '&[data-error]': { borderColor: vars.color.danger },
    '&[data-dragging]': { opacity: 0.45 },
    '&[data-drop-target]': { borderColor: vars.color.primary, boxShadow: `0 0 0 2px ${vars.color.primary}` },
  },
});

export const frame = style({
  position: 'relative',
  aspectRatio: '16 / 9',
  overflow: 'hidden',
  borderRadius: radius.md,
  background: vars.color.surfaceSunken,
  cursor: 'grab',
  selectors: { '&:active': { cursor: 'grabbing' } },
  '@media': { [media.tablet]: { aspectRatio: '4 / 3' } },
});

export const thumbnail = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  pointerEvents: 'none',
});

export const placeholder = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: fontSize.sm,
  color: vars.color.textMuted,
});

const chip = {
  position: 'absolute',
  top: space[2],
  display: 'inline-flex',
  alignItems: 'center',
  gap: space[1],
  padding: `2px ${space[2]}`,
  borderRadius: radius.full,
  fontSize: fontSize.xs,
  fontWeight: fontWeight.semibold,
  lineHeight: '1.4',
} as const;

export const position = style({
  ...chip,
  insetInlineStart: space[2],
  background: 'rgba(15, 23, 42, 0.78)',
  color: '#ffffff',
  fontVariantNumeric: 'tabular-nums',
});

export const highlightBadge = style({
  ...chip,
  insetInlineEnd: space[2],
  background: vars.color.warningSoft,
  color: vars.color.text,
});

export const newBadge = style({
  ...chip,
  insetInlineEnd: space[2],
  background: vars.color.infoSoft,
  color: vars.color.text,
});

export const progressOverlay = style({
  position: 'absolute',
  insetInline: 0,
  bottom: 0,
  padding: space[2],
  background: vars.color.surface,
  opacity: 0.94,
});

export const progress = style({ width: '100%' });

export const tileError = style({ margin: 0, fontSize: fontSize.sm, color: vars.color.dangerText });

export const toolbar = style({ display: 'flex', alignItems: 'center', gap: space[1] });

export const toolbarSpacer = style({ flex: 1 });

export const star = style({ selectors: { '&[data-selected]': { color: vars.color.warning } } });

export const remove = style({
  selectors: { '&[data-hovered]:not([data-disabled])': { color: vars.color.dangerText } },
});

/** A removed image waiting for Undo in its old place: faded, dashed, with the countdown under it. */
export const ghost = style({
  position: 'relative',
  overflow: 'hidden',
  borderStyle: 'dashed',
  borderColor: vars.color.borderStrong,
  background: vars.color.surfaceSunken,
  boxShadow: 'none',
});

export const ghostFrame = style({
  position: 'relative',
  aspectRatio: '16 / 9',
  overflow: 'hidden',
  borderRadius: radius.md,
  '@media': { [media.tablet]: { aspectRatio: '4 / 3' } },
});

export const ghostThumbnail = style({ opacity: 0.25, filter: 'grayscale(1)' });

export const ghostBody = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space[2],
  padding: space[3],
  textAlign: 'center',
});

export const ghostText = style({ fontSize: fontSize.sm, fontWeight: fontWeight.semibold, color: vars.color.text });

const countdown = keyframes({ from: { transform: 'scaleX(1)' }, to: { transform: 'scaleX(0)' } });

/** Time left for Undo; it stops while the tile is hovered or focused from the keyboard, as the timer does. */
export const ghostTimer = style({
  position: 'absolute',
  insetInline: 0,
  bottom: 0,
  height: '3px',
  background: vars.color.primary,
  transformOrigin: 'left',
  animationName: countdown,
  animationTimingFunction: 'linear',
  animationFillMode: 'forwards',
  selectors: {
    [`${ghost}[data-paused] &`]: { animationPlayState: 'paused' },
    '[dir="rtl"] &': { transformOrigin: 'right' },
  },
  '@media': { [media.reducedMotion]: { animationName: 'none', opacity: 0 } },
});
