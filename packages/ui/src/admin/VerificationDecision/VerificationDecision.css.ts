import { style } from '@vanilla-extract/css';
import { media, radius, space } from '../../theme/tokens.ts';
import { focusRing } from '../../styles/focus.ts';
import { stack } from '../../styles/controls.ts';

export const root = style(stack(space[3]));

export const form = style(stack(space[3]));

/** Side by side from tablets up; on phones each button takes a full-width row, easy to hit. */
export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[2],
  '@media': { [media.tablet]: { flexDirection: 'row', flexWrap: 'wrap', justifyContent: 'flex-start' } },
});

export const outcome = style({
  ...stack(space[3]),
  alignItems: 'flex-start',
  borderRadius: radius.md,
  selectors: {
    '&:focus': { outline: 'none' },
    // Focus moves here once the buttons that held it are gone; a keyboard user sees where it went.
    '&:focus-visible': focusRing,
  },
});
