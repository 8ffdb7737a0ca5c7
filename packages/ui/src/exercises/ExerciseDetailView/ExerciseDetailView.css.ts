import { createContainer, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { fontSize, fontWeight, lineHeight, radius, space } from '../../theme/tokens.ts';
import { centred, stack } from '../../styles/controls.ts';
import { focusRing, focusVisible } from '../../styles/focus.ts';
import { muscleFills } from '../MuscleFigure/fills.ts';

const page = createContainer();

export const root = style({
  ...stack(space[5]),
  containerName: page,
  containerType: 'inline-size',
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: space[4],
});

export const identity = style({ ...stack(space[2]), flex: '1 1 18rem' });

export const name = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: fontSize['2xl'],
  fontWeight: fontWeight.bold,
  lineHeight: lineHeight.tight,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: space[2] });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space[2] });

/** One column on phones; from a tablet's width the muscles and facts go to a column beside. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: space[6],
  alignItems: 'start',
  '@container': {
    [`${page} (min-width: 46rem)`]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(16rem, 2fr)' },
  },
});

export const main = style(stack(space[6]));

export const side = style(stack(space[6]));

export const part = style({
  ...stack(space[3]),
  padding: space[4],
  borderRadius: radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const partTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: fontSize.lg,
  fontWeight: fontWeight.semibold,
  lineHeight: lineHeight.tight,
  color: vars.color.text,
});

export const gallery = style(stack(space[2]));

export const image = style({
  display: 'block',
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: radius.lg,
  background: vars.color.surfaceSunken,
});

export const strip = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const thumb = style({
  display: 'block',
  width: '72px',
  height: '54px',
  padding: 0,
  border: `2px solid transparent`,
  borderRadius: radius.md,
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.borderStrong },
    '&[data-selected]': { borderColor: vars.color.primary },
    [focusVisible]: focusRing,
  },
});

export const thumbImage = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const steps = style({ ...stack(space[3]), margin: 0, padding: 0, listStyle: 'none' });

export const step = style({ display: 'flex', alignItems: 'flex-start', gap: space[3] });

export const stepNumber = style({
  ...centred,
  flex: 'none',
  width: '28px',
  height: '28px',
  borderRadius: radius.full,
  background: vars.color.primarySoft,
  color: vars.color.text,
  border: `1px solid ${vars.color.primary}`,
  fontSize: fontSize.sm,
  fontWeight: fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const stepText = style({
  paddingTop: '3px',
  lineHeight: lineHeight.normal,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: fontSize.sm });

export const copied = style({ margin: 0, fontSize: fontSize.sm, color: vars.color.textMuted });

export const copiedName = style({ fontWeight: fontWeight.semibold, color: vars.color.text });

export const muscles = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space[4],
});

export const figure = style({ flex: '1 1 14rem', maxWidth: '18rem' });

export const muscleLists = style({ ...stack(space[3]), flex: '1 1 9rem' });

export const muscleList = style(stack(space[1]));

export const muscleListTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: space[2],
  margin: 0,
  fontSize: fontSize.sm,
  fontWeight: fontWeight.semibold,
  color: vars.color.textMuted,
});

export const swatch = style({
  flex: 'none',
  width: '14px',
  height: '14px',
  borderRadius: radius.sm,
  selectors: {
    '&[data-emphasis="primary"]': { background: muscleFills.primary },
    '&[data-emphasis="secondary"]': { background: muscleFills.secondary },
  },
});

export const muscleNames = style({
  ...stack('2px'),
  margin: 0,
  paddingInlineStart: `calc(14px + ${space[2]})`,
  listStyle: 'none',
  color: vars.color.text,
  fontWeight: fontWeight.medium,
});

export const facts = style({ display: 'grid', gap: space[3], margin: 0 });

export const fact = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(7rem, 2fr) 3fr',
  gap: space[3],
  paddingBottom: space[3],
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { paddingBottom: 0, borderBottom: 'none' } },
});

export const factName = style({ fontSize: fontSize.sm, color: vars.color.textMuted });

export const factValue = style({ margin: 0, fontWeight: fontWeight.medium, color: vars.color.text });
