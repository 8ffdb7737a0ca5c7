import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { breakpoints, fontSize, fontWeight, radius, space } from '../../theme/tokens.ts';
import { focusRing } from '../../styles/focus.ts';
import { stack } from '../../styles/controls.ts';
import { visuallyHiddenRules } from '../../styles/shared.css.ts';

const phone = `screen and (max-width: ${breakpoints.tablet - 0.02}px)`;

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 8.5rem), 1fr))',
  gap: space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({ minWidth: 0 });

export const thumb = style({
  position: 'relative',
  display: 'block',
  aspectRatio: '1',
  overflow: 'hidden',
  borderRadius: radius.md,
  background: vars.color.surfaceSunken,
  outline: 'none',
  selectors: { '&:focus-visible': focusRing },
});

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  transition: 'transform 200ms',
  selectors: { [`${thumb}:hover &`]: { transform: 'scale(1.04)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const featured = style({
  position: 'absolute',
  insetBlockStart: space[2],
  insetInlineStart: space[2],
  display: 'inline-flex',
  alignItems: 'center',
  gap: space[1],
  padding: `${space[1]} ${space[2]}`,
  borderRadius: radius.full,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.sm,
  fontSize: fontSize.xs,
  fontWeight: fontWeight.semibold,
  lineHeight: 1,
});

/* The lightbox. */

export const dialog = style({ maxHeight: '100%' });

export const figure = style({ ...stack(space[3]), margin: 0 });

export const stage = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '12rem',
  borderRadius: radius.md,
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
});

export const full = style({
  display: 'block',
  maxWidth: '100%',
  maxHeight: 'min(65vh, 720px)',
  width: 'auto',
  height: 'auto',
  objectFit: 'contain',
});

export const description = style({
  margin: 0,
  fontSize: fontSize.sm,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

/** Previous, "n of N", next: icons only on phones, with their words from tablets up. */
export const nav = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space[2],
  marginTop: space[4],
});

export const navButton = style({
  flex: 'none',
  '@media': { [phone]: { width: '44px', padding: 0 } },
});

export const navLabel = style({ '@media': { [phone]: visuallyHiddenRules } });

export const position = style({
  flex: 1,
  textAlign: 'center',
  fontSize: fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});
