import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { fontSize, fontWeight, lineHeight, radius, space } from '../../theme/tokens.ts';
import { focusRing } from '../../styles/focus.ts';
import { stack } from '../../styles/controls.ts';

export const root = style(stack(space[4]));

export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${space[1]} ${space[3]}`,
  margin: 0,
  color: vars.color.text,
});

export const average = style({
  fontFamily: vars.font.heading,
  fontSize: fontSize['2xl'],
  fontWeight: fontWeight.bold,
  lineHeight: lineHeight.tight,
});

export const summaryText = style({ fontSize: fontSize.sm, color: vars.color.textMuted });

export const list = style({ ...stack(space[3]), margin: 0, padding: 0, listStyle: 'none' });

export const review = style({
  ...stack(space[2]),
  padding: space[4],
  borderRadius: radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  selectors: {
    // Focus lands on the review itself after a reply or after 'Show more'.
    '&:focus-visible': focusRing,
  },
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space[2],
});

export const author = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: fontSize.md,
  fontWeight: fontWeight.semibold,
  lineHeight: lineHeight.tight,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const meta = style({ margin: 0, fontSize: fontSize.sm, color: vars.color.textMuted });

/** The text as written: line breaks kept, long words broken rather than overflowing. */
export const body = style({
  margin: 0,
  fontSize: fontSize.md,
  lineHeight: lineHeight.normal,
  color: vars.color.text,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});

export const reply = style({
  ...stack(space[1]),
  marginBlockStart: space[1],
  padding: `${space[3]} ${space[4]}`,
  borderInlineStart: `3px solid ${vars.color.primary}`,
  borderRadius: radius.md,
  background: vars.color.surfaceSunken,
});

export const replyTitle = style({
  margin: 0,
  fontSize: fontSize.sm,
  fontWeight: fontWeight.semibold,
  color: vars.color.text,
});

export const replyDate = style({ fontWeight: fontWeight.regular, color: vars.color.textMuted });

export const actions = style({ marginBlockStart: space[1] });

export const text = style({ margin: 0 });

export const empty = style({
  ...stack(space[2]),
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

export const emptyBody = style({ margin: 0, fontSize: fontSize.sm, maxWidth: '40ch' });

export const more = style({ display: 'flex', justifyContent: 'center' });
