import { style } from '@vanilla-extract/css';
import { limits } from '@spotter/domain';
import { vars } from '../../theme/contract.css.ts';
import { fontWeight, media, radius, space, zIndex } from '../../theme/tokens.ts';

export const shell = style({
  minHeight: '100dvh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.background,
  color: vars.color.text,
});

export const skipLink = style({
  position: 'fixed',
  top: space[2],
  insetInlineStart: space[2],
  zIndex: zIndex.toast,
  padding: `${space[2]} ${space[4]}`,
  borderRadius: radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontWeight: fontWeight.semibold,
  outline: `2px solid ${vars.color.focusRing}`,
  // Off screen (shadow included) until focused; still focusable.
  transform: 'translateY(calc(-100% - 16px))',
  selectors: { '&:focus': { transform: 'none', boxShadow: vars.shadow.lg } },
});

export const frame = style({ display: 'flex', flex: 1, minHeight: 0 });

export const main = style({
  flex: 1,
  minWidth: 0,
  padding: `${space[4]} ${space[4]} calc(${limits.bottomNavHeightPx}px + env(safe-area-inset-bottom, 0px) + ${space[6]})`,
  outline: 'none',
  '@media': {
    [media.tablet]: { paddingInline: space[6] },
    [media.desktop]: { padding: `${space[8]} ${space[8]} ${space[12]}` },
  },
});
