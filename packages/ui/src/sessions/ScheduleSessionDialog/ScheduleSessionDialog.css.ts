import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { fontSize, space } from '../../theme/tokens.ts';
import { stack } from '../../styles/controls.ts';

export const form = style(stack(space[4]));

export const text = style({ margin: 0 });

export const muted = style({ margin: 0, fontSize: fontSize.sm, color: vars.color.textMuted });

/** Fields side by side where the dialog is wide enough (date and time, length), stacked on a phone. */
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(11rem, 1fr))',
  gap: space[4],
  alignItems: 'start',
});

export const availability = style(stack(space[2]));

/** What belongs to a choice above it (the gym of "at one of my gyms", the date a series ends). */
export const follow = style({
  ...stack(space[3]),
  paddingInlineStart: space[4],
  borderInlineStart: `2px solid ${vars.color.border}`,
});
