import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { fontSize, fontWeight, lineHeight, radius, space } from '../../theme/tokens.ts';
import { stack } from '../../styles/controls.ts';

export const root = style({ minWidth: 0 });

export const body = style({ ...stack(space[2]), margin: 0 });

export const empty = style(stack(space[1]));

export const kicker = style({
  margin: 0,
  fontSize: fontSize.sm,
  fontWeight: fontWeight.semibold,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const lead = style({
  margin: 0,
  fontSize: fontSize.md,
  fontWeight: fontWeight.semibold,
  color: vars.color.text,
});

export const muted = style({ margin: 0, fontSize: fontSize.sm, color: vars.color.textMuted });

export const entries = style({ ...stack(space[2]), margin: 0, padding: 0, listStyle: 'none' });

/** Label, name and set count on one line; a long name wraps in its own column. */
export const entry = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'baseline',
  gap: space[3],
  fontSize: fontSize.sm,
  lineHeight: lineHeight.tight,
});

export const label = style({
  minWidth: '2rem',
  paddingBlock: '2px',
  borderRadius: radius.sm,
  background: vars.color.primarySoft,
  color: vars.color.text,
  fontWeight: fontWeight.bold,
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
});

export const name = style({ color: vars.color.text, fontWeight: fontWeight.medium, overflowWrap: 'anywhere' });

export const sets = style({ color: vars.color.textMuted, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });

/** The link stands at the start of the card's footer, where the eye ends the card. */
export const planLink = style({ marginInlineEnd: 'auto', minHeight: '24px' });
