import { style } from '@vanilla-extract/css';
import { limits } from '@spotter/domain';
import { vars } from '../../theme/contract.css.ts';
import { media, radius, space, zIndex } from '../../theme/tokens.ts';

export const topBar = style({
  position: 'sticky',
  top: 0,
  zIndex: zIndex.sticky,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space[3],
  // 60 px including the border, plus the notch area on phones.
  boxSizing: 'border-box',
  height: `calc(${limits.topBarHeightPx}px + env(safe-area-inset-top, 0px))`,
  padding: `0 ${space[3]}`,
  paddingTop: 'env(safe-area-inset-top, 0px)',
  background: `color-mix(in srgb, ${vars.color.surface} 92%, transparent)`,
  backdropFilter: 'saturate(1.4) blur(10px)',
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [media.desktop]: { paddingInline: `${space[5]} ${space[6]}` } },
});

export const start = style({ display: 'flex', alignItems: 'center', gap: space[2], minWidth: 0 });

export const end = style({ display: 'flex', alignItems: 'center', gap: space[2], flexShrink: 0 });

/**
 * The drawer opens only below 1024 px; above, the sidebar is always there. The wrapper is hidden,
 * not the button, so no style competes with the Button recipe's `display`.
 */
export const menuButton = style({
  display: 'contents',
  '@media': { [media.desktop]: { display: 'none' } },
});

export const iconLink = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  borderRadius: radius.md,
  color: vars.color.text,
  outline: 'none',
  transition: 'background-color 120ms',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceSunken },
    '&[data-pressed]': { transform: 'scale(0.96)' },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const iconBadge = style({
  position: 'absolute',
  top: '4px',
  insetInlineEnd: '2px',
  minWidth: '18px',
  height: '18px',
  fontSize: '0.6875rem',
  boxShadow: `0 0 0 2px ${vars.color.surface}`,
});
