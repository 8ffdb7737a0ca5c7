import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { fontSize, fontWeight, media, radius, space } from '../../theme/tokens.ts';
import { focusRing, focusRingInset, focusVisible } from '../../styles/focus.ts';
import { fadeIn } from '../../styles/fades.css.ts';

export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[4],
  minWidth: 0,
  selectors: {
    '&[data-orientation="vertical"]': { flexDirection: 'row' },
  },
});

export const tabList = style({
  display: 'flex',
  gap: space[1],
  minWidth: 0,
  selectors: {
    '&[data-orientation="horizontal"]': {
      borderBottom: `1px solid ${vars.color.border}`,
      overflowX: 'auto',
      // Room for the focus ring, which overflow would otherwise clip.
      padding: `${space[1]} ${space[1]} 0`,
      scrollbarWidth: 'thin',
    },
    '&[data-orientation="vertical"]': {
      flexDirection: 'column',
      borderInlineEnd: `1px solid ${vars.color.border}`,
      paddingInlineEnd: space[2],
      flexShrink: 0,
    },
  },
});

export const tab = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: space[2],
  minHeight: '44px',
  padding: `0 ${space[3]}`,
  border: 'none',
  borderRadius: `${radius.sm} ${radius.sm} 0 0`,
  color: vars.color.textMuted,
  fontSize: fontSize.md,
  fontWeight: fontWeight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  transition: 'color 120ms, background-color 120ms',
  '::after': {
    content: '""',
    position: 'absolute',
    insetInline: space[2],
    bottom: 0,
    height: '3px',
    borderRadius: radius.full,
    background: 'transparent',
    transition: 'background-color 120ms',
  },
  selectors: {
    '&[data-hovered]:not([data-selected]):not([data-disabled])': {
      color: vars.color.text,
      background: vars.color.surfaceSunken,
    },
    '&[data-pressed]': { background: vars.color.surfaceSunken },
    '&[data-selected]': { color: vars.color.text, fontWeight: fontWeight.semibold },
    '&[data-selected]::after': { background: vars.color.primary },
    [focusVisible]: focusRingInset,
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
    '[data-orientation="vertical"] &': { borderRadius: radius.sm, paddingInlineEnd: space[6] },
    '[data-orientation="vertical"] &::after': {
      insetInline: 'auto',
      insetInlineEnd: `calc(-1 * ${space[2]} - 2px)`,
      top: space[2],
      bottom: space[2],
      width: '3px',
      height: 'auto',
    },
  },
  '@media': {
    [media.reducedMotion]: { transition: 'none', '::after': { transition: 'none' } },
  },
});

export const tabPanel = style({
  minWidth: 0,
  flex: 1,
  borderRadius: radius.md,
  outline: 'none',
  selectors: {
    [focusVisible]: focusRing,
    '&[data-entering]': { animation: `${fadeIn} 150ms ease-out` },
  },
  '@media': {
    [media.reducedMotion]: { selectors: { '&[data-entering]': { animation: 'none' } } },
  },
});
