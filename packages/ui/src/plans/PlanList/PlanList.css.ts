import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { fontSize, fontWeight, lineHeight, media, radius, space } from '../../theme/tokens.ts';
import { stack } from '../../styles/controls.ts';

export const root = style(stack(space[6]));

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space[3] });

export const hint = style({ margin: 0, fontSize: fontSize.sm, color: vars.color.textMuted });

export const text = style({ margin: 0 });

export const section = style(stack(space[3]));

export const sectionTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: fontSize.xl,
  fontWeight: fontWeight.semibold,
  lineHeight: lineHeight.tight,
  color: vars.color.text,
});

export const list = style({ ...stack(space[3]), margin: 0, padding: 0, listStyle: 'none' });

/** A plan: its facts, then its actions, beside each other from tablets up. */
export const row = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[3],
  padding: space[4],
  borderRadius: radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': {
    [media.tablet]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' },
  },
});

export const rowMain = style({ ...stack(space[1]), flex: 1 });

export const rowTitle = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space[2] });

export const name = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: fontSize.lg,
  fontWeight: fontWeight.semibold,
  lineHeight: lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${space[4]}`,
  margin: 0,
  fontSize: fontSize.sm,
  color: vars.color.textMuted,
});

/** The goal, cut to two lines: the plan's page has it whole. */
export const goal = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  margin: 0,
  maxWidth: '70ch',
  fontSize: fontSize.sm,
  color: vars.color.text,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space[2],
  flex: 'none',
});

export const empty = style({
  ...stack(space[1]),
  alignItems: 'center',
  margin: 0,
  padding: space[6],
  borderRadius: radius.lg,
  border: `1px dashed ${vars.color.borderStrong}`,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const emptyTitle = style({
  margin: 0,
  fontSize: fontSize.md,
  fontWeight: fontWeight.semibold,
  color: vars.color.text,
});

export const emptyBody = style({ margin: 0, fontSize: fontSize.sm, maxWidth: '48ch' });

export const dialogForm = style(stack(space[4]));

/** Weeks and days side by side where there is room. */
export const numbers = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 9rem), 1fr))',
  gap: space[3],
  alignItems: 'start',
});
