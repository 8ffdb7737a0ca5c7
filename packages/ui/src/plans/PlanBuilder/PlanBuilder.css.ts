import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { fontSize, fontWeight, media, radius, space, zIndex } from '../../theme/tokens.ts';
import { focusRing } from '../../styles/focus.ts';
import { stack } from '../../styles/controls.ts';
import { tones } from '../../styles/tones.ts';

export const builder = style(stack(space[5]));

/** Title and the save button, kept in view while the trainer scrolls through the days. */
export const top = style({
  position: 'sticky',
  top: 0,
  zIndex: zIndex.sticky,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space[3],
  paddingBlock: space[2],
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.background,
});

export const titleBox = style({ minWidth: 0 });

export const title = style({ margin: 0, fontSize: fontSize.xl, fontWeight: fontWeight.bold });

export const subtitle = style({ margin: 0, color: vars.color.textMuted, fontSize: fontSize.sm });

export const saveBar = style({ display: 'flex', alignItems: 'center', gap: space[3], marginInlineStart: 'auto' });

export const saveState = style({
  color: vars.color.textMuted,
  fontSize: fontSize.sm,
  selectors: {
    '&[data-state="unsaved"]': { color: vars.color.text, fontWeight: fontWeight.medium },
    '&[data-state="error"]': { color: tones.danger.text, fontWeight: fontWeight.medium },
  },
});

export const bannerText = style({ margin: `0 0 ${space[2]}` });

export const summary = style({
  borderRadius: radius.md,
  outline: 'none',
  selectors: { '&:focus-visible': focusRing, '&:empty': { display: 'none' } },
});

export const issueList = style({ ...stack(space[1]), margin: 0, paddingInlineStart: space[4] });

export const issueLink = style({
  padding: 0,
  border: 'none',
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'start',
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  cursor: 'pointer',
  borderRadius: radius.sm,
  outline: 'none',
  selectors: { '&:focus-visible': focusRing },
});

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: space[4],
  '@media': {
    [media.tablet]: {
      gridTemplateColumns: 'minmax(0, 1fr) 12rem',
      alignItems: 'start',
    },
  },
});

export const nameField = style({});

export const daysField = style({});

export const goalField = style({
  '@media': { [media.tablet]: { gridColumn: '1 / -1', gridRow: 2 } },
});

// A goal is a sentence or two: the field starts low and grows by the handle.
globalStyle(`${goalField} textarea`, { minHeight: '5.75rem' });

export const tabs = style({});

export const weekBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'flex-end',
  gap: space[3],
  minWidth: 0,
  borderBottom: `1px solid ${vars.color.border}`,
  paddingBlockEnd: space[1],
});

export const tabList = style({
  flex: '1 1 18rem',
  selectors: { '&&[data-orientation="horizontal"]': { borderBottom: 'none' } },
});

export const issueDot = style({
  display: 'inline-block',
  width: '8px',
  height: '8px',
  borderRadius: radius.full,
  background: tones.danger.solid,
});

export const panel = style(stack(space[4]));

export const weekActions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space[2] });

export const weekCount = style({
  flexBasis: '100%',
  color: vars.color.textMuted,
  fontSize: fontSize.sm,
  '@media': { [media.tablet]: { flexBasis: 'auto', marginInlineEnd: 'auto' } },
});

export const days = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: space[4],
  alignItems: 'start',
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 36rem), 1fr))' },
  },
});
