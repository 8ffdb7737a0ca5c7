import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { fontSize, fontWeight, lineHeight, media, radius, space } from '../../theme/tokens.ts';
import { stack } from '../../styles/controls.ts';
import { focusRing, focusVisible } from '../../styles/focus.ts';

export const root = style(stack(space[4]));

export const header = style(stack(space[2]));

export const titleRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${space[2]} ${space[3]}`,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: fontSize.xl,
  fontWeight: fontWeight.bold,
  lineHeight: lineHeight.tight,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  '@media': { [media.tablet]: { fontSize: fontSize['2xl'] } },
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${space[1]} ${space[4]}`,
  margin: 0,
  fontSize: fontSize.sm,
  color: vars.color.textMuted,
});

export const goal = style({
  margin: 0,
  maxWidth: '70ch',
  fontSize: fontSize.md,
  lineHeight: lineHeight.normal,
  color: vars.color.text,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});

export const goalLabel = style({ fontWeight: fontWeight.semibold });

export const bannerText = style({ margin: 0 });

/** Marks this week's tab beside its name; the tab's hidden text says it in words. */
export const currentDot = style({
  width: '8px',
  height: '8px',
  borderRadius: radius.full,
  background: vars.color.primary,
  flex: 'none',
});

/** The days of a week: one column on phones, as many as fit from tablets up. */
export const days = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: space[3],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 22rem), 1fr))', gap: space[4] },
  },
});

export const dayItem = style({ display: 'flex', minWidth: 0 });

export const day = style({
  ...stack(space[3]),
  flex: 1,
  padding: space[4],
  borderRadius: radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  selectors: {
    '&[data-rest]': { background: vars.color.surfaceSunken },
    '&[data-today]': {
      borderColor: vars.color.primary,
      boxShadow: `inset 0 0 0 1px ${vars.color.primary}`,
    },
  },
});

export const dayHeader = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: space[2],
});

export const dayTitles = style(stack('0'));

export const dayTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: fontSize.lg,
  fontWeight: fontWeight.semibold,
  lineHeight: lineHeight.tight,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const dayDate = style({ margin: 0, fontSize: fontSize.sm, color: vars.color.textMuted });

export const rest = style(stack(space[1]));

export const restTitle = style({ margin: 0, fontWeight: fontWeight.semibold, color: vars.color.text });

export const muted = style({ margin: 0, fontSize: fontSize.sm, color: vars.color.textMuted });

export const blocks = style({ ...stack(space[3]), margin: 0, padding: 0, listStyle: 'none' });

export const block = style({
  minWidth: 0,
  selectors: {
    '&[data-superset]': {
      ...stack(space[2]),
      paddingInlineStart: space[3],
      borderInlineStart: `3px solid ${vars.color.primary}`,
    },
  },
});

export const supersetCaption = style({
  margin: 0,
  fontSize: fontSize.xs,
  fontWeight: fontWeight.semibold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const supersetEntries = style({ ...stack(space[3]), margin: 0, padding: 0, listStyle: 'none' });

export const entry = style({ display: 'flex', alignItems: 'flex-start', gap: space[3], minWidth: 0 });

export const entryLabel = style({
  flex: 'none',
  minWidth: '2.25rem',
  paddingBlock: space[1],
  borderRadius: radius.sm,
  background: vars.color.primarySoft,
  color: vars.color.text,
  fontSize: fontSize.sm,
  fontWeight: fontWeight.bold,
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
});

export const entryBody = style({ ...stack(space[1]), flex: 1 });

export const exerciseLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space[3],
  alignSelf: 'flex-start',
  maxWidth: '100%',
  minHeight: '44px',
  borderRadius: radius.sm,
  color: vars.color.primary,
  fontWeight: fontWeight.semibold,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&:hover': { color: vars.color.primaryHover, textDecoration: 'underline' },
    [focusVisible]: { ...focusRing, textDecoration: 'underline' },
  },
});

export const exerciseMissing = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space[3],
  minHeight: '44px',
  color: vars.color.textMuted,
  fontStyle: 'italic',
});

export const exerciseName = style({ minWidth: 0, overflowWrap: 'anywhere', lineHeight: lineHeight.tight });

export const thumbnail = style({
  flex: 'none',
  width: '48px',
  height: '48px',
  borderRadius: radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  objectFit: 'cover',
});

export const sets = style({
  ...stack(space[1]),
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: fontSize.sm,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});

export const note = style({
  margin: 0,
  marginTop: space[1],
  paddingInlineStart: space[2],
  borderInlineStart: `2px solid ${vars.color.borderStrong}`,
  fontSize: fontSize.sm,
  color: vars.color.textMuted,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});
