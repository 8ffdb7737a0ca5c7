import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { fontSize, fontWeight, radius, space } from '../../theme/tokens.ts';
import { focusRing } from '../../styles/focus.ts';
import { stack } from '../../styles/controls.ts';

export const card = style({
  selectors: {
    // Focus lands on the card itself after an action removed the button that held it.
    '&:focus-visible': focusRing,
    '&[data-status="withdrawn"]': { background: vars.color.surfaceSunken, boxShadow: 'none' },
  },
});

export const content = style(stack(space[4]));

export const titleRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space[2],
});

// Side by side, not overlapping: an overlap would hide the second letter of the client's initials.
export const avatars = style({ display: 'flex', gap: space[1], flex: 'none' });

export const arrow = style({ color: vars.color.textMuted, fontWeight: fontWeight.regular });

export const message = style({
  margin: 0,
  padding: `${space[3]} ${space[4]}`,
  borderInlineStart: `3px solid ${vars.color.primary}`,
  borderRadius: radius.md,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontSize: fontSize.md,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});

export const reason = style({
  ...stack(space[1]),
  padding: `${space[3]} ${space[4]}`,
  borderRadius: radius.md,
  background: vars.color.dangerSoft,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space[2], justifyContent: 'flex-end' });
