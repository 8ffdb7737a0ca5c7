import { style } from '@vanilla-extract/css';
import { limits } from '@spotter/domain';
import { vars } from '../../theme/contract.css.ts';
import { fontWeight, media, radius, zIndex } from '../../theme/tokens.ts';
import { focusRingInset, focusVisible } from '../../styles/focus.ts';
import { cornerBadge } from '../badge.ts';

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
  // Only when text is enlarged past what a phone row holds: scroll rather than hide More.
  overflowX: 'auto',
});

// Cells share the row equally but never shrink below their label, so no label is cut.
export const cell = style({ flex: '1 1 0', display: 'flex' });

export const label = style({
  fontSize: '0.75rem',
  lineHeight: 1.25,
  fontWeight: fontWeight.medium,
  textAlign: 'center',
  whiteSpace: 'nowrap',
  // On a phone a narrower cut of the same face keeps seven 12 px labels on one 320 px row.
  '@media': { 'screen and (max-width: 479px)': { fontStretch: 'condensed' } },
});

export const item = style({
  position: 'relative',
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'flex-start',
  gap: '4px',
  // At least 6 px between two labels that fill their cells.
  padding: `8px 3px 0`,
  border: 'none',
  background: 'transparent',
  color: vars.color.textMuted,
  font: 'inherit',
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  WebkitTapHighlightColor: 'transparent',
  borderRadius: radius.md,
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-current], &[data-active]': { color: vars.color.primary },
    // A bar over the current item: the mark does not rely on colour alone, and the label keeps its width.
    '&[data-current]::before, &[data-active]::before': {
      content: '""',
      position: 'absolute',
      top: 0,
      left: '50%',
      width: '28px',
      height: '3px',
      marginLeft: '-14px',
      borderRadius: `0 0 ${radius.sm} ${radius.sm}`,
      background: vars.color.primary,
    },
    [focusVisible]: focusRingInset,
  },
});

export const iconWrap = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  // At most 44 px, narrower in a crowded row; the label alone sets how narrow a cell may get.
  width: '100%',
  maxWidth: '44px',
  height: '26px',
  borderRadius: radius.full,
  transition: 'background-color 150ms',
  selectors: {
    [`${item}[data-pressed] &`]: { background: vars.color.surfaceSunken },
    [`${item}[data-current] &, ${item}[data-active] &`]: { background: vars.color.primarySoft },
  },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const badge = style(cornerBadge({ top: '3px', insetInlineStart: 'calc(50% + 6px)' }));
