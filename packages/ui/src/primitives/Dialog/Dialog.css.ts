import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { enterAndExit } from '../../styles/motion.ts';
import { fadeIn, fadeOut } from '../../styles/fades.css.ts';
import { fontSize, fontWeight, lineHeight, media, radius, space, zIndex } from '../../theme/tokens.ts';

const riseIn = keyframes({
  from: { opacity: 0, transform: 'translateY(12px) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});
const sinkOut = keyframes({
  from: { opacity: 1, transform: 'none' },
  to: { opacity: 0, transform: 'translateY(8px) scale(0.98)' },
});

/** The dimmed backdrop. It fills the visual viewport so the on-screen keyboard does not hide the modal. */
export const overlay = style({
  position: 'fixed',
  top: 0,
  left: 0,
  width: '100vw',
  height: 'var(--visual-viewport-height, 100vh)',
  zIndex: zIndex.modal,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: space[4],
  background: vars.color.overlay,
  ...enterAndExit(`${fadeIn} 160ms ease-out`, `${fadeOut} 120ms ease-in`),
});

export const modal = recipe({
  base: {
    width: '100%',
    maxHeight: '100%',
    display: 'flex',
    flexDirection: 'column',
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: radius.lg,
    boxShadow: vars.shadow.lg,
    outline: 'none',
    overflow: 'hidden',
    ...enterAndExit(`${riseIn} 180ms ease-out`, `${sinkOut} 120ms ease-in`),
  },
  variants: {
    size: {
      small: { maxWidth: '400px' },
      medium: { maxWidth: '560px' },
      large: { maxWidth: '800px' },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  maxHeight: '100%',
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: space[3],
  padding: `${space[4]} ${space[4]} 0 ${space[5]}`,
  '@media': { [media.tablet]: { padding: `${space[5]} ${space[5]} 0 ${space[6]}` } },
});

export const heading = style({
  fontFamily: vars.font.heading,
  fontSize: fontSize.xl,
  fontWeight: fontWeight.bold,
  lineHeight: lineHeight.tight,
  color: vars.color.text,
  paddingTop: space[2],
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const closeButton = style({ flexShrink: 0, marginTop: `calc(-1 * ${space[1]})` });

export const body = style({
  padding: `${space[3]} ${space[5]} ${space[5]}`,
  overflowY: 'auto',
  minHeight: 0,
  lineHeight: lineHeight.normal,
  outline: 'none',
  selectors: {
    '&:focus-visible': { boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}` },
  },
  '@media': { [media.tablet]: { padding: `${space[3]} ${space[6]} ${space[6]}` } },
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap-reverse',
  justifyContent: 'flex-end',
  gap: space[2],
  padding: `${space[3]} ${space[5]} ${space[5]}`,
  borderTop: `1px solid ${vars.color.border}`,
  '@media': { [media.tablet]: { padding: `${space[4]} ${space[6]}` } },
});
