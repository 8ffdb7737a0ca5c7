import { style } from '@vanilla-extract/css';
import { limits } from '@spotter/domain';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../styles/focus.ts';
import { centred } from '../../styles/controls.ts';
import { fontSize, fontWeight, media, radius, space, zIndex } from '../../theme/tokens.ts';
import { cornerBadge } from '../badge.ts';

/** The bar's shape, shared by the real bar and the brand editor's phone preview. */
const bar = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  // 60 px including the border, plus the notch area on phones.
  boxSizing: 'border-box',
  height: `calc(${limits.topBarHeightPx}px + env(safe-area-inset-top, 0px))`,
  paddingTop: 'env(safe-area-inset-top, 0px)',
  borderBottom: `1px solid ${vars.color.border}`,
  // Spacing inside follows the bar's own width, so the phone preview lays out as a phone does.
  containerType: 'inline-size',
  containerName: 'topbar',
} as const;

export const topBar = style({
  ...bar,
  position: 'sticky',
  top: 0,
  zIndex: zIndex.sticky,
  background: `color-mix(in srgb, ${vars.color.surface} 92%, transparent)`,
  backdropFilter: 'saturate(1.4) blur(10px)',
});

/** A still picture of the phone bar (no sticky, no desktop padding) at the width of a small phone. */
export const preview = style({
  ...bar,
  width: '320px',
  maxWidth: '100%',
  paddingTop: 0,
  height: `${limits.topBarHeightPx}px`,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.md,
  overflow: 'hidden',
});

/** The smallest phones: tighter spacing, so a trainer's long title keeps a readable size. */
const narrow = 'topbar (max-width: 359px)';
/** The preview is always a small phone's bar, whatever the window's width. */
const inPreview = `${preview} > &`;

export const start = style({
  display: 'flex',
  alignItems: 'center',
  flex: '1 1 auto',
  gap: space[2],
  minWidth: 0,
  paddingInlineStart: space[3],
  marginInlineEnd: space[3],
  '@container': { [narrow]: { gap: space[1], paddingInlineStart: space[2], marginInlineEnd: space[1] } },
  '@media': { [media.desktop]: { paddingInlineStart: space[5] } },
  selectors: { [inPreview]: { paddingInlineStart: space[2] } },
});

/** The logo's room: everything the controls leave, so a long brand title can fit into it. */
export const logoSlot = style({
  display: 'flex',
  alignItems: 'center',
  flex: '1 1 auto',
  minWidth: 0,
  alignSelf: 'stretch',
  containerType: 'inline-size',
});

export const end = style({
  display: 'flex',
  alignItems: 'center',
  gap: space[2],
  flexShrink: 0,
  paddingInlineEnd: space[3],
  '@container': { [narrow]: { gap: space[1], paddingInlineEnd: space[2] } },
  '@media': { [media.desktop]: { paddingInlineEnd: space[6] } },
  selectors: { [inPreview]: { paddingInlineEnd: space[2] } },
});

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
  ...centred,
  width: '44px',
  height: '44px',
  borderRadius: radius.md,
  color: vars.color.text,
  outline: 'none',
  transition: 'background-color 120ms',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceSunken },
    '&[data-pressed]': { transform: 'scale(0.96)' },
    '&[data-focus-visible]': focusRing,
  },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const iconBadge = style(cornerBadge({ top: '4px', insetInlineEnd: '2px' }));

/** The preview's stand-ins for the bar's controls, as large as the real ones. */
export const previewControl = style({
  ...centred,
  flex: 'none',
  width: '44px',
  height: '44px',
  color: vars.color.text,
});

export const previewPicker = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space[1],
  flex: 'none',
  boxSizing: 'border-box',
  minHeight: '44px',
  padding: `0 ${space[3]}`,
  borderRadius: radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  color: vars.color.text,
  fontSize: fontSize.sm,
  fontWeight: fontWeight.semibold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
});

export const previewPickerIcon = style({ flex: 'none', color: vars.color.textMuted });
