import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { fontSize, fontWeight, lineHeight, radius, space } from '../../theme/tokens.ts';
import { stack } from '../../styles/controls.ts';
import { focusRing } from '../../styles/focus.ts';

export const empty = style({
  ...stack(space[3]),
  alignItems: 'center',
  padding: `${space[8]} ${space[4]}`,
  borderRadius: radius.lg,
  border: `1px dashed ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: fontSize.lg,
  fontWeight: fontWeight.semibold,
  lineHeight: lineHeight.tight,
  color: vars.color.text,
});

export const body = style({ margin: 0, fontSize: fontSize.sm, maxWidth: '45ch' });

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A wider search, as a chip to tap. */
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `${space[2]} ${space[4]}`,
  borderRadius: radius.full,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.primary,
  fontSize: fontSize.sm,
  fontWeight: fontWeight.semibold,
  textDecoration: 'none',
  outline: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { background: vars.color.primarySoft, textDecoration: 'underline' },
    '&:focus-visible': focusRing,
  },
});

export const clear = style({
  marginTop: space[2],
  selectors: { '&:hover': { background: vars.color.surfaceSunken } },
});
