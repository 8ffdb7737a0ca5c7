import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { fontSize, fontWeight, lineHeight, media as screens, radius, space } from '../../theme/tokens.ts';
import { centred, stack } from '../../styles/controls.ts';

export const card = style({
  position: 'relative',
  flexDirection: 'row',
  alignItems: 'flex-start',
  height: '100%',
  gap: space[3],
  padding: space[3],
  transition: 'box-shadow 120ms, border-color 120ms',
  selectors: {
    '&:hover': { boxShadow: vars.shadow.md, borderColor: vars.color.borderStrong },
  },
  '@media': { [screens.tablet]: { padding: space[4], gap: space[4] } },
});

/** The picture or the muscle figure, in a square of the same size on every card. */
export const media = style({
  ...centred,
  position: 'relative',
  flex: 'none',
  width: '76px',
  height: '76px',
  borderRadius: radius.md,
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
  selectors: { [`${card}[data-archived] &`]: { opacity: 0.7 } },
});

export const thumbnail = style({ width: '100%', height: '100%', objectFit: 'cover', display: 'block' });

export const videoMark = style({
  ...centred,
  position: 'absolute',
  insetInlineEnd: space[1],
  insetBlockEnd: space[1],
  width: '22px',
  height: '22px',
  borderRadius: radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.sm,
});

export const content = style({ ...stack(space[1]), flex: 1, alignItems: 'flex-start' });

export const name = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: fontSize.md,
  fontWeight: fontWeight.semibold,
  lineHeight: lineHeight.tight,
  overflowWrap: 'anywhere',
});

/** The name's link covers the whole card (its ::after), so a click anywhere opens the exercise. */
export const link = style({
  color: vars.color.text,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: radius.lg },
    [`${card}:hover &`]: { color: vars.color.primary, textDecoration: 'underline', textUnderlineOffset: '0.2em' },
    '&:focus-visible::after': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&:focus-visible': { outline: 'none', textDecoration: 'underline', textUnderlineOffset: '0.2em' },
  },
});

export const meta = style({ margin: 0, fontSize: fontSize.sm, color: vars.color.textMuted });

export const facts = style({ ...stack('2px'), margin: 0 });

export const muscles = style({
  margin: 0,
  fontSize: fontSize.sm,
  fontWeight: fontWeight.medium,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const equipment = style({
  margin: 0,
  fontSize: fontSize.xs,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space[1],
  marginTop: space[1],
});
