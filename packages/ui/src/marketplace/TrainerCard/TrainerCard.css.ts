import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { fontSize, fontWeight, lineHeight, radius, space } from '../../theme/tokens.ts';
import { centred, stack } from '../../styles/controls.ts';

export const card = style({
  position: 'relative',
  height: '100%',
  gap: space[3],
  transition: 'box-shadow 120ms, border-color 120ms',
  selectors: {
    '&:hover': { boxShadow: vars.shadow.md, borderColor: vars.color.borderStrong },
  },
});

export const header = style({ display: 'flex', alignItems: 'flex-start', gap: space[3], minWidth: 0 });

export const photo = style({ flex: 'none' });

export const identity = style({ ...stack(space[1]), flex: 1, alignItems: 'flex-start' });

export const name = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: fontSize.lg,
  fontWeight: fontWeight.semibold,
  lineHeight: lineHeight.tight,
  overflowWrap: 'anywhere',
});

/** The name's link covers the whole card (its ::after), so a click anywhere opens the trainer. */
export const link = style({
  color: vars.color.text,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: radius.lg },
    [`${card}:hover &`]: { color: vars.color.primary, textDecoration: 'underline', textUnderlineOffset: '0.2em' },
    '&:focus-visible::after': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    // The ring goes round the whole card (above), not round the name.
    '&:focus-visible': { outline: 'none', textDecoration: 'underline', textUnderlineOffset: '0.2em' },
  },
});

export const verified = style({});

// The badge hides its visible words from screen readers in a span of their own: lay that out as a row.
globalStyle(`${verified} > [aria-hidden]`, { display: 'inline-flex', alignItems: 'center', gap: space[1] });

export const place = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: space[1],
  margin: 0,
  fontSize: fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const placeIcon = style({ flex: 'none', marginTop: '1px' });

export const distance = style({ whiteSpace: 'nowrap' });

export const description = style({
  margin: 0,
  fontSize: fontSize.sm,
  lineHeight: lineHeight.normal,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

const plainList = { margin: 0, padding: 0, listStyle: 'none' } as const;

export const chips = style({ ...plainList, display: 'flex', flexWrap: 'wrap', gap: space[2] });

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '26px',
  padding: `${space[1]} ${space[3]}`,
  borderRadius: radius.full,
  background: vars.color.primarySoft,
  color: vars.color.text,
  fontSize: fontSize.xs,
  fontWeight: fontWeight.medium,
  lineHeight: 1.2,
});

export const moreChip = style({
  background: 'transparent',
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
  color: vars.color.textMuted,
});

/** Modes and languages at the foot of the card, the same height in every card of a row. */
export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: `${space[2]} ${space[4]}`,
  marginTop: 'auto',
  paddingTop: space[3],
  borderTop: `1px solid ${vars.color.border}`,
});

export const modes = style({
  ...plainList,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${space[2]}`,
  fontSize: fontSize.sm,
  color: vars.color.textMuted,
});

export const mode = style({
  selectors: {
    '& + &::before': { content: '"·"', marginInlineEnd: space[2], color: vars.color.textMuted },
  },
});

/** Above the card's link, so a pointer resting on a flag shows the language's name. */
export const languages = style({
  ...plainList,
  position: 'relative',
  zIndex: 1,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space[1],
});

export const language = style({ display: 'inline-flex' });

export const flag = style({
  ...centred,
  width: '1.5em',
  fontSize: fontSize.lg,
  lineHeight: 1,
  color: vars.color.textMuted,
});

export const moreLanguages = style({ fontSize: fontSize.xs, color: vars.color.textMuted });
