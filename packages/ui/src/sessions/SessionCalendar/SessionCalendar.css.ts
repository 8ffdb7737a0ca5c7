import { createContainer, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { fontSize, fontWeight, lineHeight, radius, space } from '../../theme/tokens.ts';
import { stack } from '../../styles/controls.ts';
import { focusRing, focusVisible } from '../../styles/focus.ts';

const weekContainerName = createContainer();

/**
 * Seven columns only where each day gets about 8.5rem: a desktop page beside the dashboard's sidebar
 * can be narrower than a 1024 px screen, and there the days stack as on a phone.
 */
const wide = `${weekContainerName} (min-width: 60rem)`;

export const root = style(stack(space[4]));

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space[3],
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: fontSize.xl,
  fontWeight: fontWeight.semibold,
  lineHeight: lineHeight.tight,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});

export const controls = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space[3] });

export const weekNav = style({ display: 'flex', alignItems: 'center', gap: space[2] });

/** The week/list switch as one segmented control. */
export const views = style({
  display: 'inline-flex',
  padding: '3px',
  gap: '2px',
  borderRadius: radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
});

export const viewButton = style({
  minHeight: '30px',
  minWidth: '4rem',
  padding: `0 ${space[3]}`,
  border: 'none',
  borderRadius: radius.sm,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: fontSize.sm,
  fontWeight: fontWeight.semibold,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]:not([data-selected])': { background: vars.color.surfaceSunken },
    '&[data-selected]': { background: vars.color.primary, color: vars.color.primaryText },
    [focusVisible]: focusRing,
  },
});

export const weekContainer = style({ containerName: weekContainerName, containerType: 'inline-size' });

/** Phone first: the days one under another; seven columns where there is room. */
export const week = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: space[3],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@container': { [wide]: { gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: space[2] } },
});

export const day = style({
  ...stack(space[2]),
  padding: space[3],
  borderRadius: radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  selectors: {
    '&[data-today]': {
      borderColor: vars.color.primary,
      boxShadow: `inset 0 0 0 1px ${vars.color.primary}`,
      background: vars.color.primarySoft,
    },
  },
  '@container': {
    [wide]: { padding: space[2], minHeight: '12rem' },
  },
});

export const dayHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${space[1]} ${space[2]}`,
});

export const dayTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: fontSize.md,
  fontWeight: fontWeight.semibold,
  lineHeight: lineHeight.tight,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const sessions = style({ ...stack(space[2]), margin: 0, padding: 0, listStyle: 'none' });

/** A session in a day's column of the seven: less padding, so its words keep their room. */
export const weekCard = style({ '@container': { [wide]: { padding: space[3] } } });

export const quiet = style({ margin: 0, fontSize: fontSize.sm, color: vars.color.textMuted });

/** The list keeps to a readable width. */
export const list = style({ ...stack(space[5]), maxWidth: '48rem' });

export const listDay = style(stack(space[2]));

export const empty = style({
  ...stack(space[2]),
  alignItems: 'center',
  padding: `${space[8]} ${space[4]}`,
  borderRadius: radius.lg,
  border: `1px dashed ${vars.color.borderStrong}`,
  background: vars.color.surface,
  textAlign: 'center',
});

export const emptyTitle = style({
  margin: 0,
  fontSize: fontSize.lg,
  fontWeight: fontWeight.semibold,
  color: vars.color.text,
});

export const emptyBody = style({ margin: 0, maxWidth: '48ch', fontSize: fontSize.sm, color: vars.color.textMuted });

export const emptyAction = style({ paddingTop: space[2] });
