import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { fontSize, fontWeight, lineHeight, media, radius, space } from '../theme/tokens.ts';
import { stack } from '../styles/controls.ts';

/* The parts the request cards and the client list share. */

export const list = style({ ...stack(space[3]), margin: 0, padding: 0, listStyle: 'none' });

export const person = style({ display: 'flex', alignItems: 'flex-start', gap: space[3], minWidth: 0 });

export const personText = style({ ...stack(space[1]), flex: 1 });

export const name = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: fontSize.lg,
  fontWeight: fontWeight.semibold,
  lineHeight: lineHeight.tight,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const meta = style({ margin: 0, fontSize: fontSize.sm, color: vars.color.textMuted });

/** Label and value pairs, in one column on phones and two from tablets up. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: `${space[2]} ${space[4]}`,
  margin: 0,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const fact = style(stack('0'));

/** A fact that takes the whole width: free text. */
export const factWide = style({ '@media': { [media.tablet]: { gridColumn: '1 / -1' } } });

export const factLabel = style({
  fontSize: fontSize.xs,
  fontWeight: fontWeight.semibold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const factValue = style({
  margin: 0,
  fontSize: fontSize.sm,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-line',
});

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

export const dialogText = style({ margin: 0 });

export const dialogBody = style(stack(space[4]));
