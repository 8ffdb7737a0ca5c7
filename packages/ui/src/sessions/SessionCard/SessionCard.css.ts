import { createContainer, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { fontSize, fontWeight, lineHeight, radius, space } from '../../theme/tokens.ts';
import { stack } from '../../styles/controls.ts';

const cardContainer = createContainer();

/** A narrow card (a day's column of the desktop week) stacks its buttons. */
const narrow = `${cardContainer} (max-width: 15rem)`;

export const card = style({
  ...stack(space[2]),
  containerName: cardContainer,
  containerType: 'inline-size',
  padding: space[4],
  borderRadius: radius.lg,
  border: `1px solid ${vars.color.border}`,
  borderInlineStart: `4px solid ${vars.color.primary}`,
  background: vars.color.surface,
  color: vars.color.text,
  lineHeight: lineHeight.normal,
  selectors: {
    '&[data-status="requested"], &[data-status="proposed"]': { borderInlineStartColor: vars.color.info },
    '&[data-status="cancelled"], &[data-status="rescheduled"], &[data-past]': {
      borderInlineStartColor: vars.color.borderStrong,
      background: vars.color.surfaceSunken,
    },
  },
});

export const header = style(stack('0'));

export const when = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: fontSize.md,
  fontWeight: fontWeight.semibold,
  lineHeight: lineHeight.tight,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
  '@container': { [narrow]: { fontSize: fontSize.sm } },
  selectors: {
    [`${card}[data-status="cancelled"] &, ${card}[data-status="rescheduled"] &`]: {
      textDecoration: 'line-through',
      textDecorationThickness: '1px',
    },
  },
});

/** The trainer's wall clock, under the reader's time. */
export const zoneLine = style({
  margin: 0,
  fontSize: fontSize.xs,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: space[1], margin: 0 });

/** Long states ("Requested by the client") wrap inside a narrow column instead of overflowing it. */
export const badge = style({ whiteSpace: 'normal', textAlign: 'start', lineHeight: lineHeight.tight });

export const person = style({
  margin: 0,
  fontSize: fontSize.sm,
  fontWeight: fontWeight.semibold,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const place = style({ ...stack('0'), margin: 0, fontSize: fontSize.sm, color: vars.color.text });

export const placeName = style({ overflowWrap: 'anywhere' });

export const address = style({ color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const join = style({ alignSelf: 'flex-start', minHeight: '24px', overflowWrap: 'anywhere' });

export const history = style({
  ...stack('0'),
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: fontSize.xs,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const text = style({ margin: 0, fontSize: fontSize.sm, color: vars.color.text, overflowWrap: 'anywhere' });

export const note = style({
  margin: 0,
  paddingInlineStart: space[2],
  borderInlineStart: `2px solid ${vars.color.border}`,
  fontSize: fontSize.sm,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

/** Inside a calendar the note keeps to three lines; the card on its own shows it whole. */
export const noteCompact = style({
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const noteLabel = style({ fontWeight: fontWeight.semibold, color: vars.color.textMuted });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space[2],
  paddingTop: space[1],
  '@container': { [narrow]: { flexDirection: 'column', alignItems: 'stretch' } },
});

/** Labels wrap in a narrow card rather than overflow it. */
export const action = style({ whiteSpace: 'normal', textAlign: 'center', lineHeight: lineHeight.tight });
