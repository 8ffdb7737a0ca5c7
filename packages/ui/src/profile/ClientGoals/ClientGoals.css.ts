import { style } from '@vanilla-extract/css';
import { focusRing, focusVisible } from '../../styles/focus.ts';
import { toggleChip, toggleChipStates } from '../../styles/controls.ts';
import { space } from '../../theme/tokens.ts';

export const fields = style({ display: 'flex', flexDirection: 'column', gap: space[5] });

export const choices = style({ display: 'flex', flexWrap: 'wrap', gap: space[2] });

export const choice = style({
  ...toggleChip,
  selectors: {
    ...toggleChipStates,
    '&[data-disabled]': { opacity: 0.45, cursor: 'not-allowed', textDecoration: 'line-through' },
    [focusVisible]: focusRing,
  },
});
