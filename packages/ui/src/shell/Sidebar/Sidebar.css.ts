import { keyframes, style } from '@vanilla-extract/css';
import { limits } from '@spotter/domain';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../styles/focus.ts';
import { visuallyHiddenRules } from '../../styles/shared.css.ts';
import { fontSize, fontWeight, media, radius, space, zIndex } from '../../theme/tokens.ts';
import { enterAndExit } from '../../styles/motion.ts';
import { fadeIn, fadeOut } from '../../styles/fades.css.ts';
import { viewportBackdrop } from '../../styles/overlay.ts';

export const wideWidth = '264px';
export const narrowWidth = '76px';

/** The desktop sidebar: below the top bar, full height, wide or narrow. Hidden below 1024 px. */
export const sidebar = style({
  display: 'none',
  flexDirection: 'column',
  gap: space[2],
  flexShrink: 0,
  width: wideWidth,
  position: 'sticky',
  top: `${limits.topBarHeightPx}px`,
  height: `calc(100dvh - ${limits.topBarHeightPx}px)`,
  padding: `${space[3]} ${space[3]} ${space[4]}`,
  background: vars.color.surface,
  borderInlineEnd: `1px solid ${vars.color.border}`,
  transition: 'width 180ms ease',
  selectors: {
    '&[data-collapsed]': { width: narrowWidth, paddingInline: space[3] },
  },
  '@media': {
    [media.desktop]: { display: 'flex' },
    [media.reducedMotion]: { transition: 'none' },
  },
});

export const toggleRow = style({
  display: 'flex',
  justifyContent: 'flex-end',
  selectors: { [`${sidebar}[data-collapsed] &`]: { justifyContent: 'center' } },
});

export const toggleButton = style({ color: vars.color.textMuted });

export const nav = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  overflowX: 'hidden',
  scrollbarWidth: 'thin',
  // Room for focus rings, which the scroll box would clip.
  margin: `0 calc(-1 * ${space[1]})`,
  padding: `${space[1]}`,
});

export const navList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
});

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[2],
  paddingTop: space[3],
  borderTop: `1px solid ${vars.color.border}`,
});

const profileBox = {
  display: 'flex',
  alignItems: 'center',
  gap: space[3],
  padding: space[2],
  borderRadius: radius.md,
  background: vars.color.surfaceSunken,
  minWidth: 0,
} as const;

export const profileCard = style(profileBox);

/** The sidebar's profile card as the button of the profile menu. */
export const profileTrigger = style({
  ...profileBox,
  position: 'relative',
  width: '100%',
  border: 'none',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  transition: 'background-color 120ms',
  selectors: {
    // Open, the button looks pressed, as a `MenuTrigger`'s does.
    '&[data-hovered], &[data-pressed], &[aria-expanded="true"]': { background: vars.color.border },
    '&[data-focus-visible]': focusRing,
    '&[data-collapsed]': { justifyContent: 'center', padding: `${space[2]} 0`, background: 'transparent' },
    '&[data-collapsed][data-hovered], &[data-collapsed][data-pressed], &[data-collapsed][aria-expanded="true"]': {
      background: vars.color.surfaceSunken,
    },
  },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const profilePicture = style({ display: 'flex', flexShrink: 0 });

export const profileChevron = style({
  flexShrink: 0,
  // Closer to the text than the card's gap, leaving long names more room.
  marginInlineStart: `calc(-1 * ${space[2]})`,
  color: vars.color.textMuted,
  selectors: { [`${profileTrigger}[data-collapsed] &`]: { display: 'none' } },
});

export const profileText = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minWidth: 0,
  lineHeight: 1.3,
  selectors: {
    // Narrow sidebar: visually hidden, still the button's accessible name.
    [`${profileTrigger}[data-collapsed] &`]: visuallyHiddenRules,
  },
});

export const profileName = style({
  fontSize: fontSize.sm,
  fontWeight: fontWeight.semibold,
  color: vars.color.text,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const profileMeta = style({
  fontSize: fontSize.xs,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    // On the pressed card's background the muted colour falls under 4.5:1 in the dark theme (4.0:1).
    [`${profileTrigger}:is([data-hovered], [data-pressed], [aria-expanded="true"]):not([data-collapsed]) &`]: {
      color: vars.color.text,
    },
  },
});

/* The drawer: the same content sliding in from the start edge below 1024 px. */

const slideIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } });
const slideOut = keyframes({ from: { transform: 'none' }, to: { transform: 'translateX(-100%)' } });

export const drawerOverlay = style({
  ...viewportBackdrop(zIndex.drawer),
  ...enterAndExit(`${fadeIn} 200ms ease-out`, `${fadeOut} 160ms ease-in`),
});

export const drawerPanel = style({
  position: 'absolute',
  top: 0,
  bottom: 0,
  insetInlineStart: 0,
  width: 'min(320px, 86vw)',
  background: vars.color.surface,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  ...enterAndExit(`${slideIn} 220ms cubic-bezier(0.2, 0.8, 0.2, 1)`, `${slideOut} 160ms ease-in`),
});

export const drawerDialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[2],
  height: '100%',
  padding: `0 ${space[3]} calc(${space[4]} + env(safe-area-inset-bottom, 0px))`,
  outline: 'none',
});

export const drawerHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space[2],
  minHeight: `${limits.topBarHeightPx}px`,
  paddingInlineStart: space[2],
  borderBottom: `1px solid ${vars.color.border}`,
  marginInline: `calc(-1 * ${space[3]})`,
  paddingInlineEnd: space[2],
  marginBottom: space[2],
});
