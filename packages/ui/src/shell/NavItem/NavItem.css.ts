import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRingInset } from '../../styles/focus.ts';
import { visuallyHiddenRules } from '../../styles/shared.css.ts';
import { fontSize, fontWeight, media, radius, space, zIndex } from '../../theme/tokens.ts';
import { cornerBadge } from '../badge.ts';

/** A destination of the sidebar or drawer (and the logout item that looks like one). */
export const navItem = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: space[3],
  width: '100%',
  minHeight: '40px',
  padding: `0 ${space[3]}`,
  border: 'none',
  borderRadius: radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  font: 'inherit',
  fontSize: fontSize.sm,
  fontWeight: fontWeight.medium,
  textAlign: 'start',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  transition: 'background-color 120ms, color 120ms',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceSunken, color: vars.color.text },
    '&[data-pressed]': { background: vars.color.surfaceSunken },
    '&[data-current]': {
      background: vars.color.primarySoft,
      color: vars.color.primary,
      fontWeight: fontWeight.semibold,
    },
    '&[data-current]::before': {
      content: '""',
      position: 'absolute',
      insetInlineStart: `calc(-1 * ${space[1]})`,
      top: space[2],
      bottom: space[2],
      width: '3px',
      borderRadius: radius.full,
      background: vars.color.primary,
    },
    '&[data-focus-visible]': focusRingInset,
    '&[data-tone="danger"][data-hovered]': { background: vars.color.dangerSoft, color: vars.color.dangerText },
    '&[data-pending]': { opacity: 0.65, cursor: 'progress' },
    '&[data-collapsed]': { justifyContent: 'center', padding: 0, gap: 0 },
  },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const navItemIcon = style({ flexShrink: 0 });

export const navItemLabel = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  selectors: {
    // Narrow sidebar: visually hidden, still the accessible name.
    [`${navItem}[data-collapsed] &`]: visuallyHiddenRules,
  },
});

export const navItemBadge = style({
  marginInlineStart: 'auto',
  selectors: {
    [`${navItem}[data-collapsed] &`]: cornerBadge({ top: '2px', insetInlineEnd: '6px' }),
  },
});

const tooltipIn = keyframes({
  from: { opacity: 0, transform: 'translateX(-4px)' },
  to: { opacity: 1, transform: 'none' },
});

export const tooltip = style({
  padding: `${space[1]} ${space[2]}`,
  borderRadius: radius.sm,
  background: vars.color.text,
  color: vars.color.textInverse,
  fontSize: fontSize.xs,
  fontWeight: fontWeight.semibold,
  boxShadow: vars.shadow.md,
  zIndex: zIndex.overlay,
  selectors: { '&[data-entering]': { animation: `${tooltipIn} 120ms ease-out` } },
  '@media': { [media.reducedMotion]: { selectors: { '&[data-entering]': { animation: 'none' } } } },
});

/** The drawer's items: taller, with larger text, for touch. */
export const drawerItem = style({ minHeight: '48px', fontSize: fontSize.md });
