import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { fontSize, fontWeight, media, radius, space } from '../theme/tokens.ts';
import { stack } from '../styles/controls.ts';

export const form = style(stack(space[4]));

export const text = style({ margin: 0, fontSize: fontSize.md, color: vars.color.text });
export const muted = style({ margin: 0, fontSize: fontSize.sm, color: vars.color.textMuted });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space[2],
  justifyContent: 'flex-end',
});

export const actionsStart = style({ justifyContent: 'flex-start' });

/** The masked address beside the Change button, pushing it to the end. */
export const currentValue = style({ marginInlineEnd: 'auto', alignSelf: 'center' });

/** Fields stand in one column on phones and side by side from tablets up. */
export const fieldRow = style({
  display: 'grid',
  gap: space[4],
  gridTemplateColumns: '1fr',
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr' } },
});

export const value = style({
  fontFamily: vars.font.mono,
  fontSize: fontSize.md,
  overflowWrap: 'anywhere',
});

export const dangerZone = style({
  ...stack(space[3]),
  padding: space[4],
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.md,
});

export const subheading = style({ margin: 0, fontSize: fontSize.md, fontWeight: fontWeight.semibold });
