import { style } from '@vanilla-extract/css';
import { limits } from '@spotter/domain';
import { vars } from '../../theme/contract.css.ts';
import { fontWeight, media, radius, zIndex } from '../../theme/tokens.ts';

export const bar = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: zIndex.sticky,
  height: `calc(${limits.bottomNavHeightPx}px + env(safe-area-inset-bottom, 0px))`,
  paddingBottom: 'env(safe-area-inset-bottom, 0px)',
  background: `color-mix(in srgb, ${vars.color.surface} 94%, transparent)`,
  backdropFilter: 'saturate(1.4) blur(10px)',
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: '0 -4px 16px rgba(15, 23, 42, 0.06)',
  '@media': { [media.desktop]: { display: 'none' } },
});

export const list = style({
  display: 'flex',
  height: `${limits.bottomNavHeightPx}px`,
  margin: '0 auto',
  padding: 0,
  maxWidth: '640px',
  listStyle: 'none',
});

export const cell = style({ flex: '1 1 0', minWidth: 0, display: 'flex' });

export const label = style({
  maxWidth: '100%',
  fontSize: '0.625rem',
  lineHeight: 1.15,
  letterSpacing: '-0.01em',
  textAlign: 'center',
  // Break between words only: two short lines read better than a word cut in half.
  overflowWrap: 'normal',
  wordBreak: 'normal',
  overflow: 'hidden',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  selectors: { [`${list}[data-roomy] &`]: { fontSize: '0.6875rem' } },
  '@media': { 'screen and (min-width: 480px)': { fontSize: '0.6875rem' } },
});

export const item = style({
  position: 'relative',
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  // Icons line up across items whether their label takes one line or two.
  justifyContent: 'flex-start',
  gap: '3px',
  padding: `7px 1px 0`,
  border: 'none',
  background: 'transparent',
  color: vars.color.textMuted,
  font: 'inherit',
  fontWeight: fontWeight.medium,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  WebkitTapHighlightColor: 'transparent',
  borderRadius: radius.md,
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-current], &[data-active]': { color: vars.color.primary, fontWeight: fontWeight.semibold },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});

export const iconWrap = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '26px',
  borderRadius: radius.full,
  transition: 'background-color 150ms',
  selectors: {
    [`${item}[data-pressed] &`]: { background: vars.color.surfaceSunken },
    [`${item}[data-current] &, ${item}[data-active] &`]: { background: vars.color.primarySoft },
  },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const badge = style({
  position: 'absolute',
  top: '3px',
  insetInlineStart: 'calc(50% + 6px)',
  minWidth: '18px',
  height: '18px',
  fontSize: '0.6875rem',
  boxShadow: `0 0 0 2px ${vars.color.surface}`,
});
